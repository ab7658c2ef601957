import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeLirsGz } from '../fixtures/large-antenna.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { nowSeconds, subscribe } from './helpers.ts';

// The popup opened while the worker stores a 50,000-record antenna: IndexedDB answers the page
// only once that write is done, so the rows must come from the popup's last first screen.

/**
 * Big enough that its write lasts seconds on a quiet machine (a popup opens within it), small
 * enough that the browser's work after it ends within the bound on a busy one: after 200,000
 * rows, IndexedDB kept every read of the page waiting for minutes at a load of 20. The
 * 200,000-record store is a benchmark figure (npm run bench).
 */
const BIG = 50_000;

/** What a popup page saw, recorded from before its own scripts run. */
interface Seen {
  /** One of the page's IndexedDB transactions completed (its read of the store is in). */
  storeRead: boolean;
  /** Whether the store's read was in when the first row entered the DOM (null: no row yet). */
  readBeforeFirstRow: boolean | null;
  /** The list emptied after showing rows, or an error showed. */
  emptied: boolean;
  error: boolean;
}

/** Installed in every page before its scripts: the probe behind `Seen`. */
function probe(): void {
  const seen = { storeRead: false, readBeforeFirstRow: null as boolean | null, emptied: false, error: false };
  (globalThis as unknown as { seen: typeof seen }).seen = seen;
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
    const opened = transaction.apply(this, args);
    opened.addEventListener('complete', () => (seen.storeRead = true));
    return opened;
  };
  const look = (): void => {
    const rows = document.querySelectorAll('.site-row').length;
    if (rows > 0 && seen.readBeforeFirstRow === null) seen.readBeforeFirstRow = seen.storeRead;
    if (rows === 0 && seen.readBeforeFirstRow !== null) seen.emptied = true;
    if (document.querySelector('.message.error') !== null) seen.error = true;
  };
  document.addEventListener('DOMContentLoaded', () => {
    look();
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  });
}

const seen = (page: Page): Promise<Seen> => page.evaluate(() => (globalThis as unknown as { seen: Seen }).seen);
const titles = (page: Page): Promise<string[]> => page.locator('.site-row .site-title').allTextContents();

describe('the popup while the worker stores a big antenna', () => {
  let server: AntennaServer;
  let session: ExtensionSession;

  beforeAll(async () => {
    server = await startAntennaServer();
    session = await launchExtension({ locale: 'en' });
    await session.context.addInitScript(probe);
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('shows the rows it showed last, at once, never an empty list or an error, then the new ones', async () => {
    const now = nowSeconds();
    // An antenna of three sites, older than every site of the big one.
    server.serve('/small.lirs.gz', { body: largeLirsGz(3, { now: now - 86_400, first: 5_000_000, label: 'Before' }), contentType: 'application/x-gzip' });
    await subscribe(session, server.url('/small.lirs.gz'));
    const first = await session.openPage('popup.html');
    await first.locator('.site-row').nth(2).waitFor({ timeout: 15_000 });
    const before = await titles(first);
    expect(before).toHaveLength(3);
    // The popup keeps its first screen once it is idle.
    await expect.poll(() => first.evaluate(() => localStorage.getItem('popupFirstScreen') !== null)).toBe(true);
    await first.close();

    server.serve('/big.lirs.gz', { body: largeLirsGz(BIG, { now, label: 'Big' }), contentType: 'application/x-gzip' });
    let stored = false;
    const adding = session.send<'add-subscription'>({ kind: 'add-subscription', url: server.url('/big.lirs.gz') });
    void adding.then(
      () => (stored = true),
      () => (stored = true),
    );

    // Popups opened before the write begins (the fetch and the decoding) get the store's
    // answer at once; the first whose read is still waiting once its rows are painted is one
    // opened during the write.
    let during: Page | null = null;
    while (during === null && !stored) {
      const page = await session.openPage('popup.html');
      await page.locator('.site-row').first().waitFor({ timeout: 15_000 });
      if (!(await seen(page)).storeRead && !stored) during = page;
      else await page.close();
    }
    expect(during, 'no popup opened while the big antenna was being written').not.toBeNull();
    const page = during as Page;
    expect(await titles(page)).toEqual(before);
    expect(await seen(page)).toMatchObject({ readBeforeFirstRow: false, error: false });

    expect((await adding).ok).toBe(true);
    // Once stored, the worker's change notice brings the newest sites: the big antenna's.
    // IndexedDB answers the page's read only once the 50,000 rows are committed, which goes on
    // after the worker's answer on a busy machine: the bound is generous.
    await expect.poll(async () => (await titles(page))[0], { timeout: 300_000 }).toMatch(/^Big /);
    expect(await seen(page)).toMatchObject({ storeRead: true, emptied: false, error: false });
  }, 900_000);
});
