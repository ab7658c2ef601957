import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeLirsGz } from '../fixtures/large-antenna.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { nowSeconds, subscribe } from './helpers.ts';

// The popup opened while the worker stores a 200,000-record antenna: IndexedDB answers the page
// only once that write is done, so the rows must come from the popup's last first screen.

/** The size of antenna a popup must not wait for (its store takes seconds: npm run bench). */
const BIG = 200_000;
/** Big antennas added, one after another, until a popup has opened during one's write. */
const TRIES = 3;

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

    // Once the worker is decoding the big antenna (its status says so), popups are opened one
    // after another until it is stored: the first whose store read is still unanswered once its
    // rows are painted was opened during the write (IndexedDB answers a read asked after a
    // write began only once that write is done). Each is checked as it is closed. A write over
    // before any popup caught it is followed by another big antenna.
    let during: Page | null = null;
    let caughtOn = -1;
    let adding: Promise<unknown> = Promise.resolve();
    for (let attempt = 0; attempt < TRIES && during === null; attempt++) {
      const url = server.url(`/big-${attempt}.lirs.gz`);
      server.serve(`/big-${attempt}.lirs.gz`, { body: largeLirsGz(BIG, { now: now - attempt, first: attempt * BIG, label: 'Big' }), contentType: 'application/x-gzip' });
      let stored = false;
      adding = session.send<'add-subscription'>({ kind: 'add-subscription', url }).finally(() => (stored = true));
      // The status reads the subscriptions, which the write holds: it is asked only before.
      let decoding = false;
      while (!decoding && !stored) {
        const status = await session.send<'status'>({ kind: 'status' });
        decoding = status.ok && status.value.checking?.some((entry) => entry.id === url && entry.decoding) === true;
      }
      while (during === null && decoding && !stored) {
        const page = await session.openPage('popup.html', { kept: true });
        await page.locator('.site-row').first().waitFor({ timeout: 15_000 });
        expect(await seen(page)).toMatchObject({ emptied: false, error: false });
        if (!(await seen(page)).storeRead) {
          during = page;
          caughtOn = attempt;
        } else await page.close();
      }
      if (during === null) await adding;
    }
    expect(during, `no popup opened while one of ${TRIES} big antennas was being written`).not.toBeNull();
    const page = during as Page;
    // The rows it showed last: the small antenna's, or after a big one stored, the newest of it.
    if (caughtOn === 0) expect(await titles(page)).toEqual(before);
    else expect((await titles(page)).length).toBeGreaterThanOrEqual(3);
    expect(await seen(page)).toMatchObject({ readBeforeFirstRow: false, error: false });

    expect(((await adding) as { ok: boolean }).ok).toBe(true);
    // Once stored, the worker's change notice brings the newest sites: the big antenna's.
    await expect.poll(async () => (await titles(page))[0], { timeout: 300_000 }).toMatch(/^Big /);
    expect(await seen(page)).toMatchObject({ storeRead: true, emptied: false, error: false });
  }, 900_000);
});
