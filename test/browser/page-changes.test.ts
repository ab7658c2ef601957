import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../../src/core/record.ts';
import type { Subscription, WatchOptions } from '../../src/core/subscription.ts';
import { startPageWeb, type PageWeb } from '../server/page-web.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { checkNow } from './helpers.ts';
import { readStoredRecords } from './read-store.ts';
import { runAxe, serious } from './run-axe.ts';

// What changed on a watched page, in real Chromium against a loopback diary that changes
// between checks: the popup row quotes the added text, History marks it inserted (and a
// removed paragraph removed), a counter alone or an ignored line is no update.
const screenshots = resolve(import.meta.dirname, '../../screenshots');
const plain: WatchOptions = { startMarker: null, endMarker: null, checkedUrl: null };
const diary = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

async function watch(session: ExtensionSession, url: string, options: WatchOptions = plain): Promise<Subscription> {
  const reply = await session.send<'watch-page'>({ kind: 'watch-page', url, watch: options });
  if (!reply.ok) throw new Error(reply.error);
  return reply.value;
}

async function recordOf(page: Page, url: string): Promise<AntennaRecord | undefined> {
  return (await readStoredRecords(page)).find((row) => row.record.url === url)?.record;
}

/**
 * Waits until the quote under a site's row in a freshly opened popup is `expected` (null: no
 * quote). The popup paints the first screen it kept before the store's read is in, so the
 * quote is read until the store's rows have replaced those.
 */
async function expectExcerpt(session: ExtensionSession, title: string, expected: string | null): Promise<void> {
  const popup = await session.openPage('popup.html');
  const row = popup.locator('.site-row', { hasText: title });
  await row.waitFor();
  const quote = row.locator('.site-excerpt bdi');
  await expect.poll(async () => ((await quote.count()) === 0 ? null : await quote.textContent())).toBe(expected);
  await popup.close();
}

async function openHistory(popup: Page, title: string, heading: RegExp): Promise<void> {
  await popup.locator('.site-row', { hasText: title }).locator('.history-button').click();
  await popup.getByRole('heading', { name: heading }).waitFor();
}

describe('what changed on a watched page, in Chromium', () => {
  let web: PageWeb;
  let session: ExtensionSession;
  let store: Page;
  let hiya: Subscription;

  beforeAll(async () => {
    web = await startPageWeb();
    web.page('/hiya/', { title: 'ただよう記憶', diary: diary('3月3日（火） 晴れ。'), charset: 'euc-jp', declare: 'none', counter: true, validators: 'none' });
    web.page('/kuma/', { title: 'Kuma diary', diary: diary('Monday: rain.'), validators: 'none' });
    session = await launchExtension();
    store = await session.openPage('options.html');
    await mkdir(screenshots, { recursive: true });
  });

  afterAll(async () => {
    await session?.close();
    await web?.close();
  });

  it("quotes a paragraph added to an EUC-JP diary under its row, and each page shows its own", async () => {
    hiya = await watch(session, web.url('/hiya/'));
    const kuma = await watch(session, web.url('/kuma/'));
    await expectExcerpt(session, 'ただよう記憶', null);

    web.edit('/hiya/', { diary: diary('3月3日（火） 晴れ。', '新しい日記：カレーを作った。') });
    web.edit('/kuma/', { diary: diary('Monday: rain.', 'Tuesday: a walk by the river.') });
    await checkNow(session, hiya.url);
    await checkNow(session, kuma.url);
    await expect.poll(async () => (await recordOf(store, web.url('/hiya/')))?.change).toBeDefined();
    await expectExcerpt(session, 'ただよう記憶', '新しい日記：カレーを作った。');
    await expectExcerpt(session, 'Kuma diary', 'Tuesday: a walk by the river.');
  });

  it('takes a change of the counter alone for no update, and keeps the quote', async () => {
    const before = await recordOf(store, web.url('/hiya/'));
    const hits = web.hits('/hiya/');
    await checkNow(session, hiya.url);
    expect(web.hits('/hiya/')).toBe(hits + 1);
    const after = await recordOf(store, web.url('/hiya/'));
    expect(after?.lastModified).toBe(before?.lastModified);
    expect(after?.change).toEqual(before?.change);
  });

  it('shows the added text as inserted and a removed paragraph as removed in History', async () => {
    web.edit('/hiya/', { diary: diary('新しい日記：カレーを作った。') });
    await checkNow(session, hiya.url);
    await expect.poll(async () => JSON.stringify((await recordOf(store, web.url('/hiya/')))?.change)).toContain('removed');
    const popup = await session.openPage('popup.html');
    await popup.setViewportSize({ width: 400, height: 580 });
    await openHistory(popup, 'ただよう記憶', /ただよう記憶/);
    const inserted = popup.locator('.update-change ins');
    await expect.poll(() => inserted.count()).toBe(1);
    expect(await inserted.textContent()).toBe('[added] 新しい日記：カレーを作った。 [end of added text]');
    expect(await popup.locator('.update-change del').textContent()).toBe('[removed] 3月3日（火） 晴れ。 [end of removed text]');
    // Next change moves to the older update with a change, then back to the newest.
    const changed = popup.locator('.update.has-change');
    expect(await changed.count()).toBe(2);
    await popup.getByRole('button', { name: 'Next change' }).click();
    expect(await popup.evaluate(() => document.activeElement?.querySelector('del') !== null)).toBe(true);
    await popup.getByRole('button', { name: 'Next change' }).click();
    expect(await popup.evaluate(() => document.activeElement?.querySelector('ins') !== null)).toBe(true);
    expect(serious(await runAxe(popup))).toEqual([]);
    await popup.emulateMedia({ colorScheme: 'light' });
    await popup.screenshot({ path: resolve(screenshots, 'changes-history-light-en.png') });
    await popup.emulateMedia({ colorScheme: 'dark' });
    expect(serious(await runAxe(popup))).toEqual([]);
    await popup.screenshot({ path: resolve(screenshots, 'changes-history-dark-en.png') });
    await popup.getByRole('button', { name: 'Back' }).click();
    await popup.screenshot({ path: resolve(screenshots, 'changes-popup-dark-en.png') });
    await popup.emulateMedia({ colorScheme: 'light' });
    await popup.screenshot({ path: resolve(screenshots, 'changes-popup-light-en.png') });
    await popup.close();
  });

  it('takes a change only in an ignored line for no update, and a change in another line for one', async () => {
    web.edit('/hiya/', { diary: diary('新しい日記：カレーを作った。', '今日の一枚：猫') });
    const updated = await session.send<'watch-update'>({ kind: 'watch-update', id: hiya.id, watch: { ...plain, ignoreLines: ['今日の一枚'] } });
    expect(updated.ok && updated.value.watch?.ignoreLines).toEqual(['今日の一枚']);
    const baseline = await recordOf(store, web.url('/hiya/'));

    web.edit('/hiya/', { diary: diary('新しい日記：カレーを作った。', '今日の一枚：犬') });
    await checkNow(session, hiya.url);
    expect((await recordOf(store, web.url('/hiya/')))?.lastModified).toBe(baseline?.lastModified);

    web.edit('/hiya/', { diary: diary('新しい日記：カレーを作った。', '追記：おいしかった。', '今日の一枚：鳥') });
    await checkNow(session, hiya.url);
    await expect.poll(async () => (await recordOf(store, web.url('/hiya/')))?.lastModified).not.toBe(baseline?.lastModified);
    await expectExcerpt(session, 'ただよう記憶', '追記：おいしかった。');
    expect(session.pageErrors).toEqual([]);
  });

  it("lets the user edit the ignored strings from the page's entry", async () => {
    await store.setViewportSize({ width: 900, height: 1000 });
    await store.reload();
    const item = store.getByRole('article', { name: 'ただよう記憶' });
    await expect.poll(() => item.textContent()).toContain('Ignoring lines containing: 今日の一枚');
    await item.getByText('Change how it is checked').click();
    const box = item.getByLabel('Ignore lines containing');
    expect(await box.inputValue()).toBe('今日の一枚');
    await box.fill('今日の一枚\n広告');
    await item.screenshot({ path: resolve(screenshots, 'changes-ignore-lines-en.png') });
    await item.getByRole('button', { name: 'Save and check again' }).click();
    await expect.poll(async () => (await session.send<'status'>({ kind: 'status' })).ok && JSON.stringify(await subscriptionWatch(session, hiya))).toContain('広告');
  });
});

async function subscriptionWatch(session: ExtensionSession, subscription: Subscription): Promise<WatchOptions | undefined> {
  const reply = await session.send<'status'>({ kind: 'status' });
  if (!reply.ok) throw new Error(reply.error);
  return reply.value.subscriptions.find((s) => s.id === subscription.id)?.watch;
}

describe('what changed on a watched page, in Japanese', () => {
  let web: PageWeb;
  let session: ExtensionSession;

  beforeAll(async () => {
    web = await startPageWeb();
    web.page('/hiya/', { title: 'ただよう記憶', diary: diary('3月3日（火） 晴れ。', '今日はカレーを作った。'), charset: 'shift_jis', declare: 'meta', validators: 'none' });
    session = await launchExtension({ locale: 'ja' });
  });

  afterAll(async () => {
    await session?.close();
    await web?.close();
  });

  it('speaks of added and removed text in Japanese', async () => {
    const hiya = await watch(session, web.url('/hiya/'));
    web.edit('/hiya/', { diary: diary('11月25日（火） 雨。', '今日はシチューを作った。', '新しい日記：とても美味しかった。') });
    await checkNow(session, hiya.url);
    const popup = await session.openPage('popup.html');
    await popup.setViewportSize({ width: 400, height: 580 });
    const row = popup.locator('.site-row', { hasText: 'ただよう記憶' });
    await expect.poll(() => row.locator('.site-excerpt').count()).toBe(1);
    expect(await row.locator('.site-excerpt').textContent()).toContain('追加：');
    await popup.screenshot({ path: resolve(screenshots, 'changes-popup-light-ja.png') });
    await popup.emulateMedia({ colorScheme: 'dark' });
    await popup.screenshot({ path: resolve(screenshots, 'changes-popup-dark-ja.png') });
    await openHistory(popup, 'ただよう記憶', /ただよう記憶/);
    expect(await popup.locator('.update-change ins').first().textContent()).toMatch(/^\[追加\] .+ \[追加ここまで\]$/);
    expect(await popup.locator('.update-change del').first().textContent()).toMatch(/^\[削除\] .+ \[削除ここまで\]$/);
    expect(serious(await runAxe(popup))).toEqual([]);
    await popup.screenshot({ path: resolve(screenshots, 'changes-history-dark-ja.png') });
    await popup.emulateMedia({ colorScheme: 'light' });
    await popup.screenshot({ path: resolve(screenshots, 'changes-history-light-ja.png') });
    expect(session.pageErrors).toEqual([]);
    await popup.close();
  });
});
