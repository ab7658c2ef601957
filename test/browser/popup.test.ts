import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { lirsGz, nowSeconds, subscribe } from './helpers.ts';
import { runAxe } from './run-axe.ts';

// The popup in real Chromium, fed through the real pipeline: LIRS fixtures served gzipped in
// EUC-JP by the local antenna server, subscribed with `add-subscription`, polled by the worker.

const fixtures = resolve(import.meta.dirname, '../fixtures/popup');
const screenshots = resolve(import.meta.dirname, '../../screenshots');

// Sites whose antenna gives no zone are shown in the browser's: a zone that is neither UTC nor
// either site's makes that visible. São Paulo has kept -03:00 all year since 2019.
process.env.TZ = 'America/Sao_Paulo';

/** A fixture with `{now}` / `{now-N}` filled in, as an antenna would serve it. */
const filled = (text: string, now = nowSeconds()): string =>
  text.replace(/\{now(?:-(\d+))?\}/g, (_, ago: string | undefined) => String(now - Number(ago ?? 0)));

const fixture = (name: string): string => readFileSync(resolve(fixtures, name), 'utf8');

function serveLirs(server: AntennaServer, path: string, text: string, now?: number): string {
  server.serve(path, { body: lirsGz(filled(text, now)), contentType: 'application/x-gzip' });
  return server.url(path);
}

/** Runs `action` and waits for the tab it opens to reach `url` (answered locally: no network here). */
async function expectTabOpened(session: ExtensionSession, url: string, action: () => Promise<void>): Promise<void> {
  const opened = session.context.waitForEvent('page');
  await action();
  const tab = await opened;
  await tab.waitForURL(url);
  await tab.close();
}

/** Opens the popup and waits until it lists `count` sites (the worker may still be writing). */
async function openPopup(session: ExtensionSession, count: number): Promise<Page> {
  const page = await session.openPage('popup.html');
  await page.locator('.site-row').nth(count - 1).waitFor({ timeout: 15_000 });
  return page;
}

const titles = (page: Page): Promise<string[]> => page.locator('.site-row .site-title').allTextContents();

/** Every node in the site list, text nodes included. */
const domNodes = (page: Page): Promise<number> =>
  page.locator('.site-list').evaluate((list) => {
    const walker = document.createTreeWalker(list, NodeFilter.SHOW_ALL);
    let count = 0;
    while (walker.nextNode()) count++;
    return count;
  });

/**
 * Whether the list holds only the rows in view plus the overscan (6 either side): about 23
 * nodes a row, whether the antenna lists 50 sites or 20,000.
 */
async function expectWindowed(page: Page): Promise<void> {
  const viewport = await page.locator('.list-scroller').evaluate((element) => element.clientHeight);
  const rows = await page.locator('.site-list > li').count();
  const most = Math.ceil(viewport / 46) + 1 + 2 * 6;
  expect(rows).toBeLessThanOrEqual(most);
  expect(await domNodes(page)).toBeLessThan(30 * most);
}

/** A row's visible text (what a sighted user reads, tooltips aside), white space made plain. */
const rowText = (page: Page, title: string) =>
  page
    .locator('.site-row', { hasText: title })
    .first()
    .evaluate((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

/** The number of sites in the popup fixture that are links (the three bad URLs are dropped). */
const SITE_COUNT = 10;

describe('the popup, in English', () => {
  let server: AntennaServer;
  let session: ExtensionSession;
  let page: Page;
  /** The "now" the fixtures were served with: every `{now-N}` in them is N seconds before it. */
  let served = 0;

  beforeAll(async () => {
    server = await startAntennaServer();
    session = await launchExtension({ locale: 'en' });
    // The fixture's sites, opened in tabs, answer from here.
    await session.context.route(/^https?:\/\/[a-z0-9.]+\.example\.(jp|com|net)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>site</title>' }),
    );
    served = nowSeconds();
    await subscribe(session, serveLirs(server, '/popup/sites.lirs.gz', fixture('sites.lirs'), served), { name: 'Hinata Antenna' });
    await subscribe(session, serveLirs(server, '/popup/second.lirs.gz', fixture('second.lirs'), served), { name: 'Kumo Antenna' });
    page = await openPopup(session, SITE_COUNT);
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('lists sites newest first', async () => {
    expect(await titles(page)).toEqual([
      'ひなた日記',
      'アンテナ観測所',
      'ABC Research',
      'くものうえ',
      '止まった日記',
      'ふたご日記',
      '東京の時計',
      'UTC Clock',
      'New York Clock',
      'Unknown Zone',
    ]);
    const times = await page.locator('.site-row time').evaluateAll((all) => all.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("gives each time in the site's own zone, and the browser's when the antenna did not say", async () => {
    const datetime = (title: string) => page.locator('.site-row', { hasText: title }).locator('time').getAttribute('datetime');
    expect(await datetime('東京の時計')).toBe('2023-11-15T08:13:20+09:00');
    expect(await datetime('New York Clock')).toBe('2023-11-14T17:13:20-05:00');
    expect(await datetime('Unknown Zone')).toBe('2023-11-14T18:13:20-03:00');
    const tooltip = await page.locator('.site-row', { hasText: '東京の時計' }).locator('time').getAttribute('title');
    expect(tooltip).toMatch(/^Updated Nov 15, 2023, 8:13\sAM JST$/);
    expect(await datetime('UTC Clock')).toBe('2023-11-14T22:43:20Z');
    const unknown = await page.locator('.site-row', { hasText: 'Unknown Zone' }).locator('time').getAttribute('title');
    expect(unknown).toContain('UTC−3');
    expect(unknown).toContain('did not give');
    await expect.poll(() => page.locator('.site-row', { hasText: 'ひなた日記' }).locator('.site-age').textContent()).toMatch(/^(just now|\d+ min\.? ago)$/);
  });

  it("shows on every row the site's clock with its zone named, the date when older, and the age", async () => {
    // +09:00, UTC, -05:00, and no zone (the browser's, pinned to São Paulo, -03:00, in words).
    expect(await rowText(page, '東京の時計')).toMatch(/^東京の時計 Nov 15, 2023, 8:13 AM JST \S.* ago\b/);
    expect(await rowText(page, 'UTC Clock')).toMatch(/^UTC Clock Nov 14, 2023, 10:43 PM UTC \S.* ago\b/);
    expect(await rowText(page, 'New York Clock')).toMatch(/^New York Clock Nov 14, 2023, 5:13 PM UTC\u22125 \S.* ago\b/);
    expect(await rowText(page, 'Unknown Zone')).toMatch(/^Unknown Zone Nov 14, 2023, 6:13 PM UTC\u22123 \S.* ago\b.*site's time zone unknown/);
    // A site updated two minutes ago shows today's clock in Japan, without a date.
    const clock = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Tokyo' });
    const hinata = await rowText(page, 'ひなた日記');
    expect(hinata.startsWith(`ひなた日記 ${clock.format((served - 120) * 1000).replace(/\s+/g, ' ')} JST `)).toBe(true);
  });

  it("shows every row on the user's clock when the setting says so", async () => {
    const set = (timeZone: 'site' | 'local') => session.send<'update-settings'>({ kind: 'update-settings', patch: { timeZone } });
    await set('local');
    await expect.poll(() => rowText(page, '東京の時計')).toMatch(/^東京の時計 Nov 14, 2023, 8:13 PM UTC\u22123 /);
    expect(await rowText(page, 'New York Clock')).toMatch(/^New York Clock Nov 14, 2023, 7:13 PM UTC\u22123 /);
    expect(await rowText(page, 'Unknown Zone')).not.toContain('unknown');
    expect(await page.locator('.site-row', { hasText: '東京の時計' }).locator('time').getAttribute('datetime')).toBe('2023-11-14T20:13:20-03:00');
    await set('site');
    await expect.poll(() => rowText(page, '東京の時計')).toMatch(/^東京の時計 Nov 15, 2023, 8:13 AM JST /);
  });

  it('shows the newest update any antenna reports, with both antennas listed', async () => {
    // sites.lirs checked it just now and says 90 minutes; second.lirs checked earlier and says 80.
    const row = await rowText(page, 'ふたご日記');
    // (80 when the popup drew it; more if a slow machine took minutes since.)
    expect(row).toMatch(/ 8\d min\.? ago /);
    expect(row).toContain('via Hinata Antenna, Kumo Antenna');
    const iso = await page.locator('.site-row', { hasText: 'ふたご日記' }).locator('time').getAttribute('datetime');
    expect(Date.parse(iso ?? '') / 1000).toBe(served - 4800);
  });

  it('names the antennas each site came from, and dims a stale one', async () => {
    await expect.poll(() => page.locator('.site-row', { hasText: 'ひなた日記' }).locator('.site-meta').textContent()).toBe(
      'ひなた · via Hinata Antenna, Kumo Antenna',
    );
    // Cut with an ellipsis in a narrow popup: the tooltips give both lines whole.
    const row = page.locator('.site-row', { hasText: 'ひなた日記' });
    expect(await row.locator('.site-meta').getAttribute('title')).toBe('ひなた · via Hinata Antenna, Kumo Antenna');
    expect(await row.locator('.site-title').getAttribute('title')).toBe('ひなた日記');
    expect(await page.locator('.site-row', { hasText: '止まった日記' }).getAttribute('class')).toContain('is-stale');
    expect(await page.locator('.site-row', { hasText: 'ABC Research' }).getAttribute('class')).not.toContain('is-stale');
  });

  it('makes links of http(s) URLs only', async () => {
    const links = page.locator('.site-list a');
    expect(await links.count()).toBe(SITE_COUNT);
    const hrefs = await page.locator('a[href]').evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
    for (const bad of ['悪いリンク', 'データURL', '大文字のスキーム']) {
      expect(await page.getByRole('link', { name: bad }).count()).toBe(0);
    }
    // The link's name begins with the site's title.
    await expect.poll(() => page.getByRole('link', { name: /^ABC Research/ }).count()).toBe(1);
  });

  it('filters by title, author and URL, folding widths and kana', async () => {
    const filter = page.getByRole('searchbox', { name: 'Filter' });
    // The list is drawn again after each keystroke: wait for it, within the bound, to show the rows.
    const filtered = async (query: string, expected: string[]) => {
      await filter.fill(query);
      await expect.poll(() => titles(page)).toEqual(expected);
    };
    await filtered('ｱﾝﾃﾅ', ['アンテナ観測所']); // half-width katakana
    await filtered('あんてな', ['アンテナ観測所']); // hiragana
    await filtered('ａｂｃ', ['ABC Research']); // full-width Latin
    await filtered('alice', ['ABC Research']); // author
    await filtered('newyork.example', ['New York Clock']); // URL
    await filtered('日記　ひなた', ['ひなた日記']); // every word, ideographic space
    expect(await runAxe(page)).toEqual([]);
    await filtered('nothing-like-this', []);
    expect(await page.getByText('No site matches “nothing-like-this”.').count()).toBe(1);
    expect(await runAxe(page)).toEqual([]);
    await filter.fill('');
    await expect.poll(() => titles(page)).toHaveLength(SITE_COUNT);
  });

  it('groups the sites under each antenna', async () => {
    const toggle = page.getByRole('button', { name: 'By antenna' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.map((h) => h.replace(/\s*\d+$/, ''))).toEqual(['Hinata Antenna', 'Kumo Antenna']);
    expect(await titles(page)).toEqual([
      'ひなた日記',
      'アンテナ観測所',
      'ABC Research',
      '止まった日記',
      'ふたご日記',
      '東京の時計',
      'UTC Clock',
      'New York Clock',
      'Unknown Zone',
      'ひなた日記',
      'くものうえ',
      'ふたご日記',
    ]);
    await toggle.click();
    expect(await titles(page)).toHaveLength(SITE_COUNT);
  });

  it('shows the name given on the options page, in "via" and in the group headings', async () => {
    const options = await session.openPage('options.html');
    const kumo = options.getByRole('article', { name: 'Kumo Antenna' });
    await kumo.getByRole('button', { name: 'Rename' }).click();
    const field = kumo.getByRole('textbox', { name: 'Name' });
    expect(await field.inputValue()).toBe('Kumo Antenna');
    await field.fill('雲のアンテナ');
    await field.press('Enter');
    await expect.poll(() => options.getByRole('article', { name: '雲のアンテナ' }).count()).toBe(1);
    await options.close();
    await expect.poll(() => rowText(page, 'くものうえ')).toContain('via 雲のアンテナ');
    expect(await rowText(page, 'ふたご日記')).toContain('via Hinata Antenna, 雲のアンテナ');
    const toggle = page.getByRole('button', { name: 'By antenna' });
    await toggle.click();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.map((h) => h.replace(/\s*\d+$/, ''))).toEqual(['Hinata Antenna', '雲のアンテナ']);
    await toggle.click();
  });

  it('moves through the links with the keyboard', async () => {
    const focused = () => page.evaluate(() => {
      const active = document.activeElement;
      return active instanceof HTMLInputElement ? `input:${active.getAttribute('aria-label')}` : (active?.querySelector('.site-title')?.textContent ?? active?.tagName ?? '');
    });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    expect(await focused()).toBe('input:Filter');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('ひなた日記');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('ABC Research');
    await page.keyboard.press('End');
    expect(await focused()).toBe('Unknown Zone');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('ひなた日記');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('input:Filter');
    // A focused link shows a clear outline.
    await page.keyboard.press('ArrowDown');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).toBe('solid');
    // Enter opens the focused site in a new tab.
    await expectTabOpened(session, 'http://hinata.example.jp/diary/', () => page.keyboard.press('Enter'));
  });

  it('marks new sites, and an opened one is seen, with the badge to match', async () => {
    await page.getByRole('button', { name: 'Mark all seen' }).click();
    await expect.poll(() => page.locator('.site-row.is-new').count()).toBe(0);
    await expect.poll(() => page.getByText('Nothing new since you last looked').count()).toBe(1);
    await expect.poll(() => session.badge()).toBe('');
    // Two sites change after that; the antenna says so at the next check. What is new follows
    // what the reader learns after the click, so no wait for the clock is needed.
    const now = nowSeconds();
    const updated = fixture('sites.lirs')
      .replace('LIRS,{now-900},{now},32400,,https://www.example.jp/antenna/', `LIRS,${now - 1},{now},32400,,https://www.example.jp/antenna/`)
      .replace('LIRS,{now-1800},{now},-18000,,http://abc.example.com/', `LIRS,${now},{now},-18000,,http://abc.example.com/`);
    // The other sites are served as before: re-reported, not changed.
    serveLirs(server, '/popup/sites.lirs.gz', updated, served);
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(() => page.locator('.site-row.is-new .site-title').allTextContents()).toEqual(['ABC Research', 'アンテナ観測所']);
    expect(await page.getByText('Nothing new since you last looked').count()).toBe(0);
    await expect.poll(() => session.badge()).toBe('2');
    expect(await page.getByRole('link', { name: /^ABC Research.* New$/ }).count()).toBe(1);

    await expectTabOpened(session, 'http://abc.example.com/research/', () => page.getByRole('link', { name: /^ABC Research/ }).click());
    await expect.poll(() => page.locator('.site-row.is-new .site-title').allTextContents()).toEqual(['アンテナ観測所']);
    await expect.poll(() => session.badge()).toBe('1');
  });

  it('shows Check now working, then its outcome, and names a failing antenna', async () => {
    const flaky = serveLirs(server, '/popup/flaky.lirs.gz', fixture('flaky.lirs'));
    await subscribe(session, flaky, { name: 'Yuragi Antenna' });
    server.serve('/popup/flaky.lirs.gz', { body: '<html><body>Not Found</body></html>', contentType: 'text/html', status: 404 });
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    server.route('/popup/second.lirs.gz', async (_request, response) => {
      await held;
      response.writeHead(200, { 'Content-Type': 'application/x-gzip' }).end(lirsGz(filled(fixture('second.lirs'))));
    });
    const button = page.getByRole('button', { name: 'Check now' });
    await button.click();
    const busy = page.getByRole('button', { name: 'Checking…' });
    await expect.poll(() => busy.isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 20_000 }).toMatch(/^Checked: (\d+ new|nothing new); antennas not read: 1$/);
    expect(await button.isEnabled()).toBe(true);
    await expect.poll(() => page.locator('.notice.error').allTextContents()).toEqual([
      expect.stringMatching(/^Could not check Yuragi Antenna: .+/),
    ]);
  });

  it('has its content in a main landmark, and no accessibility violation of moderate impact or worse', async () => {
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('main').getByRole('list', { name: 'Updated sites' }).count()).toBe(1);
    expect(await runAxe(page)).toEqual([]);
  });

  it('fits a window 320 px wide (or 640 px at 200 % zoom) without scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 580 });
    const fit = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const controls = [...document.querySelectorAll('button, input, a, h1')].filter((e) => e.getBoundingClientRect().width > 0);
      return {
        width,
        scrollWidth: document.documentElement.scrollWidth,
        cut: controls.filter((e) => e.getBoundingClientRect().right > width + 0.5).map((e) => e.outerHTML.slice(0, 80)),
      };
    });
    expect(fit).toEqual({ width: 320, scrollWidth: 320, cut: [] });
    await page.screenshot({ path: resolve(screenshots, 'popup-320-en.png') });
    await page.setViewportSize({ width: 400, height: 580 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(400);
  });

  it('looks right in light and dark', async () => {
    await page.setViewportSize({ width: 400, height: 580 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: resolve(screenshots, 'popup-light-en.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await runAxe(page)).toEqual([]);
    await page.screenshot({ path: resolve(screenshots, 'popup-dark-en.png') });
    expect(session.pageErrors).toEqual([]);
  });
});

describe('the popup, in Japanese', () => {
  let server: AntennaServer;
  let session: ExtensionSession;
  let page: Page;

  beforeAll(async () => {
    server = await startAntennaServer();
    session = await launchExtension({ locale: 'ja' });
    await subscribe(session, serveLirs(server, '/popup/sites.lirs.gz', fixture('sites.lirs')), { name: 'ひなたアンテナ' });
    await subscribe(session, serveLirs(server, '/popup/second.lirs.gz', fixture('second.lirs')), { name: 'くもアンテナ' });
    page = await openPopup(session, SITE_COUNT);
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('speaks Japanese', async () => {
    expect(await page.getByRole('button', { name: '今すぐ確認' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'すべて既読にする' }).count()).toBe(1);
    expect(await page.getByRole('searchbox', { name: '絞り込み' }).count()).toBe(1);
    await expect.poll(() => page.locator('.site-row', { hasText: 'ABC Research' }).locator('.site-age').textContent()).toBe('30分前');
    const tooltip = await page.locator('.site-row', { hasText: '東京の時計' }).locator('time').getAttribute('title');
    expect(tooltip).toBe('更新：2023年11月15日 8:13 JST');
  });

  it("writes the site's clock as Japanese does, 24-hour, and says an unknown zone in Japanese", async () => {
    expect(await rowText(page, '東京の時計')).toMatch(/^東京の時計 2023年11月15日 8:13 JST /);
    expect(await rowText(page, 'New York Clock')).toMatch(/^New York Clock 2023年11月14日 17:13 UTC\u22125 /);
    expect(await rowText(page, 'Unknown Zone')).toMatch(/^Unknown Zone 2023年11月14日 18:13 UTC\u22123 .*サイトのタイムゾーン不明/);
  });

  it('has no accessibility violations of moderate impact or worse', async () => {
    expect(await runAxe(page)).toEqual([]);
  });

  it('looks right in light and dark', async () => {
    await page.setViewportSize({ width: 400, height: 580 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: resolve(screenshots, 'popup-light-ja.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: resolve(screenshots, 'popup-dark-ja.png') });
    expect(session.pageErrors).toEqual([]);
  });
});

describe('the popup before any antenna is added', () => {
  let session: ExtensionSession;

  beforeAll(async () => {
    session = await launchExtension({ locale: 'en' });
  });

  afterAll(async () => {
    await session?.close();
  });

  it('says so and offers the options page', async () => {
    const page = await session.openPage('popup.html');
    await expect.poll(() => page.getByText('You are not following any antenna yet.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Check now' }).count()).toBe(0);
    await expectTabOpened(session, `chrome-extension://${session.extensionId}/options.html`, () =>
      page.getByRole('button', { name: 'Add an antenna' }).click(),
    );
    expect(await runAxe(page)).toEqual([]);
  });

  it('opens from a keyboard shortcut the user can change', async () => {
    const page = await session.openPage('popup.html');
    const commands = await page.evaluate(() => chrome.commands.getAll());
    expect(commands).toEqual([expect.objectContaining({ name: '_execute_action', shortcut: 'Alt+Shift+U' })]);
  });
});

describe('the popup with antennas the user has not named', () => {
  let server: AntennaServer;
  let session: ExtensionSession;

  beforeAll(async () => {
    server = await startAntennaServer();
    session = await launchExtension({ locale: 'en' });
    const now = nowSeconds();
    serveLirs(server, '/names/a.lirs.gz', `LIRS,${now - 60},${now},32400,,http://a.example.jp/,Site A,,,\n`, now);
    serveLirs(server, '/names/b.lirs.gz', `LIRS,${now - 120},${now},32400,,http://b.example.jp/,Site B,,,\n`, now);
    server.serve('/names/index.html', {
      body: '<html><body><p>Our antenna: <a href="a.lirs.gz">LIRS版</a></p></body></html>',
      contentType: 'text/html; charset=utf-8',
    });
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('names an antenna by the link it was found by, another by its address, and tells which one fails', async () => {
    const options = await session.openPage('options.html');
    await options.getByLabel('Antenna URL').fill(server.url('/names/index.html'));
    await options.getByRole('button', { name: 'Add', exact: true }).click();
    await options.locator('.choices').getByRole('button', { name: 'LIRS版' }).click();
    await expect.poll(() => options.getByRole('heading', { name: 'LIRS版' }).count()).toBe(1);
    await options.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => options.getByRole('article', { name: 'LIRS版' }).count()).toBe(1);
    await options.close();
    await subscribe(session, server.url('/names/b.lirs.gz'));

    const page = await openPopup(session, 2);
    const b = `${new URL(server.origin).host}/names/b.lirs.gz`;
    expect(await rowText(page, 'Site A')).toContain('via LIRS版');
    expect(await rowText(page, 'Site B')).toContain(`via ${b}`);
    await page.getByRole('button', { name: 'By antenna' }).click();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.map((h) => h.replace(/\s*\d+$/, ''))).toEqual(['LIRS版', b]);

    server.serve('/names/b.lirs.gz', { body: 'Not Found', contentType: 'text/plain', status: 404 });
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(() => page.locator('.notice.error').allTextContents()).toEqual([expect.stringMatching(new RegExp(`^Could not check ${b.replace(/[.]/g, '\\.')}: .*404`))]);
    expect(session.pageErrors).toEqual([]);
  });
});

describe('the popup with a big antenna', () => {
  const SITES = 20_000;
  let server: AntennaServer;
  let session: ExtensionSession;

  beforeAll(async () => {
    server = await startAntennaServer();
    session = await launchExtension({ locale: 'en' });
    const now = nowSeconds();
    const lines = Array.from({ length: SITES }, (_, i) => {
      // Every 1000th site has a full-width name, to find with a half-width filter.
      const title = i % 1000 === 999 ? `ＢＩＧ日記${i}` : `Site ${i}`;
      return `LIRS,${now - 60 - i * 30},${now},32400,,http://big${i}.example.jp/,${title},Author ${i},,`;
    });
    await subscribe(session, serveLirs(server, '/popup/big.lirs.gz', lines.join('\n') + '\n', now));
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  // How fast the first rows paint is a benchmark figure (npm run bench), not a test.
  it('paints the newest sites first and keeps the list small in the DOM', async () => {
    // Wait until the worker has stored the whole antenna.
    await expect
      .poll(async () => {
        const status = await session.send<'status'>({ kind: 'status' });
        return status.ok ? status.value.subscriptions[0]?.recordCount : status.error;
      }, { timeout: 60_000, interval: 500 })
      .toBe(SITES);

    const page = await session.openPage('popup.html');
    await page.locator('.site-row').first().waitFor();
    expect(await page.locator('.site-row .site-title').first().textContent()).toBe('Site 0');
    await expectWindowed(page);

    // Scrolling reads further pages as needed and keeps the DOM small. Reading every site
    // takes a moment on a busy machine: scroll to the end until the list has grown, never time it.
    const scroller = page.locator('.list-scroller');
    await expect
      .poll(async () => {
        await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
        return page.locator('.site-list').evaluate((ul) => ul.getBoundingClientRect().height);
      }, { timeout: 30_000 })
      .toBeGreaterThan(46 * 500);
    await expectWindowed(page);

    // The filter searches every site, read in pages after the first paint.
    await page.getByRole('searchbox', { name: 'Filter' }).fill('ｂｉｇ日記');
    await expect.poll(() => page.locator('.site-list').evaluate((ul) => Number(ul.querySelector('li')?.getAttribute('aria-setsize') ?? 0)), { timeout: 20_000 }).toBe(SITES / 1000);
    expect(await page.locator('.site-row .site-title').first().textContent()).toBe('ＢＩＧ日記999');
    await expectWindowed(page);
  });
});
