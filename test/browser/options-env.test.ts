import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mergeLocales } from '../../scripts/build/merge-locales.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { makeSubscription } from '../support/store-test-support.ts';
import { chromiumPath } from './harness.ts';
import type { EnvCall, FakeOptionsSetup } from './options-env-page/main.tsx';

// The options page's components built into an ordinary web page (no extension, so no
// `chrome.*` and no `_locales` of the browser's) and given a fake OptionsEnv in Japanese in an
// English browser: every word and every effect seen here went through the env.
const root = resolve(import.meta.dirname, '../..');
const pageDir = resolve(import.meta.dirname, 'options-env-page');
/** 2026-01-02 09:00 in Tokyo, the zone the browser runs in. */
const NOW = 1_767_312_000;

const japanese = Object.fromEntries(Object.entries(mergeLocales(resolve(root, 'src/_locales')).get('ja') ?? {}).map(([key, value]) => [key, value.message]));

const hina = makeSubscription('http://hina.example/hina.di', {
  title: 'ひなの日記',
  format: 'hina-di',
  recordCount: 1234,
  lastCheck: NOW - 600,
  lastSuccess: NOW - 600,
  nextDue: NOW + 1500,
  added: NOW - 86_400 * 3,
});
const kuma = makeSubscription('http://kuma.example/antenna.lirs.gz', { name: 'くまのアンテナ', recordCount: 12, nextDue: NOW + 60, added: NOW - 86_400 * 2 });
const neko = makeSubscription('https://neko.example/lirs', { title: '猫の手', recordCount: 3, nextDue: NOW + 60, added: NOW - 86_400 });

const setup: FakeOptionsSetup = {
  messages: japanese,
  locale: 'ja',
  now: NOW,
  subscriptions: [hina, kuma, neko],
  deniedHosts: ['kuma.example', 'neko.example'],
  grant: true,
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('the options page with a fake OptionsEnv', () => {
  let outDir: string;
  let server: AntennaServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  const calls = async (name: string): Promise<unknown[][]> =>
    (await page.evaluate(() => globalThis.envCalls)).filter((call: EnvCall) => call.name === name).map((call) => [...call.args]);
  const sent = async (kind: string): Promise<unknown[]> => (await calls('send')).map(([message]) => message).filter((m) => (m as { kind: string }).kind === kind);
  const item = (name: string) => page.getByRole('article', { name });

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'antenna-reader-options-env-'));
    await build({
      configFile: false,
      root: pageDir,
      logLevel: 'warn',
      plugins: [preact()],
      build: { outDir, emptyOutDir: true, target: 'es2022', minify: false, modulePreload: { polyfill: false }, reportCompressedSize: false },
    });
    server = await startAntennaServer();
    for (const file of await filesUnder(outDir)) {
      const type = contentTypes[extname(file)];
      if (type) server.serve(`/${relative(outDir, file)}`, { body: await readFile(file), contentType: type });
    }
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--lang=en-US'] });
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Tokyo', viewport: { width: 900, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
  });

  beforeEach(async () => {
    await page.goto(server.url('/index.html'));
    await page.evaluate((given) => globalThis.showOptions(given), setup);
    await expect.poll(() => page.locator('.subscription').count()).toBe(3);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('runs where there is no extension API at all, with none of src/platform built in', async () => {
    const api = await page.evaluate(() => [typeof chrome.i18n, typeof chrome.permissions, typeof chrome.storage, typeof chrome.runtime?.id]);
    expect(api).toEqual(['undefined', 'undefined', 'undefined', 'undefined']);
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const scripts = (await filesUnder(outDir)).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // webextension-polyfill, which src/platform is built on, would throw this on such a page.
    for (const script of scripts) expect(await readFile(script, 'utf8')).not.toContain('should only be loaded in a browser extension');
  });

  it('lists the store the env gives, in the words of env.t (Japanese in an English browser)', async () => {
    expect(await page.getByRole('heading', { name: '登録中のアンテナ' }).count()).toBe(1);
    const row = item('ひなの日記');
    await expect.poll(() => row.textContent()).toContain('hina-di · サイト数：1,234');
    expect(await row.textContent()).toContain('10分前');
    expect(await row.getByRole('button', { name: '今すぐ確認' }).count()).toBe(1);
    expect(await item('くまのアンテナ').count()).toBe(1);
    const text = await page.locator('body').innerText();
    // A label env.t could not give would show its key; a label from elsewhere, English.
    expect(text).not.toMatch(/\b(options|watch|error)_[A-Za-z]/);
    for (const english of ['Check now', 'Antennas you follow', 'Settings', 'Remove', 'Allow access again']) expect(text).not.toContain(english);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  });

  it('sends Check now as check-now through env.send and says what the reply found', async () => {
    const row = item('ひなの日記');
    await row.getByRole('button', { name: '今すぐ確認' }).click();
    await expect.poll(() => sent('check-now')).toEqual([{ kind: 'check-now', id: hina.id }]);
    await expect.poll(() => row.getByRole('status').textContent()).toBe('更新がありました。');
  });

  it('asks env for the host again from "Allow access again", then checks that antenna', async () => {
    const row = item('くまのアンテナ');
    await expect.poll(() => row.textContent()).toContain('ブラウザの設定でkuma.exampleへのアクセスが取り消された');
    expect(await calls('requestOrigins')).toEqual([]);
    await row.getByRole('button', { name: 'アクセスを再度許可' }).click();
    await expect.poll(() => calls('requestOrigins')).toEqual([[[kuma.url]]]);
    await expect.poll(() => sent('check-now')).toEqual([{ kind: 'check-now', id: kuma.id }]);
    // The env now says the host is granted: the notice goes.
    await expect.poll(() => row.getByRole('button', { name: 'アクセスを再度許可' }).count()).toBe(0);
  });

  it('asks env for every waiting host in one request from the sync section', async () => {
    await page.getByRole('button', { name: 'すべて許可する（2サイト）' }).click();
    await expect.poll(() => calls('requestOrigins')).toEqual([[[kuma.url, neko.url]]]);
    await expect.poll(() => sent('check-now')).toEqual([{ kind: 'check-now' }]);
  });

  it('asks env for the notifications permission before saving the setting', async () => {
    await page.getByLabel('更新があったら通知する').check();
    await expect.poll(() => sent('update-settings')).toEqual([{ kind: 'update-settings', patch: { notifications: true } }]);
    expect(await calls('requestNotifications')).toEqual([[]]);
  });

  it('moves the sync switch at once, and back with a word when the worker refuses', async () => {
    const sync = page.getByRole('checkbox', { name: japanese['options_syncSwitch'] ?? '' });
    await expect.poll(() => sync.isChecked()).toBe(true);
    await sync.uncheck();
    expect(await sync.isChecked()).toBe(false);
    await page.evaluate(() => globalThis.answerSync(false));
    await expect.poll(() => sync.isChecked()).toBe(true);
    await expect.poll(() => page.locator('#sync-heading ~ [role=alert]').textContent()).not.toBe('');
    await sync.uncheck();
    await page.evaluate(() => globalThis.answerSync(true));
    await expect.poll(() => sent('sync-set-enabled')).toHaveLength(2);
    expect(await sync.isChecked()).toBe(false);
  });

  it("saves the OPML through env.saveFile, named by env's clock", async () => {
    await page.getByRole('button', { name: 'OPML で保存' }).click();
    const saved = await calls('saveFile');
    expect(saved.map(([name, , type]) => [name, type])).toEqual([['antenna-reader-2026-01-02.opml', 'text/x-opml; charset=utf-8']]);
    const opml = String(saved[0]?.[1]);
    for (const s of [hina, kuma, neko]) expect(opml).toContain(`xmlUrl="${s.url}"`);
  });

  it('has thrown and logged no error', () => {
    expect(pageErrors).toEqual([]);
  });
});

