import { constants, gzipSync, inflateRawSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionId } from '../../src/core/subscription.ts';
import type { HostileServer } from '../server/hostile-server.ts';
import {
  closeFaultContext,
  expectContained,
  faultLine as line,
  faultModified as lm,
  goodLirs,
  recordsOf,
  startFaultContext,
  type FaultContext,
  type HealthyAntenna,
} from './faults-support.ts';
import type { ExtensionSession } from './harness.ts';
import { eucJp, nowSeconds, reloadPopup, subscribe, subscriptionOf, unsubscribe } from './helpers.ts';
import { readObjectStore } from './read-store.ts';
import { watchWorkerNetwork } from './worker-network.ts';

// Hostile bodies through the real worker in Chromium: bombs, floods, broken bytes, lying
// headers, and records built to get script or unsafe links into the popup.

const MiB = 1024 * 1024;

describe('hostile antenna bodies', () => {
  let session: ExtensionSession;
  let server: HostileServer;
  let healthy: HealthyAntenna;
  let page: Page;
  let context: FaultContext;
  const subscribed: string[] = [];

  const contained = async (
    path: string,
    ...rest: Parameters<typeof expectContained> extends [unknown, unknown, ...infer R] ? R : never
  ) => {
    subscribed.push(server.url(path));
    return expectContained(context, path, ...rest);
  };

  /** Subscribes to `path` serving good records, then serves `body`, checks it, returns its rows. */
  const replaceWith = async (path: string, body: Uint8Array | string, contentType: string) => {
    const url = server.url(path);
    subscribed.push(url);
    server.set(path, goodLirs('P', 100));
    await subscribe(session, url);
    server.set(path, { kind: 'file', body, contentType });
    const reply = await session.send({ kind: 'check-now', id: url as SubscriptionId });
    expect(reply.ok && reply.value).toEqual({ checked: 1, changed: 1, unchanged: 0, failed: 0 });
    return { url, rows: await recordsOf(page, url) };
  };

  beforeAll(async () => {
    context = await startFaultContext();
    ({ session, server, healthy, page } = context);
  });

  afterEach(async () => {
    for (const url of subscribed.splice(0)) await unsubscribe(session, url);
  });

  afterAll(() => closeFaultContext(context));

  it('stops a gzip bomb (1 GiB inflated) at the 32 MiB cap and says so', async () => {
    const sent = server.sent;
    await contained('/bomb.lirs.gz', { kind: 'gzip-bomb', contentEncoding: false }, {
      kind: 'decode-too-large',
      message: 'the file inflates past the 32 MiB limit',
    });
    expect(server.sent - sent).toBeLessThan(2 * MiB);
  });

  it('stops a gzip bomb sent as Content-Encoding: gzip at the 32 MiB cap and says so', async () => {
    await contained('/bomb-ce.lirs', { kind: 'gzip-bomb', contentEncoding: true }, {
      kind: 'too-large',
      message: 'the file is larger than 32 MiB',
    });
  });

  it('says a truncated gzip file was cut short', async () => {
    await contained('/cut.lirs.gz', { kind: 'truncated-gzip', body: line('http://cut.example.jp/', 'cut').repeat(400) }, {
      kind: 'decode-cut-short',
      message: 'the file was cut short: the gzip data stops before its end or its check does not match',
      notice: 'the file was cut short: what arrived is not the whole file, so the sites listed before are kept',
    });
  });

  // What the worker was given, counted by DevTools in the worker: the bytes the server wrote
  // prove nothing, as the network service and loopback buffers take megabytes ahead of any
  // reader (on a busy machine, more than 8 MiB).
  it('refuses a 50 MB file that declares its length, without downloading it', async () => {
    const network = await watchWorkerNetwork(session);
    try {
      await contained(
        '/huge-declared.lirs',
        { kind: 'stream', head: '', unit: line('http://big.example.jp/', 'x'.repeat(60)), units: 500_000, tail: '', declareLength: true },
        { kind: 'too-large', message: 'the file is larger than 32 MiB' },
      );
      expect(network.bytesReceived(server.url('/huge-declared.lirs'))).toBeLessThan(MiB);
      // The watch sees bodies that are read: the healthy antenna's, whole.
      expect(network.bytesReceived(healthy.url)).toBeGreaterThan(0);
    } finally {
      await network.stop();
    }
  });

  // The worker's fetch is given what the network read ahead before it was cancelled, as well as
  // what the reader took: 3–11 MiB past the cap on a quiet machine, the whole rest of a 60 MB
  // body once. So the body is 600 MB (made as it is sent, and no more once the worker hangs up),
  // and what arrives must be past the cap and a small part of it.
  it('stops reading a 600 MB file sent without a length at the 32 MiB cap', async () => {
    const network = await watchWorkerNetwork(session);
    try {
      await contained(
        '/huge-chunked.lirs',
        { kind: 'stream', head: '', unit: line('http://big.example.jp/', 'x'.repeat(60)), units: 5_000_000, tail: '', declareLength: false },
        { kind: 'too-large', message: 'the file is larger than 32 MiB' },
      );
      const read = network.bytesReceived(server.url('/huge-chunked.lirs'));
      expect(read).toBeGreaterThan(32 * MiB);
      expect(read).toBeLessThan(160 * MiB);
    } finally {
      await network.stop();
    }
  });

  it('keeps the records when a file is one 10 MB line that holds no record', async () => {
    // The one line is rejected ("too few fields"): the file has nothing to show.
    await contained('/one-line.lirs', { kind: 'stream', head: 'LIRS,', unit: 'y', units: 10_000_000, tail: '', declareLength: true }, {});
  });

  it('keeps the records when a Content-Encoding: gzip body is cut short and the connection closing was its only end', async () => {
    // 400 sites, gzipped by the server, cut after 60% of the gzip: the browser inflates what
    // came without a word, so the text shows the cut (the last record stops mid-title).
    const body = Array.from({ length: 400 }, (_, n) => line(`http://cut${n}.example.jp/`, `site number ${n} with a title`)).join('');
    const whole = gzipSync(Buffer.from(body)).length;
    await contained('/cut-gzip.lirs', { kind: 'cut', body, at: Math.floor(whole * 0.6), framing: 'close', contentEncodingGzip: true }, {
      kind: 'decode-cut-off',
      message: 'the file stops in the middle of a record: the connection closed before all of it arrived',
    });
  });

  it('keeps 400 sites and their history when a gzip antenna sent as Content-Encoding: gzip was cut short at its source', async () => {
    // An antenna service whose writer died mid-file: a complete answer (its Content-Length is
    // what is sent) of a gzip stream cut in half. Chromium inflates it without a word.
    const path = '/died/sites.lirs';
    const url = server.url(path);
    subscribed.push(url);
    const lirs = (at: number): string =>
      Array.from({ length: 400 }, (_, n) => `LIRS,${at - n},${at - n + 60},32400,0,http://died${n}.example.jp/,site number ${n} with a title,author,0,\n`).join('');
    const first = nowSeconds() - 7200;
    server.set(path, { kind: 'file', body: lirs(first), contentType: 'text/plain; charset=EUC-JP', contentEncodingGzip: true });
    expect((await subscribe(session, url)).recordCount).toBe(400);
    // Every site updates once: each now has a history of two updates.
    server.set(path, { kind: 'file', body: lirs(first + 3600), contentType: 'text/plain; charset=EUC-JP', contentEncodingGzip: true });
    expect(await session.send({ kind: 'check-now', id: url as SubscriptionId })).toMatchObject({ ok: true, value: { changed: 1 } });
    const records = await recordsOf(page, url);
    const history = await readObjectStore<{ key: [string, number] }>(page, 'history');
    expect(records).toHaveLength(400);
    expect(history.length).toBeGreaterThanOrEqual(800);

    const newer = lirs(first + 5400);
    // What the browser makes of the cut stream: a text that stops inside a record.
    const whole = gzipSync(Buffer.from(newer));
    const arrived = inflateRawSync(whole.subarray(10, Math.floor(whole.length / 2)), { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1');
    expect(arrived.split('\n').length - 1).toBeGreaterThan(100);
    expect(arrived.split('\n').length - 1).toBeLessThan(400);
    server.set(path, { kind: 'truncated-gzip', body: newer, contentEncodingGzip: true });
    expect(await session.send({ kind: 'check-now', id: url as SubscriptionId })).toMatchObject({ ok: true, value: { failed: 1 } });
    const failed = await subscriptionOf(session, url);
    expect(failed.lastError).toMatchObject({ kind: 'decode-cut-short', message: 'the file was cut short: it stops in the middle of a record' });
    expect(failed.recordCount).toBe(400);
    expect(await recordsOf(page, url)).toEqual(records);
    expect(await readObjectStore(page, 'history')).toEqual(history);

    const options = await session.openPage('options.html');
    try {
      await expect.poll(() => options.locator('.notice.error').allTextContents(), { timeout: 10_000 }).toEqual([
        expect.stringContaining('the file was cut short: what arrived is not the whole file, so the sites listed before are kept'),
      ]);
    } finally {
      await options.close();
    }

    // The next good read goes on as usual.
    server.set(path, { kind: 'file', body: newer, contentType: 'text/plain; charset=EUC-JP', contentEncodingGzip: true });
    expect(await session.send({ kind: 'check-now', id: url as SubscriptionId })).toMatchObject({ ok: true, value: { changed: 1 } });
    expect((await subscriptionOf(session, url)).lastError).toBeNull();
    expect((await readObjectStore(page, 'history')).length).toBeGreaterThanOrEqual(1200);
  });

  it.each([
    ['shorter than its Content-Length', 'length'],
    ['whose chunks never end', 'chunked'],
  ] as const)('keeps the records of a body %s, and names the cut connection', async (_, framing) => {
    const body = Array.from({ length: 400 }, (_, n) => line(`http://cut${n}.example.jp/`, `site number ${n}`)).join('');
    const host = new URL(server.origin).host;
    await contained(`/cut-${framing}.lirs`, { kind: 'cut', body, at: 8000, framing }, {
      kind: 'cut',
      message: `${host} closed the connection before the whole file arrived`,
    });
  });

  it('keeps the sites of an antenna that now lists none (comments only), and says so', async () => {
    await contained('/emptied.lirs', { kind: 'file', body: '# this antenna is being rebuilt\n# back soon\n', contentType: 'text/plain' }, {
      kind: 'emptied',
      message: 'the file now lists no sites; the 3 it listed before are kept',
    });
  });

  it('refuses an Atom file of 100,000 nested elements at the 257th, and the worker keeps answering', async () => {
    // 700 KB that kept the worker from answering any message for 85 s: each tag cost its depth.
    const depth = 100_000;
    const feed = `<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n${'<a>\n'.repeat(depth)}${'</a>'.repeat(depth)}</feed>`;
    await contained('/nested.atom', { kind: 'file', body: feed, contentType: 'application/atom+xml' }, {
      kind: 'decode-too-complex',
      message: 'the feed nests elements more than 256 deep (line 258)',
    });
  });

  it('answers messages while a large antenna decodes', async () => {
    const path = '/large.lirs';
    const url = server.url(path);
    subscribed.push(url);
    server.set(path, goodLirs('P', 100));
    await subscribe(session, url);
    // 200,000 lines, 20 MB: about 25 slices of decoding. They report one site again and again
    // (the newest report wins), so storing the result costs little next to decoding it.
    const body = Array.from({ length: 200_000 }, (_, n) =>
      `LIRS,${lm},${lm + 300 + n},32400,0,http://large.example.jp/,large antenna report ${n},author,0,\n`).join('');
    server.set(path, { kind: 'file', body, contentType: 'text/plain' });
    // The page asks for the worker's status over and over while a check of the antenna runs: a
    // status answered while the poll says it is decoding shows the worker answered mid-decode.
    const seen = await page.evaluate(async (id) => {
      let done = false;
      const check = chrome.runtime.sendMessage({ kind: 'check-now', id }).finally(() => (done = true));
      let decoding = false;
      let answered = 0;
      while (!done && !decoding) {
        const reply = (await chrome.runtime.sendMessage({ kind: 'status' })) as {
          ok: boolean;
          value?: { checking?: { id: string; decoding: boolean }[] };
        };
        answered++;
        decoding = reply.value?.checking?.some((poll) => poll.id === id && poll.decoding) === true;
      }
      return { decoding, answered, check: await check };
    }, url);
    expect(seen.decoding).toBe(true);
    expect(seen.check).toMatchObject({ ok: true, value: { checked: 1, changed: 1, failed: 0 } });
    expect(await subscriptionOf(session, url)).toMatchObject({ recordCount: 1, rejectedCount: 199_999 });
    expect((await recordsOf(page, url)).map((row) => row.record.title)).toEqual(['large antenna report 199999']);
  });

  it('survives a record with a 1 MB title: the popup shows it on one clipped line', async () => {
    const url = server.url('/long-title.lirs');
    subscribed.push(url);
    server.set('/long-title.lirs', {
      kind: 'stream',
      head: `LIRS,${lm},${lm + 300},32400,0,http://long.example.jp/,`,
      unit: 'x',
      units: MiB,
      tail: ',author,0,\n',
      declareLength: false,
    });
    const label = healthy.bump();
    await subscribe(session, url);
    await session.send({ kind: 'check-now', id: healthy.url as SubscriptionId });
    expect(await healthy.labels(page)).toEqual([label]);
    await reloadPopup(page);
    const row = page.locator('.site-row', { has: page.locator('a[href="http://long.example.jp/"]') });
    await row.waitFor();
    const box = await row.locator('.site-title').evaluate((title) => ({ height: title.clientHeight, width: title.clientWidth, scroll: title.scrollWidth }));
    expect(box.scroll).toBeGreaterThan(box.width);
    expect(box.height).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('stores a 64 KiB title cut to at most 4096 characters', async () => {
    const { rows } = await replaceWith('/long-title-2.lirs', line('http://long2.example.jp/', 'x'.repeat(64 * 1024)), 'text/plain');
    expect(rows[0]?.record.title?.length).toBeLessThanOrEqual(4096);
  });

  it('reads what it can of invalid EUC-JP: good records whole, bad bytes as U+FFFD', async () => {
    const body = new Uint8Array([
      ...eucJp(line('http://good.example.jp/', '正しい題名')),
      ...eucJp(`LIRS,${lm},${lm + 300},32400,0,http://bad.example.jp/,`),
      0xa1, 0x20, 0xff, 0xfe, 0x8e,
      ...eucJp(',author,0,\n'),
    ]);
    const { url, rows } = await replaceWith('/bad-euc.lirs', body, 'text/plain; charset=EUC-JP');
    const titles = Object.fromEntries(rows.map((row) => [row.record.url, row.record.title]));
    expect(titles['http://good.example.jp/']).toBe('正しい題名');
    expect(titles['http://bad.example.jp/']).toContain('\uFFFD');
    expect((await subscriptionOf(session, url)).lastError).toBeNull();
  });

  it('reads EUC-JP bytes served as UTF-8 (the header lies)', async () => {
    const { rows } = await replaceWith('/lie-utf8.lirs', eucJp(line('http://a.example.jp/', '日本語の題名')), 'text/plain; charset=UTF-8');
    expect(rows.map((row) => row.record.title)).toEqual(['日本語の題名']);
  });

  it('reads UTF-8 bytes served as EUC-JP (the header lies)', async () => {
    const { url, rows } = await replaceWith('/lie-euc.lirs', line('http://a.example.jp/', '日本語の題名'), 'text/plain; charset=EUC-JP');
    expect(rows.map((row) => row.record.title)).toEqual(['日本語の題名']);
    expect((await subscriptionOf(session, url)).encoding).toBe('utf-8');
  });

  it('lets no unsafe link and no markup from LIRS records into the popup', async () => {
    const path = '/hostile-records.lirs';
    const url = server.url(path);
    subscribed.push(url);
    const markup = '<b>x</b><script>document.title="pwned"</script><img src=x onerror="document.title=\'pwned\'">';
    const body =
      line('javascript:alert(document.domain)', 'js link') +
      line('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data link') +
      line('chrome://settings/', 'chrome link') +
      line('http://markup.example.jp/', markup) +
      line('http://control.example.jp/', 'a\u0001b\u0007c\u001bd\u007fe\u202ef') +
      line('http://dup.example.jp/', 'first copy') +
      line('http://DUP.example.jp/', 'second copy') +
      line('http://ten-thousand.example.jp/', 'L'.repeat(10_000));
    server.set(path, { kind: 'file', body, contentType: 'text/plain' });
    const added = await subscribe(session, url);
    expect(added.recordCount).toBe(4);
    expect(added.rejectedCount).toBe(4);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await reloadPopup(page);
    await page.locator('a[href="http://markup.example.jp/"]').waitFor();
    await expectSafePopup(page);
    const titles = await page.locator('.site-row .site-title').allTextContents();
    expect(titles).toContain(markup);
    expect(titles.filter((title) => /link|copy/.test(title))).toEqual(['first copy']);
    expect(titles.some((title) => title.startsWith('L'.repeat(100)))).toBe(true);
    expect(dialogs).toEqual([]);
  });

  it('lets no unsafe link and no markup from Atom entries into the popup', async () => {
    const path = '/hostile.atom';
    const url = server.url(path);
    subscribed.push(url);
    const updated = new Date((lm + 60) * 1000).toISOString();
    const entry = (href: string, title: string, type = 'text'): string =>
      `<entry><title type="${type}">${title}</title><link href="${href}"/><id>${href}</id><updated>${updated}</updated></entry>`;
    const feed =
      `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>hostile</title><id>urn:x</id><updated>${updated}</updated>` +
      entry('javascript:alert(1)', 'js link') +
      entry('data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;', 'data link') +
      entry('http://html.example.jp/', '&lt;b&gt;bold&lt;/b&gt;&lt;script&gt;document.title="pwned"&lt;/script&gt;', 'html') +
      entry('http://escaped.example.jp/', '&amp;lt;img src=x onerror=alert(1)&amp;gt;', 'html') +
      entry('/relative/', 'relative link') +
      '</feed>';
    server.set(path, { kind: 'file', body: feed, contentType: 'application/atom+xml' });
    const added = await subscribe(session, url);
    expect(added.lastError).toBeNull();
    expect(added.rejectedCount).toBe(2);
    await reloadPopup(page);
    await page.locator('a[href="http://html.example.jp/"]').waitFor();
    await expectSafePopup(page);
    const titles = await page.locator('.site-row .site-title').allTextContents();
    expect(titles).toContain('<img src=x onerror=alert(1)>');
    expect(titles.filter((title) => title.includes('link'))).toEqual(['relative link']);
  });
});

/** Every link is http(s), nothing from a feed became an element, and no script ran. */
async function expectSafePopup(page: Page): Promise<void> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^https?:\/\/[^/]/);
  expect(await page.locator('.site-list b, .site-list script, .site-list img, .site-list iframe').count()).toBe(0);
  expect(await page.title()).not.toBe('pwned');
}
