import { randomUUID } from 'node:crypto';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { firefoxDist, firefoxPath, geckoId, openExtensionPage, requireFirefox } from './firefox-support.ts';

// "On this page" and the context menu in Firefox ESR, whose activeTab and menus differ from
// Chromium's. The toolbar popup is opened with `action.openPopup()` (allowed without a click by
// a test pref) and read through `extension.getViews({type: 'popup'})`, as puppeteer lists no
// popup. Host access to the loopback server, granted once from a real click (optional
// permission prompts off), stands in for the `activeTab` grant a click on the button gives.
describe('On this page in Firefox ESR', () => {
  let browser: Browser;
  let server: AntennaServer;
  let options: Page;
  const uuid = randomUUID();

  const extensionBrowser = 'globalThis.browser';
  const popupText = () =>
    options.evaluate(`${extensionBrowser}.extension.getViews({ type: 'popup' }).map((view) => view.document.body.innerText).join('\\n')`) as Promise<string>;

  beforeAll(async () => {
    requireFirefox();
    server = await startAntennaServer();
    server.serve('/diary/', {
      body: `<!doctype html><html><head><meta charset="utf-8"><title>ひやの日記</title>
        <link rel="alternate" type="application/atom+xml" title="日記のAtom" href="atom.xml"></head>
        <body><a href="/antenna/antenna.lirs">友達のアンテナ</a></body></html>`,
      contentType: 'text/html; charset=utf-8',
    });
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath,
      headless: true,
      args: ['--remote-allow-system-access'],
      extraPrefsFirefox: {
        'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: uuid }),
        'extensions.openPopupWithoutUserGesture.enabled': true,
        'extensions.webextOptionalPermissionPrompts': false,
      },
    });
    await browser.installExtension(firefoxDist);
    options = await browser.newPage();
    await openExtensionPage(options, `moz-extension://${uuid}/options.html`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('puts "Subscribe with Antenna Reader" and "Watch this page" in the context menu', async () => {
    // `update` refuses an item that does not exist.
    await expect
      .poll(() =>
        options.evaluate(`Promise.all(['subscribe-link', 'watch-page'].map((id) => ${extensionBrowser}.contextMenus.update(id, {}))).then(() => 'both', String)`),
      )
      .toBe('both');
  });

  it('opens the toolbar popup over a diary and offers its antenna, its feed and Watch this page', async () => {
    await options.evaluate(`(() => {
      const button = document.createElement('button');
      button.id = 'grant';
      button.onclick = () => ${extensionBrowser}.permissions.request({ origins: ['http://127.0.0.1/*'] }).then((granted) => { button.textContent = String(granted); });
      document.body.prepend(button);
    })()`);
    await options.click('#grant');
    await expect.poll(() => options.evaluate(`document.getElementById('grant').textContent`)).toBe('true');
    const tab = await browser.newPage();
    await tab.goto(server.url('/diary/'));
    await tab.bringToFront();
    expect(await options.evaluate(`${extensionBrowser}.action.openPopup().then(() => 'open', String)`)).toBe('open');
    await expect.poll(popupText).toContain('友達のアンテナ');
    const text = await popupText();
    expect(text).toContain('日記のAtom');
    expect(text).toContain('Watch this page');
    // Read in the tab: the antenna was not fetched for the offer.
    expect(server.requestsFor('/antenna/antenna.lirs')).toHaveLength(0);
  });
});
