// Before the browser tests (and npm start): make sure Debian's Chromium, Firefox ESR and a
// Japanese font are here. As root on Debian they are installed; otherwise the exact command
// is printed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needs: { path: string; pkg: string }[] = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  { path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  { path: '/usr/share/fonts/opentype/ipafont-gothic', pkg: 'fonts-ipafont-gothic' },
];
// `check-browser.ts chromium` (npm start) needs only Chromium and the font; the tests need all.
const only = process.argv.slice(2);
const wanted = only.length > 0 ? needs.filter((need) => need.pkg !== 'firefox-esr' || only.includes('firefox-esr')) : needs;
const missing = wanted.filter((need) => !existsSync(need.path)).map((need) => need.pkg);
if (missing.length > 0) {
  const command = `apt-get install -y ${missing.join(' ')}`;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing ${missing.join(', ')} for the browser tests: ${command}`);
    execFileSync('/bin/sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${command}`], { stdio: 'inherit' });
  } else {
    console.error(`Antenna Reader needs ${missing.join(', ')} here. Install with:\n  sudo apt-get update && sudo ${command}`);
    process.exit(1);
  }
}
