import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '../../src/core/subscription.ts';
import type { HistoryRow } from '../../src/store/schema.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { checkNow, lirsGz, nowSeconds, reloadPopup, subscribe } from './helpers.ts';
import { readObjectStore, readSites } from './read-store.ts';
import { runAxe } from './run-axe.ts';

// A site's history and rhythm in real Chromium: a LIRS antenna on 127.0.0.1 reports one diary
// updating again and again (as an antenna relaying a real diary would), the worker polls it
// at each change, and the popup's History button shows what was kept.

const screenshots = resolve(import.meta.dirname, '../../screenshots');

// A site whose antenna gives no zone is shown in the browser's: São Paulo (-03:00 all year).
process.env.TZ = 'America/Sao_Paulo';

const at = (iso: string): number => Date.parse(iso) / 1000;

/**
 * The diary's updates, in the site's zone (Japan): five weekday evenings, 21–23h, and one
 * weekday afternoon — so its rhythm is "mostly weekday evenings, 21–23h".
 */
const UPDATES = [
  '2025-06-02T21:10:00+09:00', // Monday
  '2025-06-10T23:20:00+09:00', // Tuesday
  '2025-06-18T21:45:00+09:00', // Wednesday
  '2025-06-26T22:30:00+09:00', // Thursday
  '2025-07-04T23:05:00+09:00', // Friday
  '2025-07-08T14:00:00+09:00', // Tuesday afternoon
];
/** One more, while the history is open. */
const LATER = '2025-07-14T22:15:00+09:00';
const NO_ZONE_UPDATE = at('2025-05-01T12:00:00Z');

const DIARY = 'http://yugata.example.jp/diary/';

/** The antenna as it reads with the diary last updated at `update`, checked at `now`: EUC-JP, gzipped. */
function antenna(update: string, title: string, now = nowSeconds()): Uint8Array {
  return lirsGz([
    { url: DIARY, title, author: 'ゆうがた', lastModified: at(update), lastDetected: now },
    { url: 'http://nozone.example.com/log/', title: 'No Zone Log', lastModified: NO_ZONE_UPDATE, lastDetected: now, zone: '' },
  ]);
}

/**
 * The diary's history as stored, newest first: its history rows, read raw — or, before the
 * diary first changed, the one update its record says (a site first seen writes no row).
 */
async function storedHistory(page: Page): Promise<number[]> {
  const rows = await readObjectStore<HistoryRow>(page, 'history');
  const times = rows.filter((row) => row.key === DIARY).map((row) => row.lastModified).reverse();
  if (times.length > 0) return times;
  const site = (await readSites(page)).find((candidate) => candidate.key === DIARY);
  return site === undefined ? [] : [site.record.lastModified];
}

/**
 * Subscribes to an antenna on a fresh server and lets it change through every update of
 * `UPDATES` — one poll per change, the history growing by one each time — and returns the
 * page the popup is open in.
 */
async function followDiary(session: ExtensionSession, server: AntennaServer, title: string): Promise<{ page: Page; subscription: Subscription }> {
  server.serve('/history/antenna.lirs.gz', { body: antenna(UPDATES[0]!, title), contentType: 'application/x-gzip' });
  const subscription = await subscribe(session, server.url('/history/antenna.lirs.gz'));
  const page = await session.openPage('popup.html');
  await expect.poll(() => storedHistory(page)).toEqual([at(UPDATES[0]!)]);
  for (const [i, update] of UPDATES.entries()) {
    if (i === 0) continue;
    server.serve('/history/antenna.lirs.gz', { body: antenna(update, title), contentType: 'application/x-gzip' });
    await checkNow(session, subscription.url);
    // The history grows by one update per change.
    await expect.poll(() => storedHistory(page)).toHaveLength(i + 1);
  }
  await reloadPopup(page);
  await page.locator('.site-row', { hasText: title }).waitFor();
  return { page, subscription };
}

const listed = (page: Page): Promise<(string | null)[]> =>
  page.locator('.history-view .updates time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));

describe("a site's history, in English", () => {
  let server: AntennaServer;
  let session: ExtensionSession;
  let page: Page;
  let subscription: Subscription;

  beforeAll(async () => {
    server = await startAntennaServer();
    session = await launchExtension({ locale: 'en' });
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('keeps every update the antenna reported, once each', async () => {
    ({ page, subscription } = await followDiary(session, server, 'Evening Diary'));
    expect(await storedHistory(page)).toEqual(UPDATES.map(at).reverse());
    // The antenna checked the diary again and found it unchanged: the record changes, the history does not.
    const checkedAgain = nowSeconds() - 30;
    server.serve('/history/antenna.lirs.gz', { body: antenna(UPDATES.at(-1)!, 'Evening Diary', checkedAgain), contentType: 'application/x-gzip' });
    const checked = await session.send<'check-now'>({ kind: 'check-now', id: subscription.id });
    expect(checked.ok).toBe(true);
    await expect.poll(async () => (await readSites(page)).find((site) => site.key === DIARY)?.record.lastDetected).toBe(checkedAgain);
    expect(await storedHistory(page)).toEqual(UPDATES.map(at).reverse());
  });

  it("opens from the row's History button, listing the updates newest first in the site's zone", async () => {
    const row = page.locator('.site-row', { hasText: 'Evening Diary' });
    await row.getByRole('button', { name: 'History' }).click();
    const view = page.getByRole('main', { name: 'History of Evening Diary' });
    await view.waitFor();
    await expect.poll(() => listed(page)).toEqual([...UPDATES].reverse());
    expect(await view.getByRole('heading', { name: 'Updates (6)' }).count()).toBe(1);
    expect(await view.getByText("Times in the site's zone, JST").count()).toBe(1);
    // Focus moved into the view, on the site's name; the list behind is out of reach.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Evening Diary');
    expect(await page.locator('.main-view').getAttribute('inert')).not.toBeNull();
    const first = page.locator('.history-view .updates li').first();
    expect(await first.locator('time').textContent()).toMatch(/^Tue, Jul 8, 2025, 2:00\sPM$/);
  });

  it('draws when in the week the site updates, as a named image with a summary', async () => {
    const chart = page.getByRole('img', { name: 'Chart of updates by weekday and hour, in JST; 6 in all' });
    expect(await chart.count()).toBe(1);
    const summary = page.locator('.rhythm-summary');
    expect(await summary.textContent()).toBe('Mostly weekday evenings, 21–23h');
    expect(await chart.getAttribute('aria-describedby')).toBe(await summary.getAttribute('id'));
    // 7 weekdays × 24 hours, the six updates in their cells (Monday first, the site's clock).
    expect(await chart.locator('rect').count()).toBe(7 * 24);
    const filled = await chart.locator('rect:not(.level-0) title').allTextContents();
    expect(filled.sort()).toEqual(['Fri 23:00–23:59: 1', 'Mon 21:00–21:59: 1', 'Thu 22:00–22:59: 1', 'Tue 14:00–14:59: 1', 'Tue 23:00–23:59: 1', 'Wed 21:00–21:59: 1']);
    // Drawn, not empty: the filled cells are painted in a colour of their own.
    const fills = await chart.locator('rect').evaluateAll((rects) => new Set(rects.map((rect) => getComputedStyle(rect).fill)).size);
    expect(fills).toBeGreaterThan(1);
  });

  it('has no serious or critical accessibility violations', async () => {
    expect(await runAxe(page)).toEqual([]);
  });

  it('shows a new update while open', async () => {
    server.serve('/history/antenna.lirs.gz', { body: antenna(LATER, 'Evening Diary'), contentType: 'application/x-gzip' });
    const checked = await session.send<'check-now'>({ kind: 'check-now', id: subscription.id });
    expect(checked.ok).toBe(true);
    await expect.poll(() => listed(page)).toEqual([LATER, ...[...UPDATES].reverse()]);
    expect(await page.locator('.rhythm-summary').textContent()).toBe('Mostly weekday evenings, 21–23h');
  });

  it('looks right in light and dark', async () => {
    await page.setViewportSize({ width: 400, height: 580 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: resolve(screenshots, 'history-light-en.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await runAxe(page)).toEqual([]);
    await page.screenshot({ path: resolve(screenshots, 'history-dark-en.png') });
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('returns to the list on Escape, focus back on the History button', async () => {
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.history-view').count()).toBe(0);
    expect(await page.locator('.main-view').getAttribute('inert')).toBeNull();
    const focused = () => page.evaluate(() => `${document.activeElement?.getAttribute('aria-label')} ${document.activeElement?.closest('li')?.querySelector('.site-title')?.textContent}`);
    expect(await focused()).toBe('History Evening Diary');
  });

  it('is reached with the keyboard: ArrowRight from the link, Enter, then Back', async () => {
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.querySelector('.site-title')?.textContent)).toBe('Evening Diary');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('History');
    await page.keyboard.press('Enter');
    await page.getByRole('main', { name: 'History of Evening Diary' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Back');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.history-view').count()).toBe(0);
  });

  it("lists a site whose antenna gave no zone in the user's zone, and says so", async () => {
    await page.locator('.site-row', { hasText: 'No Zone Log' }).getByRole('button', { name: 'History' }).click();
    await expect.poll(() => listed(page)).toEqual(['2025-05-01T09:00:00-03:00']);
    expect(await page.getByText("Times in your zone, UTC−3: the antenna did not give the site's").count()).toBe(1);
    expect(await page.locator('.rhythm-summary').textContent()).toBe('Too few updates so far to see a rhythm: 1 of the 5 it takes.');
    await page.getByRole('button', { name: 'Back' }).click();
  });

  it('goes with the subscription', async () => {
    const removed = await session.send<'remove-subscription'>({ kind: 'remove-subscription', id: subscription.id });
    expect(removed.ok).toBe(true);
    await expect.poll(() => readObjectStore(page, 'history')).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});

describe("a site's history, in Japanese", () => {
  let server: AntennaServer;
  let session: ExtensionSession;
  let page: Page;

  beforeAll(async () => {
    server = await startAntennaServer();
    session = await launchExtension({ locale: 'ja' });
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('speaks Japanese', async () => {
    ({ page } = await followDiary(session, server, 'ゆうがた日記'));
    await page.locator('.site-row', { hasText: 'ゆうがた日記' }).getByRole('button', { name: '履歴' }).click();
    const view = page.getByRole('main', { name: 'ゆうがた日記の履歴' });
    await view.waitFor();
    await expect.poll(() => listed(page)).toEqual([...UPDATES].reverse());
    expect(await view.getByRole('heading', { name: '更新履歴（6件）' }).count()).toBe(1);
    expect(await page.locator('.history-view .updates time').first().textContent()).toBe('2025年7月8日(火) 14:00');
    expect(await page.locator('.rhythm-summary').textContent()).toBe('主に平日の夜、21〜23時');
    expect(await page.getByRole('img', { name: '曜日と時刻ごとの更新の図（JST、計6件）' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '戻る' }).count()).toBe(1);
  });

  it('has no serious or critical accessibility violations', async () => {
    expect(await runAxe(page)).toEqual([]);
  });

  it('looks right in light and dark', async () => {
    await page.setViewportSize({ width: 400, height: 580 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: resolve(screenshots, 'history-light-ja.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await runAxe(page)).toEqual([]);
    await page.screenshot({ path: resolve(screenshots, 'history-dark-ja.png') });
    expect(session.pageErrors).toEqual([]);
  });
});
