import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionId } from '../../src/core/subscription.ts';
import { demoAntenna } from '../../scripts/demo/demo-antenna.ts';
import { atomDate, atomDocument } from '../fixtures/atom-feed.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { nowSeconds, subscribe } from './helpers.ts';

describe('Atom antennas with RFC 5005 archives, in Chromium', () => {
  let session: ExtensionSession;
  let server: AntennaServer;
  const atom = (path: string, body: string) => server.serve(path, { body, contentType: 'application/atom+xml; charset=utf-8' });
  const entry = (n: number, minutes: number) => ({
    id: `urn:site:${n}`,
    url: `http://feedsite${n}.example.jp/`,
    title: `フィードのサイト${n}`,
    updated: atomDate(minutes),
  });

  beforeAll(async () => {
    server = await startAntennaServer();
    // The current document and two archives: six sites in all; site 3 appears in the current
    // document and, older, in an archive — the newer entry wins.
    atom('/feed/index.atom', atomDocument({
      title: 'アーカイブ付きアンテナ',
      self: server.url('/feed/index.atom'),
      prevArchive: server.url('/feed/2026-10.atom'),
      entries: [entry(1, 3), entry(2, 20), entry(3, 40)],
    }));
    atom('/feed/2026-10.atom', atomDocument({
      title: 'アーカイブ付きアンテナ',
      self: server.url('/feed/2026-10.atom'),
      archive: true,
      prevArchive: server.url('/feed/2026-09.atom'),
      entries: [entry(4, 90), { ...entry(3, 400), title: '古い見出し' }],
    }));
    atom('/feed/2026-09.atom', atomDocument({
      title: 'アーカイブ付きアンテナ',
      self: server.url('/feed/2026-09.atom'),
      archive: true,
      entries: [entry(5, 200), entry(6, 300)],
    }));
    const files = demoAntenna(nowSeconds(), server.origin);
    server.serve('/antenna/sites.lirs.gz', { body: files.lirsGz, contentType: 'application/x-gzip' });
    session = await launchExtension();
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('rebuilds an archived feed in full and lists it in the popup beside a LIRS antenna', async () => {
    expect(await subscribe(session, server.url('/feed/index.atom'))).toMatchObject({ format: 'atom', recordCount: 6, historyWarning: null, display: 'entries' });
    await subscribe(session, server.url('/antenna/sites.lirs.gz'));

    const popup = await session.openPage('popup.html');
    await expect.poll(() => popup.locator('.site-row').count()).toBeGreaterThan(8);
    const titles = await popup.locator('.site-row .site-title').allTextContents();
    expect(titles).toContain('フィードのサイト6');
    expect(titles).toContain('フィードのサイト3');
    expect(titles).not.toContain('古い見出し');
    expect(titles).toContain('ひやの日記');
    // Freshest first across both antennas: the Atom site changed 3 min ago leads the LIRS
    // site changed 4 min ago.
    expect(titles[0]).toBe('フィードのサイト1');
  });

  it('never fetches a processed archive again', async () => {
    const archiveRequests = () =>
      server.requestsFor('/feed/2026-10.atom').length + server.requestsFor('/feed/2026-09.atom').length;
    const before = archiveRequests();
    atom('/feed/index.atom', atomDocument({
      title: 'アーカイブ付きアンテナ',
      self: server.url('/feed/index.atom'),
      prevArchive: server.url('/feed/2026-10.atom'),
      entries: [entry(7, 1), entry(1, 3), entry(2, 20)],
    }));
    const reply = await session.send({ kind: 'check-now', id: server.url('/feed/index.atom') as SubscriptionId });
    expect(reply.ok && reply.value.changed).toBe(1);
    expect(archiveRequests()).toBe(before);
    const status = await session.send({ kind: 'status' });
    const feed = status.ok ? status.value.subscriptions.find((s) => s.format === 'atom') : undefined;
    expect(feed?.recordCount).toBe(7);
  });

  it('says the history is incomplete when an archive is missing', async () => {
    atom('/gappy/index.atom', atomDocument({
      title: '欠けたアーカイブ',
      self: server.url('/gappy/index.atom'),
      prevArchive: server.url('/gappy/missing.atom'),
      entries: [entry(10, 5), entry(11, 6)],
    }));
    const added = await subscribe(session, server.url('/gappy/index.atom'));
    expect(added.recordCount).toBe(2);
    expect(added.historyWarning?.message).toBe(
      `history incomplete: ${server.url('/gappy/missing.atom')} could not be read (the server answered 404 (not found))`,
    );
    const popup = await session.openPage('popup.html');
    await expect.poll(() => popup.getByText('history incomplete', { exact: false }).count()).toBeGreaterThan(0);
  });

  it('keeps undated items, timed when first seen, poll after poll, and says so on their rows', async () => {
    const undated = (names: readonly string[]) =>
      '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>日付のないアンテナ</title>' +
      names.map((n) => `<item><title>日付なし${n}</title><link>http://undated${n}.example.jp/</link></item>`).join('') +
      '</channel></rss>';
    const serve = (names: readonly string[]) => server.serve('/undated.rss', { body: undated(names), contentType: 'application/rss+xml; charset=utf-8' });
    serve(['1', '2']);
    expect(await subscribe(session, server.url('/undated.rss'))).toMatchObject({ format: 'rss', recordCount: 2 });
    const seenAt = async (name: string) => {
      const popup = await session.openPage('popup.html');
      const row = popup.locator('.site-row', { hasText: `日付なし${name}` });
      await expect.poll(() => row.count()).toBe(1);
      const meta = await row.locator('.site-meta').textContent();
      const time = await row.locator('time').getAttribute('datetime');
      await popup.close();
      return { meta, time };
    };
    const before = await seenAt('1');
    expect(before.meta).toContain('time first seen');

    // The next poll's second must differ from the first's, or a time that jumped would look kept.
    const second = nowSeconds();
    await expect.poll(nowSeconds, { timeout: 5000 }).toBeGreaterThan(second);
    serve(['3', '1', '2']);
    await session.send({ kind: 'check-now', id: server.url('/undated.rss') as SubscriptionId });
    const after = await seenAt('1');
    const added3 = await seenAt('3');
    expect(after).toEqual(before);
    expect(added3.time).not.toBe(before.time);
  });
});
