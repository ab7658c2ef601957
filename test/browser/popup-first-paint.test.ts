import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { openToolbarPopup } from './toolbar-popup.ts';
import { checkNow, lirsGz, nowSeconds, subscribe } from './helpers.ts';

// The popup's first paint: a classic script paints the first screen the last popup kept while
// the page is still being parsed, and asks for the popup's module once the page has loaded and
// been shown; the module then takes the page over: the first rows seen are in the page the
// first paint drew, which the module replaces.

process.env.TZ = 'America/Sao_Paulo';

const fixtures = resolve(import.meta.dirname, '../fixtures/popup');
/** A fixture with `{now}` / `{now-N}` filled in, as an antenna would serve it. */
const fixture = (name: string, now: number): Uint8Array =>
  lirsGz(readFileSync(resolve(fixtures, name), 'utf8').replace(/\{now(?:-(\d+))?\}/g, (_, ago: string | undefined) => String(now - Number(ago ?? 0))));

/** What the probe (an init script, run before the page's own scripts) saw. */
interface FirstPaintProbe {
  /** `#app` when the first `.site-row` entered the DOM, and the document's state then. */
  readonly firstHtml: string | null;
  readonly firstState: string | null;
  /** `#app` as the module's first render left it, once it replaced the first paint's page. */
  readonly moduleHtml: string | null;
  readonly replaced: boolean;
}

type ProbeScope = typeof globalThis & { __firstPaint?: FirstPaintProbe };

function installProbe(): void {
  const state = { firstHtml: null as string | null, firstState: null as string | null, moduleHtml: null as string | null, replaced: false };
  let painted: Element | null = null;
  (globalThis as ProbeScope).__firstPaint = state;
  new MutationObserver(() => {
    const app = document.getElementById('app');
    if (app === null) return;
    if (state.firstHtml === null && app.querySelector('.site-row')) {
      state.firstHtml = app.innerHTML;
      state.firstState = document.readyState;
      painted = app.firstElementChild;
    } else if (painted !== null && !painted.isConnected && !state.replaced) {
      // The module's first render, which took the first paint's place.
      state.replaced = true;
      state.moduleHtml = app.innerHTML;
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/**
 * How the test changes the kept screen the page reads: in the page itself, before its scripts
 * run, and for this page only (another popup — the harness's bridge page — may keep a new one
 * at any time).
 */
type KeptEdit = 'retitle' | 'garbage';

function editKept(edit: KeptEdit): void {
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string): string | null {
    const value = getItem.call(this, key);
    if (key !== 'popupFirstScreen') return value;
    if (edit === 'garbage') return '{"layout":2,"sites":[{"key":';
    // The newest site had another title when the screen was kept: what the store reads differs.
    const kept = JSON.parse(value ?? '{}') as { sites: { record: { title: string } }[] };
    kept.sites[0]!.record.title = 'Kept title';
    return JSON.stringify(kept);
  };
}

/** Opens the popup with the probe installed and the kept screen edited, and waits for its first rows. */
async function openProbed(session: ExtensionSession, edit: KeptEdit): Promise<Page> {
  const page = await session.context.newPage();
  page.on('pageerror', (error) => session.pageErrors.push(`popup.html: ${error.message}`));
  await page.addInitScript(editKept, edit);
  await page.addInitScript(installProbe);
  await page.goto(`chrome-extension://${session.extensionId}/popup.html`);
  await page.locator('.site-row').first().waitFor();
  return page;
}

const probe = async (page: Page): Promise<FirstPaintProbe> => (await page.evaluate(() => (globalThis as ProbeScope).__firstPaint)) ?? expect.fail('no probe');

/** Where the popup keeps its first screen (`platform/first-screen-store.ts`). */
const KEPT = 'popupFirstScreen';

describe.each(['en', 'ja'] as const)('the popup painted from its kept first screen (%s)', (locale) => {
  let server: AntennaServer;
  let session: ExtensionSession;

  beforeAll(async () => {
    server = await startAntennaServer();
    session = await launchExtension({ locale });
    const now = nowSeconds();
    server.serve('/first/sites.lirs.gz', { body: fixture('sites.lirs', now), contentType: 'application/x-gzip' });
    server.serve('/first/second.lirs.gz', { body: fixture('second.lirs', now), contentType: 'application/x-gzip' });
    server.serve('/first/flaky.lirs.gz', { body: fixture('flaky.lirs', now), contentType: 'application/x-gzip' });
    await subscribe(session, server.url('/first/sites.lirs.gz'), { name: 'Hinata Antenna' });
    await subscribe(session, server.url('/first/second.lirs.gz'), { name: 'Kumo Antenna' });
    await subscribe(session, server.url('/first/flaky.lirs.gz'), { name: 'Yuragi Antenna' });
    // A failing antenna: its notice is part of the first screen too.
    server.serve('/first/flaky.lirs.gz', { body: 'Not Found', contentType: 'text/html', status: 404 });
    await checkNow(session, server.url('/first/flaky.lirs.gz'));
    // A first popup reads the store and keeps what it showed for the next one.
    const first = await session.openPage('popup.html');
    await first.locator('.notice.error').waitFor();
    await first.waitForFunction((key) => localStorage.getItem(key)?.includes('Yuragi') ?? false, KEPT);
    await first.close();
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('shows the kept rows before the module has run, drawn as the module draws them, then the store takes over', async () => {
    const page = await openProbed(session, 'retitle');
    const seen = await probe(page);
    expect(seen.firstState).toBe('loading');
    expect(seen.firstHtml).toContain('>Kept title</bdi>');
    expect(seen.firstHtml).toContain('class="notices"');
    // Marked as the kept screen, until the store's read is in.
    expect(seen.firstHtml).toContain('<div class="popup" data-kept="">');
    // The module's first render of the kept screen: the same page, element for element.
    await expect.poll(async () => (await probe(page)).replaced).toBe(true);
    expect((await probe(page)).moduleHtml).toBe(seen.firstHtml);

    // The store's read replaces the kept screen.
    await expect.poll(() => page.locator('.site-row .site-title').first().textContent()).toBe('ひなた日記');
    expect(await page.locator('.popup[data-kept]').count()).toBe(0);
    // And the rows are the popup's own: marking one seen works, the filter filters.
    const newRow = page.locator('.site-row.is-new').first();
    const title = await newRow.locator('.site-title').textContent();
    await newRow.locator('.mark-button').click();
    await expect.poll(() => page.locator('.site-row', { hasText: title ?? '' }).first().getAttribute('class')).not.toContain('is-new');
    await page.getByRole('searchbox').fill('くも');
    await expect.poll(() => page.locator('.site-row .site-title').allTextContents()).toEqual(['くものうえ']);
    expect(session.pageErrors).toEqual([]);
    await page.close();
  });

  it('shows the kept rows in the toolbar popup before it asks for its module, which then takes over', async () => {
    // A browser shows the toolbar popup once its page has loaded: a module asked for before
    // then would hold the kept rows back until it had been fetched, compiled and run.
    server.serve('/first/page.html', { body: '<!doctype html><title>A page</title><p>A page', contentType: 'text/html' });
    const tab = await session.context.newPage();
    await tab.goto(server.url('/first/page.html'));
    const popup = await openToolbarPopup(session, tab);
    try {
      await expect.poll(() => popup.evaluate<number>(`performance.getEntriesByName('popup-module-asked').length`)).toBe(1);
      expect(await popup.evaluate<string>(`document.querySelector('.site-row .site-title')?.textContent ?? ''`)).toBe('ひなた日記');
      // The popup was shown (a `visible` entry of the page's timeline), its page loaded, before the module was asked for.
      const [shown, loaded, moduleAsked] = await popup.evaluate<[number | null, number, number]>(
        `[performance.getEntriesByType('visibility-state').find((e) => e.name === 'visible')?.startTime ?? null,
          performance.getEntriesByType('navigation')[0].loadEventEnd,
          performance.getEntriesByName('popup-module-asked')[0].startTime]`,
      );
      expect(shown).not.toBeNull();
      expect(shown).toBeLessThan(moduleAsked);
      expect(loaded).toBeLessThan(moduleAsked);
      // Sized by the browser once shown, the popup fits the width it was given, nothing cut.
      const [fitted, popupWidth, pageWidth, windowWidth] = await popup.evaluate<[boolean, number, number, number]>(
        `[document.documentElement.classList.contains('fit-width'), document.querySelector('.popup').getBoundingClientRect().width, document.documentElement.scrollWidth, innerWidth]`,
      );
      expect([fitted, popupWidth, pageWidth]).toEqual([true, windowWidth, windowWidth]);
      // The module's page works: the filter filters (typed again into a box the module has put in place of the first paint's).
      const filtered = `(() => {
        const box = document.querySelector('input[type=search]');
        if (box.value !== 'くも') {
          box.value = 'くも';
          box.dispatchEvent(new Event('input', { bubbles: true }));
        }
        return [...document.querySelectorAll('.site-row .site-title')].map((e) => e.textContent);
      })()`;
      await expect.poll(() => popup.evaluate<string[]>(filtered)).toEqual(['くものうえ']);
      expect(session.pageErrors).toEqual([]);
    } finally {
      await popup.close();
      await tab.close();
    }
  });

  it('lays its rows out at its own width while it starts narrower than any window (a toolbar popup before it is sized), then fits the window', async () => {
    // Fitted to a 25 px page, as Chromium first lays out a toolbar popup, every row would be
    // laid out at 25 px and again once the popup is sized.
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 25, height: 25 });
    await page.goto(`chrome-extension://${session.extensionId}/popup.html`);
    await page.locator('.site-row').first().waitFor();
    const layout = (): Promise<{ fitted: boolean; popup: number; page: number }> =>
      page.evaluate(() => ({
        fitted: document.documentElement.classList.contains('fit-width'),
        popup: document.querySelector('.popup')?.getBoundingClientRect().width ?? 0,
        page: document.documentElement.scrollWidth,
      }));
    expect(await layout()).toMatchObject({ fitted: false, popup: 400 });
    // Given a narrow window (320 px, or 640 px at 200 % zoom), it fits it, nothing cut.
    await page.setViewportSize({ width: 320, height: 580 });
    await expect.poll(layout).toEqual({ fitted: true, popup: 320, page: 320 });
    expect(session.pageErrors).toEqual([]);
    await page.close();
  });

  it('paints nothing early from a kept screen it cannot read, and the popup shows the store', async () => {
    const page = await openProbed(session, 'garbage');
    // The first rows are the store's, drawn by the module: no page painted early was replaced.
    expect((await probe(page)).firstHtml).toContain('>ひなた日記</bdi>');
    await expect.poll(() => page.locator('.site-row .site-title').first().textContent()).toBe('ひなた日記');
    expect((await probe(page)).replaced).toBe(false);
    expect(session.pageErrors).toEqual([]);
    await page.close();
  });
});
