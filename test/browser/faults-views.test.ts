import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionId } from '../../src/core/subscription.ts';
import type { StoredRecord } from '../../src/store/schema.ts';
import { startHostileServer, type HostileServer } from '../server/hostile-server.ts';
import {
  closeFaultContext,
  faultLine as line,
  faultModified as lm,
  recordsOf,
  startFaultContext,
  type FaultContext,
} from './faults-support.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { nowSeconds, reloadPopup, subscribe, subscriptionOf, unsubscribe } from './helpers.ts';
import { readObjectStore } from './read-store.ts';

// Hostile records meet the pages: times no clock can show, dates in the future, text that
// tries to reorder its neighbours, titles as long as a book. What the user sees is checked in
// the real popup and options page.

/** 2100-01-01T00:00:00Z. */
const YEAR_2100 = 4_102_444_800;

/**
 * Writes rows of one subscription into the extension's IndexedDB from an extension page, as an
 * older version might have stored them: into its pack (one pack: a subscription of a few records).
 */
async function putRecordRows(page: Page, rows: readonly StoredRecord[]): Promise<void> {
  await page.evaluate(
    (values) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('antenna-reader');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('packs', 'readwrite');
          const store = tx.objectStore('packs');
          const [first] = values;
          if (first === undefined) return;
          const read = store.get([first.subscriptionId, 1, 0]);
          read.onsuccess = () => {
            const pack = read.result as { rows: StoredRecord[] };
            const keys = new Set(values.map((value) => value.key));
            store.put({ ...pack, rows: [...pack.rows.filter((row) => !keys.has(row.key)), ...values] });
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    rows as StoredRecord[],
  );
}

/**
 * The left edges of the characters of `text` where it is laid out inside `element`: rising
 * when it reads left to right on screen as it is written.
 */
async function characterEdges(element: Locator, text: string): Promise<number[]> {
  return element.evaluate((root, wanted) => {
    // The element's text, and where each of its characters lives (text node and offset).
    const places: [Node, number][] = [];
    let whole = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      for (let i = 0; i < value.length; i++) places.push([node, i]);
      whole += value;
    }
    const at = whole.indexOf(wanted);
    if (at < 0) throw new Error(`"${wanted}" is not in "${whole}"`);
    return places.slice(at, at + wanted.length).map(([node, offset]) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect().left;
    });
  }, text);
}

function expectLeftToRight(edges: readonly number[]): void {
  expect(edges.length).toBeGreaterThan(3);
  for (let i = 1; i < edges.length; i++) expect(edges[i]).toBeGreaterThan(edges[i - 1] ?? 0);
}

describe('hostile records in the pages', () => {
  let session: ExtensionSession;
  let server: HostileServer;
  let popup: Page;
  let options: Page;
  let context: FaultContext;
  const subscribed: string[] = [];

  beforeAll(async () => {
    context = await startFaultContext();
    ({ session, server, page: popup } = context);
    options = await session.openPage('options.html');
    await options.setViewportSize({ width: 900, height: 900 });
  });

  afterEach(async () => {
    for (const url of subscribed.splice(0)) await unsubscribe(session, url);
  });

  afterAll(() => closeFaultContext(context));

  const serve = (path: string, body: string): string => {
    server.set(path, { kind: 'file', body, contentType: 'text/plain' });
    const url = server.url(path);
    subscribed.push(url);
    return url;
  };

  const healthyRows = (page: Page): Locator => page.locator('.site-row', { hasText: /^H\d/ });

  it('rejects a LIRS time past year 9999 at decode, saying why, and the popup shows every other site', async () => {
    const url = serve(
      '/impossible.lirs',
      line('http://good.example.jp/', 'good one') + line('http://bad.example.jp/', 'bad one', 999_999_999_999_999),
    );
    const added = await subscribe(session, url);
    expect(added).toMatchObject({ recordCount: 1, rejectedCount: 1, lastError: null });
    expect((await recordsOf(popup, url)).map((row) => row.record.url)).toEqual(['http://good.example.jp/']);
    await reloadPopup(popup);
    await popup.locator('.site-row', { hasText: 'good one' }).waitFor();
    expect(await healthyRows(popup).count()).toBe(2);
    expect(await popup.locator('.site-row', { hasText: 'bad one' }).count()).toBe(0);
  });

  it('shows the options preview of an antenna with a time past year 9999, naming the rejected line', async () => {
    const url = serve(
      '/impossible-preview.lirs',
      line('http://good.example.jp/', 'good one') + line('http://bad.example.jp/', 'bad one', 999_999_999_999_999),
    );
    subscribed.pop();
    await options.getByLabel('Antenna URL').fill(url);
    await options.getByRole('button', { name: 'Add', exact: true }).click();
    const preview = options.locator('.preview');
    await preview.getByRole('button', { name: 'Subscribe' }).waitFor();
    expect(await preview.textContent()).toContain('good one');
    await preview.locator('.rejected summary').click();
    expect(await preview.locator('.rejected li').allTextContents()).toEqual([
      'Line 2: unusable: Last-Modified 999999999999999 is outside the times the reader can show (1970 to 9999)',
    ]);
    await options.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows a record stored with a time no clock can show, or broken otherwise, as one row each, and every other site', async () => {
    const url = serve('/stored.lirs', line('http://stored.example.jp/', 'stored fine'));
    await subscribe(session, url);
    const [good] = await recordsOf(popup, url);
    if (!good) throw new Error('no stored record');
    // As a version that did not check times (or a damaged profile) left them.
    await putRecordRows(popup, [
      { ...good, key: 'http://far.example.jp/', record: { ...good.record, url: 'http://far.example.jp/', title: 'far away', lastModified: 999_999_999_999_999 } },
      {
        ...good,
        key: 'http://odd.example.jp/',
        record: { ...good.record, url: 'http://odd.example.jp/', title: 42 as unknown as string, lastModified: good.record.lastModified + 1 },
      },
    ]);
    await reloadPopup(popup);
    await popup.locator('.site-row', { hasText: 'stored fine' }).waitFor();
    expect(await healthyRows(popup).count()).toBe(2);
    const far = popup.locator('.site-row', { hasText: 'far away' });
    expect(await far.locator('.site-age').textContent()).toBe('date unreadable');
    expect(await popup.locator('.site-row.is-broken').allTextContents()).toEqual(["This site's record could not be shown" + 'http://odd.example.jp/']);
    // Dated beyond any present, it is never new.
    expect(await popup.locator('.site-row.is-new', { hasText: 'far away' }).count()).toBe(0);
    expect(session.pageErrors.filter((error) => /RangeError|Invalid time/.test(error))).toEqual([]);
  });

  it('isolates feed text: a right-to-left override in a title or an author reverses nothing beside it', async () => {
    const body = line('http://bidi.example.jp/', 'title\u202Eevil', lm, 'writer\u202Eevil');
    const url = serve('/bidi.lirs', body);
    await subscribe(session, url);
    await reloadPopup(popup);
    const row = popup.locator('.site-row', { has: popup.locator('a[href="http://bidi.example.jp/"]') });
    await row.waitFor();
    const host = new URL(server.origin).host;
    expectLeftToRight(await characterEdges(row.locator('.site-meta'), ` · via `));
    expectLeftToRight(await characterEdges(row.locator('.site-meta'), host));

    const unsubscribed = serve('/bidi-preview.lirs', body);
    subscribed.pop();
    await options.reload();
    await options.getByLabel('Antenna URL').fill(unsubscribed);
    await options.getByRole('button', { name: 'Add', exact: true }).click();
    const newest = options.locator('.preview .newest li').first();
    await newest.waitFor();
    const time = (await newest.locator('.muted').textContent()) ?? '';
    expectLeftToRight(await characterEdges(newest, time.slice(0, 8)));
    await options.getByRole('button', { name: 'Cancel' }).click();
  });

  it('keeps a 100,000-character title of a preview to one line, with Subscribe in view', async () => {
    const url = serve('/long-preview.lirs', line('http://long.example.jp/', 'L'.repeat(100_000)));
    subscribed.pop();
    await options.reload();
    await options.getByLabel('Antenna URL').fill(url);
    await options.getByRole('button', { name: 'Add', exact: true }).click();
    const button = options.locator('.preview').getByRole('button', { name: 'Subscribe' });
    await button.waitFor();
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
    expect(await options.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const title = options.locator('.preview .newest li a');
    const height = await title.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThan(40);
    await options.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('a record dated in the future', () => {
  let session: ExtensionSession;
  let server: HostileServer;
  let popup: Page;

  beforeAll(async () => {
    [server, session] = await Promise.all([startHostileServer(), launchExtension()]);
    popup = await session.openPage('popup.html');
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  const path = '/future.lirs';
  const start = nowSeconds();
  const at = (modified: number, n: number, title: string): string =>
    `LIRS,${modified},${start - 30},32400,0,http://site${n}.example.jp/,${title},author,0,\n`;
  const first = at(YEAR_2100, 1, 'from 2100') + at(start - 600, 2, 'ten minutes ago');

  it('shows a record dated 2100 as a future date, never new, and keeps it out of the badge', async () => {
    server.set(path, { kind: 'file', body: first, contentType: 'text/plain' });
    await subscribe(session, server.url(path));
    await expect.poll(() => session.badge()).toBe('1');
    await reloadPopup(popup);
    const future = popup.locator('.site-row', { hasText: 'from 2100' });
    await future.waitFor();
    expect(await future.getAttribute('class')).toContain('is-future');
    expect(await future.getAttribute('class')).not.toContain('is-new');
    expect(await future.locator('.site-age').textContent()).toBe('future date');
    expect(await popup.locator('.site-row.is-new .site-title').allTextContents()).toEqual(['ten minutes ago']);
  });

  it('never moves the seen mark past the present on Mark all seen: a later update is new again', async () => {
    const url = server.url(path);
    await reloadPopup(popup);
    await popup.locator('.site-row', { hasText: 'from 2100' }).waitFor();
    await popup.getByRole('button', { name: 'Mark all seen' }).click();
    await expect.poll(() => session.badge()).toBe('');
    const [watermark] = (await readObjectStore<unknown>(popup, 'meta')).filter((value): value is number => typeof value === 'number');
    expect(watermark).toBeGreaterThan(0);
    expect(watermark).toBeLessThanOrEqual(Date.now() / 1000);

    // A site that changes after the mark is new again, with the 2100 record still there.
    server.set(path, { kind: 'file', body: first + at(nowSeconds(), 3, 'just changed'), contentType: 'text/plain' });
    const reply = await session.send({ kind: 'check-now', id: url as SubscriptionId });
    expect(reply.ok && reply.value.changed).toBe(1);
    await expect.poll(() => session.badge()).toBe('1');
    await reloadPopup(popup);
    await expect.poll(() => popup.locator('.site-row.is-new .site-title').allTextContents()).toEqual(['just changed']);
    expect((await subscriptionOf(session, url)).recordCount).toBe(3);
  });
});

