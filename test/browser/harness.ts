import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import type { MessageKind, MessageMap, Reply } from '../../src/messages/messages.ts';
import { storeShown } from './helpers.ts';

export const distDev = resolve(import.meta.dirname, '../../dist/dev');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LaunchOptions {
  /** Browser UI language: decides which `_locales` the extension shows. */
  readonly locale?: 'en' | 'ja';
  readonly colorScheme?: 'light' | 'dark';
  /** Reuse a profile (to test a browser restart with data in it); a fresh one by default. */
  readonly userDataDir?: string;
  /** Extension tree to load; `dist/dev` by default. */
  readonly extensionPath?: string;
  /** Run without a window (default); `npm start` opens one when there is a display. */
  readonly headless?: boolean;
  /**
   * The browser window's size, its pages not emulating a viewport. By default pages emulate a
   * 420 × 600 viewport, in a window 500 px wide where the toolbar popup is squeezed to 298 px;
   * a benchmark timing the toolbar popup gives the window a desktop's size, where the popup has
   * its own width, 400 px, as in a user's browser.
   */
  readonly window?: { readonly width: number; readonly height: number };
}

export interface ExtensionSession {
  readonly context: BrowserContext;
  readonly extensionId: string;
  /** The extension's service worker (Playwright keeps the handle across worker restarts). */
  readonly worker: Worker;
  readonly userDataDir: string;
  /**
   * Opens an extension page (`popup.html`, `options.html`) in a new tab. The popup is returned
   * once it shows the store's read (`storeShown`), not the first screen the last popup kept,
   * unless `kept` (a test of the kept screen itself).
   */
  openPage(path: string, options?: { readonly kept?: boolean }): Promise<Page>;
  /** Sends a typed message to the worker from an extension page, as the popup does. */
  send<K extends MessageKind>(message: MessageMap[K]['request'] & { kind: K }): Promise<Reply<K>>;
  /** The toolbar badge's text, read through the worker. */
  badge(): Promise<string>;
  /** Stops the service worker, as the browser does when it is idle (or kills it). */
  stopWorker(): Promise<void>;
  /**
   * Closes the extension page that carries `send` and `stopWorker` (the next call opens it
   * again). It is a popup.html with every site in it, in the renderer process all of the
   * extension's pages share, and Chromium draws it again whenever closing a tab brings it
   * forward: a benchmark timing how soon a page shows closes it first, as no such page stands
   * behind a user's popup.
   */
  closeBridge(): Promise<void>;
  /** Errors printed to any extension page's console or thrown in it, since launch. */
  readonly pageErrors: string[];
  /** Closes the browser; removes the profile unless `keepProfile`. */
  close(options?: { keepProfile?: boolean }): Promise<void>;
}

/**
 * Launches Debian's Chromium (headless) with the built extension loaded, waits for its
 * service worker, and returns handles for driving it. See ../shared/BROWSER-TESTING.md.
 */
export async function launchExtension(options: LaunchOptions = {}): Promise<ExtensionSession> {
  const extensionPath = options.extensionPath ?? distDev;
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'antenna-reader-profile-')));
  const locale = options.locale ?? 'en';
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: options.headless ?? true,
    locale,
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.window === undefined ? { width: 420, height: 600 } : null,
    ignoreDefaultArgs: ['--disable-extensions'],
    env: { ...process.env, LANGUAGE: locale, LANG: locale === 'ja' ? 'ja_JP.UTF-8' : 'en_US.UTF-8' },
    args: [
      `--disable-extensions-except=${extensionPath}`,
      `--load-extension=${extensionPath}`,
      `--lang=${locale}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.window === undefined ? [] : [`--window-size=${options.window.width},${options.window.height}`]),
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
  const extensionId = new URL(worker.url()).host;
  const pageErrors: string[] = [];
  const base = `chrome-extension://${extensionId}/`;
  let bridge: Page | null = null;

  /** The newest open tab but the message bridge: the one a test drives, kept in front. */
  const front = (): Page | undefined => context.pages().filter((page) => page !== bridge && !page.isClosed()).at(-1);
  const openPage = async (path: string, pageOptions: { readonly kept?: boolean } = {}): Promise<Page> => {
    const page = await context.newPage();
    // Closing the tab in front brings a neighbour forward, maybe the bridge: bring the newest
    // tab left forward instead, which Chromium would otherwise stop drawing.
    page.on('close', () => void front()?.bringToFront().catch(() => undefined));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`${path}: ${message.text()}`);
    });
    page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`));
    await page.goto(base + path);
    if (path === 'popup.html' && pageOptions.kept !== true) await storeShown(page);
    return page;
  };

  const bridgePage = async (): Promise<Page> => {
    if (!bridge || bridge.isClosed()) {
      // A new tab comes to the front: the page the test drives would be hidden behind it,
      // where Chromium draws no frames, and every click would wait on its stability check.
      const driven = front();
      bridge = await context.newPage();
      await bridge.goto(base + 'popup.html');
      await driven?.bringToFront();
    }
    return bridge;
  };

  return {
    context,
    extensionId,
    worker,
    userDataDir,
    pageErrors,
    openPage,
    async send(message) {
      const page = await bridgePage();
      return page.evaluate((m) => chrome.runtime.sendMessage(m), message as unknown) as Promise<never>;
    },
    badge: () => worker.evaluate(() => chrome.action.getBadgeText({})),
    async stopWorker() {
      const page = await bridgePage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await cdp.detach();
    },
    async closeBridge() {
      const page = bridge;
      bridge = null;
      if (page && !page.isClosed()) await page.close();
    },
    async close(closeOptions = {}) {
      await context.close();
      if (!closeOptions.keepProfile && !options.userDataDir) {
        await rm(userDataDir, { recursive: true, force: true });
      }
    },
  };
}
