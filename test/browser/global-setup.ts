import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { firefoxDist } from './firefox-support.ts';
import { chromiumPath, distDev } from './harness.ts';

const root = resolve(import.meta.dirname, '../..');

/** `vite build --mode <mode>`, into that mode's tree. */
function build(mode: 'dev' | 'firefox'): void {
  execFileSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', mode, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

/**
 * Builds `dist/dev` and `dist/firefox` once for the browser tests (set ANTENNA_READER_NO_BUILD=1
 * to reuse existing builds): test files run side by side, and a build empties the tree another
 * file may be loading. Checks that Debian's Chromium is there (the Firefox tests check for
 * Firefox ESR).
 */
export default function setup(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium is not installed at ${chromiumPath}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  }
  const built = existsSync(resolve(distDev, 'manifest.json')) && existsSync(resolve(firefoxDist, 'manifest.json'));
  if (process.env.ANTENNA_READER_NO_BUILD === '1' && built) return;
  build('dev');
  build('firefox');
}
