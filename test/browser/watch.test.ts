import { mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../../src/core/record.ts';
import { decodeAntenna } from '../../src/formats/decode-antenna.ts';
import { startPageWeb, type PageWeb } from '../server/page-web.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { checkNow, enterAntennaUrl, nowSeconds, subscriptionOf, subscriptions } from './helpers.ts';
import { readStoredRecords } from './read-store.ts';

// Watching pages directly, in real Chromium against the loopback test web: watched from the
// options page, updated (in the popup, with the badge), not updated by a counter, an EUC-JP
// title, a page that starts failing, and the combined export that relays them.
const root = resolve(import.meta.dirname, '../..');
const screenshots = resolve(root, 'screenshots');
const axeSource = readFile(resolve(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** Types the page's address into the Add form and asks for it, as a user does. */
async function offer(page: Page, url: string): Promise<void> {
  await enterAntennaUrl(page, url);
  await page.getByRole('button', { name: 'Watch this page' }).waitFor();
}

async function watchFromOptions(page: Page, url: string, fields: { start?: string; end?: string; checked?: string } = {}): Promise<void> {
  await offer(page, url);
  const form = page.locator('.add');
  if (fields.start) await form.getByLabel('Start marker (optional)').fill(fields.start);
  if (fields.end) await form.getByLabel('End marker (optional)').fill(fields.end);
  if (fields.checked) await form.getByLabel('Check this address instead (optional)').fill(fields.checked);
  await page.getByRole('button', { name: 'Watch this page' }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Now watching' }).count()).toBe(1);
}

/** The page's stored record, read raw from the extension's IndexedDB. */
async function recordOf(session: ExtensionSession, url: string): Promise<AntennaRecord> {
  const page = await session.openPage('options.html');
  const rows = await readStoredRecords(page);
  await page.close();
  const row = rows.find((r) => r.record.url === url);
  if (!row) throw new Error(`no record for ${url}`);
  return row.record;
}

/** Marks the page's current update seen, as opening it from the popup does. */
async function markSeen(session: ExtensionSession, url: string): Promise<void> {
  const { lastModified } = await recordOf(session, url);
  const seen = await session.send<'mark-seen'>({ kind: 'mark-seen', key: url, lastModified });
  if (!seen.ok) throw new Error(seen.error);
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(await axeSource);
  const results = await page.evaluate(() =>
    (globalThis as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe.run(),
  );
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
}

describe('watching pages directly, in Chromium', () => {
  let web: PageWeb;
  let session: ExtensionSession;
  let options: Page;

  beforeAll(async () => {
    web = await startPageWeb();
    web.page('/hiya/', { title: 'ただよう記憶', diary: '1月1日 晴れ', modified: nowSeconds() - 86_400 });
    web.page('/counter/', { title: 'Counter diary', diary: 'same text', validators: 'none', counter: true });
    web.page('/euc/', { title: 'ひやの日記帳', diary: '寒い。表示', charset: 'euc-jp', declare: 'none', validators: 'etag' });
    web.page('/failing/', { title: 'Soon gone', diary: 'x' });
    web.page('/marked/', { title: 'Marked diary', diary: 'diary', sidebar: '掲示板 3件', validators: 'none' });
    web.page('/diary/', { title: 'Diary index', diary: 'index' });
    web.page('/diary/latest.html', { title: '最新の日記', diary: 'latest' });
    session = await launchExtension();
    options = await session.openPage('options.html');
    await options.setViewportSize({ width: 900, height: 1000 });
  });

  afterAll(async () => {
    await session?.close();
    await web?.close();
  });

  it('offers to watch a page that links to no antenna, with labelled fields, and watches it', async () => {
    await offer(options, web.url('/hiya/'));
    expect(await options.locator('.add').textContent()).toContain('links to no antenna or feed');
    expect(await seriousViolations(options)).toEqual([]);
    await mkdir(screenshots, { recursive: true });
    await options.locator('.add').screenshot({ path: resolve(screenshots, 'watch-form-en.png') });
    await options.getByRole('button', { name: 'Watch this page' }).click();
    await expect.poll(() => options.getByRole('status').filter({ hasText: 'Now watching “ただよう記憶”' }).count()).toBe(1);
    const item = options.getByRole('article', { name: 'ただよう記憶' });
    await expect.poll(() => item.textContent()).toContain('Watched page');
    expect(await subscriptionOf(session, web.url('/hiya/'))).toMatchObject({ kind: 'page', recordCount: 1, lastError: null });
  });

  it('shows an update in the popup with the badge', async () => {
    await markSeen(session, web.url('/hiya/'));
    await expect.poll(() => session.badge()).toBe('');
    const modified = nowSeconds() - 60;
    web.edit('/hiya/', { diary: '1月1日 晴れ。1月2日 雪', modified });
    await checkNow(session, web.url('/hiya/'));
    await expect.poll(() => session.badge()).toBe('1');
    const popup = await session.openPage('popup.html');
    const row = popup.locator('.site-row', { hasText: 'ただよう記憶' });
    await expect.poll(() => row.getAttribute('class')).toContain('is-new');
    // A page gives no zone of its own: the row says so, and names how it was checked.
    expect(await row.locator('.site-meta').textContent()).toBe("site's time zone unknown · via direct check");
    // The moving Last-Modified is the update time.
    expect(Date.parse((await row.locator('time').getAttribute('datetime')) ?? '')).toBe(modified * 1000);
    await popup.screenshot({ path: resolve(screenshots, 'watch-popup-en.png') });
    await popup.close();
  });

  it('does not update a page whose only change is its counter and clock', async () => {
    await watchFromOptions(options, web.url('/counter/'));
    await markSeen(session, web.url('/counter/'));
    await markSeen(session, web.url('/hiya/'));
    await expect.poll(() => session.badge()).toBe('');
    const before = await recordOf(session, web.url('/counter/'));
    const hits = web.hits('/counter/');
    for (let i = 0; i < 3; i++) await checkNow(session, web.url('/counter/'));
    expect(web.hits('/counter/')).toBe(hits + 3);
    expect(await session.badge()).toBe('');
    const popup = await session.openPage('popup.html');
    await expect.poll(() => popup.locator('.site-row', { hasText: 'Counter diary' }).count()).toBe(1);
    expect(await popup.locator('.site-row.is-new').count()).toBe(0);
    await popup.close();
    expect((await recordOf(session, web.url('/counter/'))).lastModified).toBe(before.lastModified);
    // The same page with its text changed is an update.
    web.edit('/counter/', { diary: 'new text' });
    await checkNow(session, web.url('/counter/'));
    await expect.poll(() => session.badge()).toBe('1');
    expect((await recordOf(session, web.url('/counter/'))).lastModified).toBeGreaterThan(before.lastModified);
  });

  it("reads an undeclared EUC-JP page's title", async () => {
    await watchFromOptions(options, web.url('/euc/'));
    await expect.poll(() => options.getByRole('article', { name: 'ひやの日記帳' }).textContent()).toContain('EUC-JP');
    const popup = await session.openPage('popup.html');
    await expect.poll(() => popup.locator('.site-row .site-title').allTextContents()).toContain('ひやの日記帳');
    await popup.close();
  });

  it('keeps the record of a page that starts failing and says why', async () => {
    await watchFromOptions(options, web.url('/failing/'));
    web.edit('/failing/', { status: 500 });
    await checkNow(session, web.url('/failing/'));
    expect(await subscriptionOf(session, web.url('/failing/'))).toMatchObject({ recordCount: 1, consecutiveFailures: 1, lastError: { kind: 'http-500' } });
    const popup = await session.openPage('popup.html');
    await expect.poll(() => popup.locator('.notice.error').allTextContents()).toContain('Could not check Soon gone: the server answered 500 (server error)');
    expect(await popup.locator('.site-row', { hasText: 'Soon gone' }).count()).toBe(1);
    await popup.close();
    await expect.poll(() => options.getByRole('article', { name: 'Soon gone' }).textContent()).toContain('the server answered 500');
  });

  it('compares only between the markers given in the form', async () => {
    await watchFromOptions(options, web.url('/marked/'), { start: '<!--diary-->', end: '<!--/diary-->' });
    expect((await subscriptionOf(session, web.url('/marked/'))).watch).toEqual({ startMarker: '<!--diary-->', endMarker: '<!--/diary-->', checkedUrl: null });
    await markSeen(session, web.url('/marked/'));
    const badge = await session.badge();
    web.edit('/marked/', { sidebar: '掲示板 4件 新着' });
    await checkNow(session, web.url('/marked/'));
    expect(await session.badge()).toBe(badge);
    await expect.poll(() => options.getByRole('article', { name: 'Marked diary' }).textContent()).toContain('Compared between “<!--diary-->” and “<!--/diary-->”');
  });

  it("changes a watched page's markers from its entry, without taking that for an update", async () => {
    const item = options.getByRole('article', { name: 'Marked diary' });
    const badge = await session.badge();
    await item.getByText('Change how it is checked').click();
    await item.getByLabel('End marker (optional)').fill('');
    await item.getByLabel('Start marker (optional)').fill('<div class="diary">');
    await item.screenshot({ path: resolve(screenshots, 'watch-change-en.png') });
    await item.getByRole('button', { name: 'Save and check again' }).click();
    await expect.poll(() => item.getByRole('status').textContent()).toBe('Saved.');
    expect((await subscriptionOf(session, web.url('/marked/'))).watch).toEqual({ startMarker: '<div class="diary">', endMarker: null, checkedUrl: null });
    await expect.poll(() => item.textContent()).toContain('Compared between “<div class="diary">” and “the end of the page”');
    expect(await session.badge()).toBe(badge);
    expect(await seriousViolations(options)).toEqual([]);
  });

  it('checks the address given instead, and opens the page itself from the popup', async () => {
    await watchFromOptions(options, web.url('/diary/'), { checked: web.url('/diary/latest.html') });
    expect((await subscriptionOf(session, web.url('/diary/'))).watch?.checkedUrl).toBe(web.url('/diary/latest.html'));
    // The page itself was read once, by the preview; every check reads the address given.
    const checks = web.requestsFor('/diary/latest.html').length;
    expect(checks).toBe(1);
    await checkNow(session, web.url('/diary/'));
    expect(web.requestsFor('/diary/latest.html')).toHaveLength(checks + 1);
    expect(web.requestsFor('/diary/')).toHaveLength(1);
    await expect.poll(() => options.getByRole('article', { name: '最新の日記' }).textContent()).toContain(`Checks ${web.url('/diary/latest.html')}`);
    const popup = await session.openPage('popup.html');
    await expect.poll(() => popup.getByRole('link', { name: /^最新の日記/ }).getAttribute('href')).toBe(web.url('/diary/'));
    await popup.close();
  });

  it('exports the watched pages in the combined antenna, as its own checks', async () => {
    const downloading = options.waitForEvent('download');
    await options.getByRole('button', { name: 'Save as hina-di (hina.di)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('hina.di');
    const path = await download.path();
    const decoded = await decodeAntenna(new Uint8Array(await readFile(path)), { now: nowSeconds() });
    const byUrl = new Map(decoded.records.map((record) => [record.url, record]));
    for (const watched of ['/hiya/', '/counter/', '/euc/', '/failing/', '/marked/', '/diary/']) {
      expect(byUrl.get(web.url(watched)), watched).toMatchObject({ method: 'GET/200', extra: { Authorized: 'Antenna Reader' } });
    }
    expect(byUrl.get(web.url('/euc/'))?.title).toBe('ひやの日記帳');
    expect(byUrl.get(web.url('/diary/'))?.checkedUrl).toBe(web.url('/diary/latest.html'));
  });

  it('moves the watched pages, markers and all, to another browser through the JSON export', async () => {
    const downloading = options.waitForEvent('download');
    await options.getByRole('button', { name: 'Save as JSON' }).click();
    const file = await (await downloading).path();
    const pages = (await subscriptions(session)).filter((s) => s.kind === 'page');
    expect(pages).toHaveLength(6);
    const fresh = await launchExtension();
    try {
      const other = await fresh.openPage('options.html');
      await other.locator('#import-file').setInputFiles(file);
      await other.getByRole('button', { name: 'Add them (6)' }).click();
      await expect.poll(() => other.getByRole('status').filter({ hasText: 'Import finished. Added: 6' }).count(), { timeout: 30_000 }).toBe(1);
      const moved = (await subscriptions(fresh)).map((s) => [s.url, s.kind, s.watch]).sort();
      expect(moved).toEqual(pages.map((s) => [s.url, s.kind, s.watch]).sort());
    } finally {
      await fresh.close();
    }
  });

  it('raised no error on any extension page', () => {
    expect(session.pageErrors).toEqual([]);
  });
});

describe('watching a page, in Japanese', () => {
  it('names the button 「このページを見張る」 and labels its fields', async () => {
    const web = await startPageWeb();
    web.page('/neko/', { title: '猫の手', diary: 'x' });
    const session = await launchExtension({ locale: 'ja', colorScheme: 'dark' });
    try {
      const options = await session.openPage('options.html');
      await options.setViewportSize({ width: 900, height: 1000 });
      await options.getByLabel('アンテナのURL').fill(web.url('/neko/'));
      await options.getByRole('button', { name: '追加', exact: true }).click();
      const button = options.getByRole('button', { name: 'このページを見張る' });
      await button.waitFor();
      for (const label of ['開始の目印（省略可）', '終了の目印（省略可）', '代わりに確認するURL（省略可）']) {
        expect(await options.getByLabel(label).count(), label).toBe(1);
      }
      await mkdir(screenshots, { recursive: true });
      await options.locator('.add').screenshot({ path: resolve(screenshots, 'watch-form-ja-dark.png') });
      await button.click();
      await expect.poll(() => options.getByRole('status').filter({ hasText: '「猫の手」を見張っています。' }).count()).toBe(1);
      await expect.poll(() => options.getByRole('article', { name: '猫の手' }).textContent()).toContain('見張っているページ');
    } finally {
      await session.close();
      await web.close();
    }
  });
});
