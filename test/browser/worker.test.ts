import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionId } from '../../src/core/subscription.ts';
import { demoAntenna, demoSiteList } from '../../scripts/demo/demo-antenna.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { nowSeconds, subscribe } from './helpers.ts';
import { readObjectStore, readSites, readStoredRecords } from './read-store.ts';

describe('the background worker with a LIRS.gz and a hina-di antenna that share sites', () => {
  let session: ExtensionSession;
  let server: AntennaServer;
  let lirsUrl: string;
  let hinaUrl: string;

  beforeAll(async () => {
    server = await startAntennaServer();
    const files = demoAntenna(nowSeconds(), server.origin);
    server.serve('/antenna/sites.lirs.gz', { body: files.lirsGz, contentType: 'application/x-gzip' });
    server.serve('/hina/hina.di', { body: files.hinadi, contentType: 'text/plain; charset=EUC-JP', contentEncodingGzip: true });
    lirsUrl = server.url('/antenna/sites.lirs.gz');
    hinaUrl = server.url('/hina/hina.di');
    session = await launchExtension();
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('polls a new subscription at once and stores its records', async () => {
    expect((await subscribe(session, lirsUrl)).recordCount).toBe(8);
    const page = await session.openPage('popup.html');
    const records = await readStoredRecords(page);
    expect(records.map((r) => r.record.title).sort()).toEqual(
      demoSiteList.slice(0, 8).map((s) => s.title).sort(),
    );
    await page.close();
  });

  it('merges the second antenna: shared sites are one row that remembers both antennas', async () => {
    expect((await subscribe(session, hinaUrl)).recordCount).toBe(8);
    const page = await session.openPage('popup.html');
    const sites = await readSites(page);
    expect(sites).toHaveLength(12);
    const shared = sites.filter((site) => site.sources.length === 2).map((site) => site.record.title);
    expect(shared.sort()).toEqual(demoSiteList.slice(4, 8).map((s) => s.title).sort());
    const ny = sites.find((site) => site.record.url === 'http://nyc.example.com/tokyo-in-ny/');
    expect(ny?.record.tzOffset).toBe(-18_000);
    await page.close();
  });

  it('shows the number of new, fresh sites on the badge', async () => {
    // Twelve sites, none stale (the antennas checked them three minutes ago); eleven are new:
    // the one changed 25 hours before its antenna was added starts seen (a new antenna brings
    // its last day as news, not its archive).
    await expect.poll(() => session.badge()).toBe('11');
    await expect.poll(() => session.worker.evaluate(() => chrome.action.getTitle({}))).toBe('Antenna Reader: 11 new updates');
  });

  it('sends conditional requests on the next poll, and a 304 writes only when it checked', async () => {
    const page = await session.openPage('popup.html');
    const before = await readObjectStore<Subscription>(page, 'subscriptions');
    const recordsBefore = await readStoredRecords(page);
    const requestsBefore = server.requests.length;
    const reply = await session.send({ kind: 'check-now' });
    expect(reply.ok && reply.value).toEqual({ checked: 2, changed: 0, unchanged: 2, failed: 0 });
    const conditional = server.requests.slice(requestsBefore);
    expect(conditional.map((r) => r.status).sort()).toEqual([304, 304]);
    expect(conditional.every((r) => typeof r.headers['if-none-match'] === 'string')).toBe(true);
    // The records are untouched; each subscription says when it was checked and is next due.
    expect(await readStoredRecords(page)).toEqual(recordsBefore);
    const after = await readObjectStore<Subscription>(page, 'subscriptions');
    const schedule = ({ lastCheck, lastSuccess, nextDue, ...rest }: Subscription) => ({ rest, lastCheck, lastSuccess, nextDue });
    for (const [index, subscription] of after.entries()) {
      const was = schedule(before[index]!);
      const is = schedule(subscription);
      expect(is.rest).toEqual(was.rest);
      expect(is.lastCheck).toBeGreaterThanOrEqual(was.lastCheck!);
      expect(is.lastSuccess).toBe(is.lastCheck);
      expect(is.nextDue).toBeGreaterThan(is.lastCheck!);
    }
    await page.close();
  });

  it('keeps the records and says why when the server fails', async () => {
    server.route('/antenna/sites.lirs.gz', (_request, response) => {
      response.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Internal Server Error</h1>');
    });
    const reply = await session.send({ kind: 'check-now', id: lirsUrl as SubscriptionId });
    expect(reply.ok && reply.value.failed).toBe(1);
    const status = await session.send({ kind: 'status' });
    const lirs = status.ok ? status.value.subscriptions.find((s) => s.url === lirsUrl) : undefined;
    expect(lirs?.lastError?.message).toBe('the server answered 500 (server error)');
    expect(lirs?.recordCount).toBe(8);
    const page = await session.openPage('popup.html');
    const records = await readStoredRecords(page);
    expect(records.filter((r) => r.subscriptionId === lirsUrl)).toHaveLength(8);
    await page.close();
  });

  it('restores the badge after the worker is stopped and wakes again', async () => {
    const files = demoAntenna(nowSeconds(), server.origin);
    server.serve('/antenna/sites.lirs.gz', { body: files.lirsGz, contentType: 'application/x-gzip' });
    await session.send({ kind: 'check-now', id: lirsUrl as SubscriptionId });
    await expect.poll(() => session.badge()).toBe('11');
    await session.stopWorker();
    const status = await session.send({ kind: 'status' });
    expect(status.ok).toBe(true);
    expect(await session.badge()).toBe('11');
    const alarms = await session.worker.evaluate(() => chrome.alarms.getAll());
    expect(alarms.map((a) => a.name)).toEqual(['poll']);
  });

  it('marks a site seen, and all sites seen', async () => {
    const site = demoSiteList[0]!;
    const page = await session.openPage('popup.html');
    const sites = await readSites(page);
    const stored = sites.find((s) => s.record.url === site.url)!;
    await session.send({ kind: 'mark-seen', key: stored.key, lastModified: stored.record.lastModified });
    await expect.poll(() => session.badge()).toBe('10');
    await session.send({ kind: 'mark-all-seen' });
    await expect.poll(() => session.badge()).toBe('');
    await page.close();
  });

  it('answers a malformed message with an error', async () => {
    const reply = await session.send({ kind: 'add-subscription', url: 42 } as never);
    expect(reply.ok).toBe(false);
    const unknown = await session.send({ kind: 'format-disk' } as never);
    expect(unknown.ok).toBe(false);
  });
});
