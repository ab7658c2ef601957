import { randomUUID } from 'node:crypto';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firefoxDist as dist, firefoxPath, geckoId, openExtensionPage, requireFirefox } from './firefox-support.ts';

describe('the Firefox build in Firefox ESR', () => {
  let browser: Browser;
  const uuid = randomUUID();

  beforeAll(async () => {
    requireFirefox();
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath,
      headless: true,
      args: ['--remote-allow-system-access'],
      extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: uuid }) },
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('installs the extension and renders its popup', async () => {
    const id = await browser.installExtension(dist);
    expect(id).toBe(geckoId);
    const page = await browser.newPage();
    await openExtensionPage(page, `moz-extension://${uuid}/popup.html`);
    await expect.poll(() => page.evaluate(() => document.querySelector('#app')?.childElementCount ?? 0)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.title)).toBe('Antenna Reader');
  });

  it("paints the popup's kept first screen as the popup draws it, in the browser's language", async () => {
    // The popup opened above kept its first screen (no antenna yet) once it was idle.
    const page = await browser.newPage();
    await openExtensionPage(page, `moz-extension://${uuid}/popup.html`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('popupFirstScreen') !== null)).toBe(true);
    await page.waitForSelector('#app .empty');
    // The first paint run again into an empty #app, as popup.html runs it (Firefox gives an
    // extension page no script before its own to watch it the first time).
    const [drawn, painted] = await page.evaluate(async () => {
      const app = document.getElementById('app')!;
      const parts = (): string[] => ['.bar', '.empty'].map((selector) => app.querySelector(selector)?.outerHTML ?? '');
      const byPopup = parts();
      app.replaceChildren();
      const script = document.createElement('script');
      script.src = '/assets/popup-first-paint.js';
      await new Promise((done) => {
        script.onload = done;
        document.body.append(script);
      });
      return [byPopup, parts()];
    });
    expect(painted).toEqual(drawn);
    expect(painted?.[1]).toContain('You are not following any antenna yet.');
  });

  it('opens the popup from a keyboard shortcut the user can change', async () => {
    const page = await browser.newPage();
    await openExtensionPage(page, `moz-extension://${uuid}/popup.html`);
    const commands = await page.evaluate(() =>
      (globalThis as unknown as { browser: { commands: { getAll(): Promise<{ name?: string; shortcut?: string }[]> } } }).browser.commands.getAll(),
    );
    expect(commands).toEqual([expect.objectContaining({ name: '_execute_action', shortcut: 'Alt+Shift+U' })]);
  });

  it('refuses what is not an address in the Add box, before any request', async () => {
    const page = await browser.newPage();
    await openExtensionPage(page, `moz-extension://${uuid}/options.html`);
    await page.waitForSelector('#antenna-url');
    await page.type('#antenna-url', 'not a url');
    await page.click('.add-form button[type=submit]');
    await expect.poll(() => page.evaluate(() => document.querySelector('.add [role=alert]')?.textContent ?? '')).toBe(
      'This is not a valid web address. Check it for typos.',
    );
    expect(await page.evaluate(() => document.querySelector('.add [role=status]')?.textContent ?? '')).toBe('');
  });

  it('says so when the browser refuses to show notifications', async () => {
    const page = await browser.newPage();
    await openExtensionPage(page, `moz-extension://${uuid}/options.html`);
    await page.waitForSelector('#setting-notifications');
    // A click from a script is no user input: Firefox refuses to ask, as after a "Don't allow".
    await page.evaluate(() => (document.getElementById('setting-notifications') as HTMLInputElement).click());
    await expect
      .poll(() => page.evaluate(() => document.querySelector('#setting-notifications-state [role=alert]')?.textContent ?? ''))
      .toBe('Notifications stay off: the browser did not give permission to show them.');
    expect(await page.evaluate(() => (document.getElementById('setting-notifications') as HTMLInputElement).checked)).toBe(false);
  });

  it('syncs through storage.sync without a Firefox account: the items stay on this computer and the options page says when', async () => {
    const page = await browser.newPage();
    await openExtensionPage(page, `moz-extension://${uuid}/options.html`);
    await expect.poll(() => page.evaluate(() => document.querySelector('.sync-status')?.textContent ?? ''), { timeout: 20_000 }).toMatch(/^Last synced/);
    const items = await page.evaluate(() => (globalThis as unknown as { browser: { storage: { sync: { get(keys: null): Promise<Record<string, unknown>> } } } }).browser.storage.sync.get(null));
    expect(items['v']).toBe(1);
    expect(await page.evaluate(() => (document.querySelector('#setting-sync') as HTMLInputElement | null)?.checked)).toBe(true);
  });
});
