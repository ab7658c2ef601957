import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLirs } from '../../src/formats/lirs/encode-lirs.ts';
import { blankRecord } from '../support/blank-record.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { nowSeconds, subscriptions } from './helpers.ts';
import { openToolbarPopup, type ToolbarPopup } from './toolbar-popup.ts';

// "On this page": the real toolbar popup, opened over a served tab, offers what the page links
// to (or the file it shows) and subscribes or watches through the worker, in real Chromium.
const screenshots = resolve(import.meta.dirname, '../../screenshots');

function serveTestWeb(server: AntennaServer): void {
  const now = nowSeconds();
  const records = ['一郎の日記', '花子の雑記帳'].map((title, i) =>
    blankRecord({ url: `${server.origin}/site${i}/`, title, lastModified: now - 3600 * (i + 1), lastDetected: now - 60 }),
  );
  server.serve('/antenna/antenna.lirs', { body: encodeLirs(records), contentType: 'text/plain; charset=EUC-JP' });
  server.serve('/diary/atom.xml', {
    body: `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>ひやの日記</title><id>urn:x</id><updated>2026-11-01T00:00:00Z</updated></feed>`,
    contentType: 'application/atom+xml',
  });
  server.serve('/diary/', {
    body: `<!doctype html><html><head><meta charset="utf-8"><title>ひやの日記</title>
      <link rel="alternate" type="application/atom+xml" title="日記のAtom" href="atom.xml"></head>
      <body><h1>ひやの日記</h1><p><a href="/antenna/antenna.lirs">友達のアンテナ</a></p>
      <p><a href="javascript:alert(1)//x.lirs">危ない</a> <a href="file:///etc/a.lirs">手元</a></p></body></html>`,
    contentType: 'text/html; charset=utf-8',
  });
  server.serve('/plain/', {
    body: '<!doctype html><html><head><meta charset="utf-8"><title>ただのページ</title></head><body><p>今日は晴れ。</p></body></html>',
    contentType: 'text/html; charset=utf-8',
  });
  // A one-page PDF: the tab shows the browser's viewer, not a page.
  server.serve('/paper.pdf', {
    body: '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    contentType: 'application/pdf',
  });
  const many = Array.from({ length: 200 }, (_, i) => `<link rel="alternate" type="application/rss+xml" title="Feed ${i}" href="/feeds/${i}.rss">`).join('');
  server.serve('/many/', { body: `<!doctype html><html><head><title>Many</title>${many}</head><body></body></html>`, contentType: 'text/html; charset=utf-8' });
}

describe('On this page, in the toolbar popup over a tab', () => {
  let server: AntennaServer;
  let session: ExtensionSession;
  let tab: Page;
  let popup: ToolbarPopup | null = null;

  const over = async (url: string): Promise<ToolbarPopup> => {
    await popup?.close();
    await tab.goto(url);
    popup = await openToolbarPopup(session, tab);
    return popup;
  };
  const sectionText = (p: ToolbarPopup) => p.evaluate<string>(`document.querySelector('.on-page')?.innerText ?? document.querySelector('.on-page-note')?.innerText ?? ''`);

  beforeAll(async () => {
    server = await startAntennaServer();
    serveTestWeb(server);
    session = await launchExtension();
    tab = await session.context.newPage();
    await mkdir(screenshots, { recursive: true });
  });

  afterAll(async () => {
    await popup?.close();
    await session?.close();
    await server?.close();
  });

  it('offers the antenna and the feed a diary links to, and Watch this page; Subscribe follows the antenna and its sites appear', async () => {
    const served = server.requestsFor('/diary/').length;
    const p = await over(server.url('/diary/'));
    await expect.poll(() => sectionText(p)).toContain('友達のアンテナ');
    const text = await sectionText(p);
    expect(text).toContain('日記のAtom');
    expect(text).toContain('Watch this page');
    expect(text).not.toContain('危ない');
    expect(text).not.toContain('手元');
    // The page was read in the tab: opening the popup fetched nothing more from the site.
    expect(server.requestsFor('/diary/').length).toBe(served + 1);
    expect(server.requestsFor('/antenna/antenna.lirs')).toHaveLength(0);

    await p.clickButton('Subscribe to 友達のアンテナ');
    await expect.poll(() => p.text(), { timeout: 20_000 }).toContain('Subscribed to');
    await expect.poll(() => p.text(), { timeout: 20_000 }).toContain('一郎の日記');
    expect(await p.text()).toContain('花子の雑記帳');
    await expect.poll(() => sectionText(p)).toContain('Already following');
    expect((await subscriptions(session)).map((s) => s.url)).toContain(server.url('/antenna/antenna.lirs'));
  });

  it('watches a page that links nothing', async () => {
    const p = await over(server.url('/plain/'));
    await expect.poll(() => sectionText(p)).toContain('ただのページ');
    expect(await sectionText(p)).not.toContain('Subscribe');
    await p.clickButton('Watch this page');
    await expect.poll(() => p.text(), { timeout: 20_000 }).toContain('Now watching');
    const watched = (await subscriptions(session)).find((s) => s.url === server.url('/plain/'));
    expect(watched?.kind).toBe('page');
    await expect.poll(() => sectionText(p)).toContain('You are watching this page');
  });

  it('offers a LIRS file opened in the tab as itself, already followed here', async () => {
    const p = await over(server.url('/antenna/antenna.lirs'));
    await expect.poll(() => sectionText(p)).toContain('This LIRS file');
    expect(await sectionText(p)).toContain('Already following');
    expect(await sectionText(p)).not.toContain('Watch this page');
  });

  it('offers an Atom file opened in the tab, and subscribes to it', async () => {
    const p = await over(server.url('/diary/atom.xml'));
    await expect.poll(() => sectionText(p)).toContain('Atom');
    await p.clickButton('Subscribe');
    await expect.poll(() => p.text(), { timeout: 20_000 }).toContain('Subscribed to');
    expect((await subscriptions(session)).map((s) => s.url)).toContain(server.url('/diary/atom.xml'));
  });

  it('lists three of a page linking 200 feeds, the next 47 behind More, and says how many are left out', async () => {
    const p = await over(server.url('/many/'));
    await expect.poll(() => sectionText(p)).toContain('Feed 0');
    expect(await p.evaluate<number>(`document.querySelectorAll('.on-page-offer').length`)).toBe(4);
    await p.clickButton('47 more');
    await expect.poll(() => p.evaluate<number>(`document.querySelectorAll('.on-page-offer').length`)).toBe(51);
    expect(await sectionText(p)).toContain('The page links 150 more');
    // The focus moved to the first offer "more" showed, so a keyboard user goes on from there.
    expect(await p.evaluate<string>(`document.activeElement?.innerText ?? ''`)).toContain('Feed 3');
  });

  it('says nothing over a browser page, and the rows still show', async () => {
    const p = await over('chrome://version/');
    await expect.poll(() => p.text()).toContain('一郎の日記');
    expect(await p.evaluate<number>(`document.querySelectorAll('.on-page, .on-page-note').length`)).toBe(0);
  });

  it('says in plain words that a page which failed to load cannot be read', async () => {
    const closed = await startAntennaServer();
    const url = closed.url('/gone/');
    await closed.close();
    const p = await over(url).catch(async () => openToolbarPopup(session, tab));
    await expect.poll(() => sectionText(p)).toContain('cannot be read');
    expect(await p.text()).toContain('一郎の日記');
  });

  it('says a PDF in the tab is a file, not a page to follow', async () => {
    const p = await over(server.url('/paper.pdf'));
    await expect.poll(() => p.text()).toContain('一郎の日記');
    await expect.poll(() => sectionText(p)).toMatch(/not a page that can be followed|cannot be read/);
  });

  it('puts its two items in the context menu, and hands the chosen address to the Add field of the options page', async () => {
    // \`update\` refuses an item that does not exist: both are there.
    await session.worker.evaluate(async () => {
      await chrome.contextMenus.update('subscribe-link', {});
      await chrome.contextMenus.update('watch-page', {});
    });
    const url = server.url('/antenna/other.lirs');
    const options = await session.openPage(`options.html#add=${encodeURIComponent(url)}`);
    await expect.poll(() => options.getByLabel('Antenna URL').inputValue()).toBe(url);
    await options.close();
  });

  it('photographs a fresh popup over each kind of page', async () => {
    for (const [name, path] of [['diary', '/diary/'], ['plain', '/plain/'], ['lirs-file', '/antenna/antenna.lirs'], ['many', '/many/']] as const) {
      const p = await over(server.url(path));
      await expect.poll(() => p.evaluate<number>(`document.querySelectorAll('.on-page').length`)).toBe(1);
      await p.screenshot(resolve(screenshots, `on-this-page-${name}-en-light.png`));
    }
  });

  it('leaves no error in any extension page', () => {
    expect(session.pageErrors).toEqual([]);
  });
});

describe('On this page in Japanese and in the dark, from the keyboard', () => {
  for (const [locale, colorScheme] of [['ja', 'light'], ['ja', 'dark'], ['en', 'dark']] as const) {
    it(`${locale} ${colorScheme}: offers 購読 / Subscribe and このページを見張る / Watch this page, reached and pressed by keyboard`, async () => {
      const server = await startAntennaServer();
      serveTestWeb(server);
      const session = await launchExtension({ locale, colorScheme });
      try {
        const tab = await session.context.newPage();
        const shoot = async (name: string, path: string): Promise<ToolbarPopup> => {
          await tab.goto(server.url(path));
          const p = await openToolbarPopup(session, tab, { colorScheme });
          await expect.poll(() => p.evaluate<number>(`document.querySelectorAll('.on-page').length`)).toBe(1);
          expect(await p.evaluate<boolean>(`matchMedia('(prefers-color-scheme: dark)').matches`)).toBe(colorScheme === 'dark');
          await p.screenshot(resolve(screenshots, `on-this-page-${name}-${locale}-${colorScheme}.png`));
          return p;
        };
        for (const [name, path] of [['plain', '/plain/'], ['lirs-file', '/antenna/antenna.lirs'], ['many', '/many/']] as const) {
          await (await shoot(name, path)).close();
        }
        const p = await shoot('diary', '/diary/');
        const subscribe = locale === 'ja' ? '購読' : 'Subscribe';
        expect(await p.text()).toContain(locale === 'ja' ? 'このページを見張る' : 'Watch this page');
        // Tab from the top of the popup reaches the first Subscribe; Enter presses it.
        await expect
          .poll(async () => {
            await p.press('Tab');
            return p.evaluate<string>(`document.activeElement?.textContent ?? ''`);
          }, { timeout: 10_000 })
          .toBe(subscribe);
        await p.press('Enter');
        await expect.poll(() => p.text(), { timeout: 20_000 }).toContain('一郎の日記');
        await expect.poll(() => p.text()).toContain(locale === 'ja' ? '購読中' : 'Already following');
        await p.close();
        expect(session.pageErrors).toEqual([]);
      } finally {
        await session.close();
        await server.close();
      }
    });
  }
});
