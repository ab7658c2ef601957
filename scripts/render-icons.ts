// Renders public/icons/icon.svg to the PNG sizes the manifest names, with Debian's Chromium.
// Run after changing the SVG: `npx tsx scripts/render-icons.ts`; the PNGs are committed.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const dir = resolve(import.meta.dirname, '../public/icons');
const svg = await readFile(resolve(dir, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const size of [16, 32, 48, 128]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
  await page.screenshot({ path: resolve(dir, `icon-${size}.png`), omitBackground: true });
  await page.close();
}
await browser.close();
