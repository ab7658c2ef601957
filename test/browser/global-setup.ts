import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildForFirefox, firefoxDist } from './firefox-support.ts';
import { chromiumPath } from './harness.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * Builds `dist/dev` and `dist/firefox` once for the browser tests, which run side by side (set
 * ANTENNA_READER_NO_BUILD=1 to reuse existing builds), and checks that Debian's Chromium is
 * there (the Firefox tests check for Firefox ESR).
 */
export default function setup(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium is not installed at ${chromiumPath}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  }
  if (process.env.ANTENNA_READER_NO_BUILD === '1' && existsSync(resolve(root, 'dist/dev/manifest.json')) && existsSync(resolve(firefoxDist, 'manifest.json'))) return;
  execFileSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'dev', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  buildForFirefox();
}
