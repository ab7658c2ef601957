import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { lirsGz, nowSeconds, subscribe, type LirsSite } from './helpers.ts';
import { readSites } from './read-store.ts';

// "Who updated since I last looked?" in real Chromium: a loopback antenna (LIRS, EUC-JP,
// gzipped) that reports late, the popup's Mark all seen, per-site marks from the keyboard,
// Open all new, the badge and its title, and a "seen up to" from storage.sync ten years ahead.

process.env.TZ = 'Asia/Tokyo';
const screenshots = resolve(import.meta.dirname, '../../screenshots');

// The sites live on the loopback server too, so the tabs Open all new opens load.
let diary = '';
/** When くまの日記 last changed: it stays so through the English tests. */
const kumaChanged = nowSeconds() - 2 * 3600;
let kuma = '';

const newTitles = (page: Page): Promise<string[]> => page.locator('.site-row.is-new .site-title').allTextContents();
const rowOf = (page: Page, title: string) => page.locator('.site-row', { has: page.locator('.site-title', { hasText: title }) });
const actionTitle = (session: ExtensionSession): Promise<string> => session.worker.evaluate(() => chrome.action.getTitle({}));

describe('what is new, in English', () => {
  let server: AntennaServer;
  let session: ExtensionSession;
  let popup: Page;
  let antenna: string;
  const serve = (lines: readonly LirsSite[]) => server.serve('/new/sites.lirs.gz', { body: lirsGz(lines), contentType: 'application/x-gzip' });

  beforeAll(async () => {
    server = await startAntennaServer();
    diary = server.url('/hiya/');
    kuma = server.url('/kuma/');
    for (const path of ['/hiya/', '/kuma/']) server.serve(path, { body: '<!doctype html><title>diary</title>', contentType: 'text/html' });
    const t0 = nowSeconds();
    serve([
      { url: diary, title: 'ただよう記憶', lastModified: t0 - 3 * 3600, lastDetected: t0 },
      { url: kuma, title: 'くまの日記', lastModified: kumaChanged, lastDetected: t0 },
    ]);
    antenna = server.url('/new/sites.lirs.gz');
    session = await launchExtension();
    await subscribe(session, antenna);
    popup = await session.openPage('popup.html');
    await rowOf(popup, 'くまの日記').waitFor();
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('counts an update an antenna reports after Mark all seen as new, though it is dated before the click', async () => {
    await popup.getByRole('button', { name: 'Mark all seen' }).click();
    await expect.poll(() => session.badge()).toBe('');
    await expect.poll(() => popup.getByText('Nothing new since you last looked').count()).toBe(1);
    const clicked = nowSeconds();

    // The antenna checks every two hours: it tells now of a change made ten minutes before the click.
    serve([
      { url: diary, title: 'ただよう記憶', lastModified: clicked - 600, lastDetected: clicked },
      { url: kuma, title: 'くまの日記', lastModified: kumaChanged, lastDetected: clicked },
    ]);
    await popup.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(() => newTitles(popup)).toEqual(['ただよう記憶']);
    await expect.poll(() => session.badge()).toBe('1');
    await expect.poll(() => popup.getByRole('status').textContent()).toBe('Checked: 1 new');
    expect(await popup.locator('.new-count').textContent()).toBe('1 new');
    expect(await popup.getByText('Nothing new since you last looked').count()).toBe(0);
    await expect.poll(() => actionTitle(session)).toBe('Antenna Reader: 1 new update');
    await popup.screenshot({ path: resolve(screenshots, 'new-late-report-en.png') });
  });

  it('marks one row seen and unseen from the keyboard, the badge following; a re-report is not new again', async () => {
    const markSeen = rowOf(popup, 'ただよう記憶').getByRole('button', { name: 'Mark seen' });
    await markSeen.focus();
    await popup.keyboard.press('Enter');
    await expect.poll(() => session.badge()).toBe('');
    await expect.poll(() => newTitles(popup)).toEqual([]);
    await expect.poll(() => popup.getByRole('status').textContent()).toBe('Checked: nothing new');
    await expect.poll(() => actionTitle(session)).toBe('Antenna Reader: no new updates');

    // The same update, checked again later: not new again.
    const later = nowSeconds();
    serve([
      { url: diary, title: 'ただよう記憶', lastModified: await diaryTime(), lastDetected: later },
      { url: kuma, title: 'くまの日記', lastModified: kumaChanged, lastDetected: later },
    ]);
    const checked = await session.send<'check-now'>({ kind: 'check-now' });
    expect(checked.ok && checked.value.failed).toBe(0);
    expect(await session.badge()).toBe('');

    const markUnseen = rowOf(popup, 'くまの日記').getByRole('button', { name: 'Mark unseen' });
    await markUnseen.focus();
    await popup.keyboard.press('Enter');
    await expect.poll(() => session.badge()).toBe('1');
    await expect.poll(() => newTitles(popup)).toEqual(['くまの日記']);
    await popup.keyboard.press('Enter');
    await expect.poll(() => session.badge()).toBe('');
    await expect.poll(() => newTitles(popup)).toEqual([]);
  });

  it('opens every new site in a background tab with Open all new, and marks them seen', async () => {
    await rowOf(popup, 'ただよう記憶').getByRole('button', { name: 'Mark unseen' }).click();
    await rowOf(popup, 'くまの日記').getByRole('button', { name: 'Mark unseen' }).click();
    await expect.poll(() => session.badge()).toBe('2');
    await expect.poll(() => newTitles(popup)).toEqual(['ただよう記憶', 'くまの日記']);
    const opened: Page[] = [];
    session.context.on('page', (page) => opened.push(page));
    await popup.getByRole('button', { name: 'Open all new' }).click();
    await expect.poll(() => opened.map((page) => page.url()).sort()).toEqual([diary, kuma]);
    await expect.poll(() => session.badge()).toBe('');
    await expect.poll(() => newTitles(popup)).toEqual([]);
    expect(await popup.getByRole('button', { name: 'Open all new' }).count()).toBe(0);
    await Promise.all(opened.map((page) => page.close()));
  });

  it('does not apply a "seen up to" another computer wrote ten years ahead', async () => {
    const tenYears = nowSeconds() + 10 * 365 * 86_400;
    await popup.evaluate((w) => chrome.storage.sync.set({ v: 1, w }), tenYears);
    await expect
      .poll(() => session.worker.evaluate(() => chrome.storage.local.get('syncIgnoredSeenUpTo').then((items) => items['syncIgnoredSeenUpTo'])))
      .toBe(tenYears);
    // Written back with this computer's own time.
    await expect.poll(() => popup.evaluate(() => chrome.storage.sync.get('w').then((items) => items['w'] as number))).toBeLessThanOrEqual(nowSeconds() + 1);
    // A later update is still new here.
    const now = nowSeconds();
    serve([
      { url: diary, title: 'ただよう記憶', lastModified: now - 30, lastDetected: now },
      { url: kuma, title: 'くまの日記', lastModified: kumaChanged, lastDetected: now },
    ]);
    await session.send<'check-now'>({ kind: 'check-now' });
    await expect.poll(() => session.badge()).toBe('1');
    await expect.poll(() => newTitles(popup)).toEqual(['ただよう記憶']);
    const options = await session.openPage('options.html');
    await expect.poll(() => options.locator('.ignored-seen').count()).toBe(1);
    await options.close();
  });

  async function diaryTime(): Promise<number> {
    const site = (await readSites(popup)).find((candidate) => candidate.record.url === diary);
    if (site === undefined) throw new Error('the diary is not stored');
    return site.record.lastModified;
  }
});

describe('what is new, in Japanese', () => {
  let server: AntennaServer;
  let session: ExtensionSession;
  let popup: Page;

  beforeAll(async () => {
    server = await startAntennaServer();
    session = await launchExtension({ locale: 'ja', colorScheme: 'dark' });
    popup = await session.openPage('popup.html');
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('starts a new antenna with its sites of the last day new, and asks before opening more than ten', async () => {
    const now = nowSeconds();
    const lines = Array.from({ length: 12 }, (_, i) => ({
      url: `http://nikki${i}.example.jp/`,
      title: `日記その${i + 1}`,
      lastModified: now - (i + 1) * 600,
      lastDetected: now,
    }));
    // Updated two days ago: not news to someone adding the antenna today.
    lines.push({ url: 'http://furui.example.jp/', title: '古い日記', lastModified: now - 2 * 86_400, lastDetected: now });
    server.serve('/ja/sites.lirs.gz', { body: lirsGz(lines), contentType: 'application/x-gzip' });
    await subscribe(session, server.url('/ja/sites.lirs.gz'));
    await expect.poll(() => session.badge()).toBe('12');
    await expect.poll(() => popup.locator('.new-count').textContent()).toBe('新着12件');
    expect(await rowOf(popup, '古い日記').evaluate((row) => row.classList.contains('is-new'))).toBe(false);

    const opened: Page[] = [];
    session.context.on('page', (page) => opened.push(page));
    await popup.getByRole('button', { name: '新着をすべて開く' }).click();
    await expect.poll(() => popup.getByText('12件のサイトを新しいタブで開きますか？').count()).toBe(1);
    await popup.screenshot({ path: resolve(screenshots, 'new-open-all-ja-dark.png') });
    await popup.getByRole('button', { name: 'キャンセル' }).click();
    expect(opened).toEqual([]);
    expect(await session.badge()).toBe('12');

    await popup.getByRole('button', { name: 'すべて既読にする' }).click();
    await expect.poll(() => session.badge()).toBe('');
    const clicked = nowSeconds();
    lines[11] = { ...lines[11]!, lastModified: clicked - 600, lastDetected: clicked };
    server.serve('/ja/sites.lirs.gz', { body: lirsGz(lines), contentType: 'application/x-gzip' });
    await popup.getByRole('button', { name: '今すぐ確認' }).click();
    await expect.poll(() => newTitles(popup)).toEqual(['日記その12']);
    await expect.poll(() => popup.getByRole('status').textContent()).toBe('確認しました：新着1件');
    expect(await rowOf(popup, '日記その12').getByRole('button', { name: '既読にする' }).count()).toBe(1);
    await expect.poll(() => session.worker.evaluate(() => chrome.action.getTitle({}))).toBe('アンテナリーダー：新着1件');
    // What the user sees of a new row: its dot and bold title (styles Chromium must recompute).
    expect(await rowOf(popup, '日記その12').locator('.site-title').evaluate((title) => getComputedStyle(title).fontWeight)).toBe('700');
    await popup.screenshot({ path: resolve(screenshots, 'new-late-report-ja-dark.png') });
  });
});
