import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';

const root = resolve(import.meta.dirname, '../..');
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** The Firefox build, as published (the browser tests' global setup builds it). */
export const firefoxDist = resolve(root, 'dist/firefox');
export const geckoId = (
  JSON.parse(readFileSync(resolve(root, 'manifest.json'), 'utf8')) as {
    browser_specific_settings: { gecko: { id: string } };
  }
).browser_specific_settings.gecko.id;

/** Throws, saying how to install it, where Firefox ESR is missing. */
export function requireFirefox(): void {
  if (!existsSync(firefoxPath)) {
    throw new Error(`Firefox is not installed at ${firefoxPath}: run \`sudo apt-get install -y firefox-esr\` (or set FIREFOX_PATH).`);
  }
}

/** Waits for a moz-extension page: `page.goto` never resolves there, so poll the document. */
export async function openExtensionPage(page: Page, url: string): Promise<void> {
  void page.goto(url).catch(() => undefined);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const state = await page
      .evaluate(() => [location.href, document.readyState] as const)
      .catch(() => ['', ''] as const);
    if (state[0] === url && state[1] === 'complete') return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not load`);
}
