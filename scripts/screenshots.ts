// `npm run screenshots`: builds the extension and photographs the popup and the options page
// in English and Japanese, light and dark, with 20 sites (the demo antennas) and with 20,000
// (the demo plus a big generated antenna), into screenshots/ (not tracked). With
// `--update-readme` it also copies the English light popup at 20 sites to docs/popup.png, the
// README's picture.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { bigAntenna, demoAntenna, demoNames, demoSiteList, moreAntenna, moreSiteList } from './demo/demo-antenna.ts';
import { normalizeUrl } from '../src/http/normalize-url.ts';
import { startAntennaServer } from '../test/server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from '../test/browser/harness.ts';
import type { Subscription } from '../src/core/subscription.ts';

const root = resolve(import.meta.dirname, '..');
const shots = resolve(root, 'screenshots');
const updateReadme = process.argv.includes('--update-readme');
/** The demo's twelve sites and the third antenna's eight. */
const DEMO_SITES = 20;
const BIG_SITES = 20_000;

// A reader in Japan: the browser's zone decides how a site without a zone is shown.
process.env.TZ = 'Asia/Tokyo';

execFileSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'dev', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
await mkdir(shots, { recursive: true });

const server = await startAntennaServer();
const now = Math.floor(Date.now() / 1000);
const demo = demoAntenna(now, server.origin);
server.serve('/antenna/sites.lirs.gz', { body: demo.lirsGz, contentType: 'application/x-gzip' });
server.serve('/hina/hina.di', { body: demo.hinadi, contentType: 'text/plain; charset=EUC-JP' });
server.serve('/more/more.lirs', { body: moreAntenna(now, server.origin), contentType: 'text/plain; charset=EUC-JP' });
server.serve('/big/big.lirs.gz', { body: bigAntenna(now, BIG_SITES - DEMO_SITES), contentType: 'application/x-gzip' });

async function subscribe(session: ExtensionSession, path: string, name: string): Promise<Subscription> {
  const url = server.url(path);
  const added = await session.send<'add-subscription'>({ kind: 'add-subscription', url });
  if (!added.ok) throw new Error(`could not subscribe to ${url}: ${added.error}`);
  // Named as a user names an antenna on the options page (Rename).
  const named = await session.send<'update-subscription'>({ kind: 'update-subscription', id: added.value.id, patch: { name } });
  if (!named.ok) throw new Error(`could not name ${url}: ${named.error}`);
  return named.value;
}

/** Waits until the store holds `count` sites: the popup's first screen is then the real one. */
async function waitForSites(session: ExtensionSession, count: number): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const status = await session.send<'status'>({ kind: 'status' });
    const stored = status.ok ? status.value.subscriptions.reduce((sum, s) => sum + s.recordCount, 0) : 0;
    if (stored >= count) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the store did not reach ${count} records`);
}

async function photograph(page: Page, name: string, fullPage: boolean): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const path = resolve(shots, `${name}-${colorScheme}.png`);
    await page.screenshot({ path, fullPage });
    console.log(path);
  }
}

for (const locale of ['en', 'ja'] as const) {
  for (const size of [DEMO_SITES, BIG_SITES]) {
    const session = await launchExtension({ locale });
    try {
      const names = demoNames[locale];
      await subscribe(session, '/antenna/sites.lirs.gz', names.lirs);
      await subscribe(session, '/hina/hina.di', names.hinadi);
      await subscribe(session, '/more/more.lirs', names.more);
      // The user has opened the sites that changed more than an hour ago: the rest are new.
      for (const site of [...demoSiteList, ...moreSiteList].filter((s) => s.minutesAgo > 60)) {
        await session.send<'mark-seen'>({ kind: 'mark-seen', key: normalizeUrl(site.url), lastModified: now - site.minutesAgo * 60 });
      }
      if (size === BIG_SITES) await subscribe(session, '/big/big.lirs.gz', names.big);
      // The demo's four shared sites are one row each: the stored records are more than the sites.
      await waitForSites(session, size === BIG_SITES ? BIG_SITES - DEMO_SITES + 24 : 24);

      const popup = await session.openPage('popup.html');
      await popup.setViewportSize({ width: 400, height: 580 });
      await popup.locator('.site-row').nth(9).waitFor();
      await photograph(popup, `popup-${locale}-${size}`, false);
      if (size === DEMO_SITES) {
        // The end of the list: the site whose antenna gave no zone, and the stale one.
        await popup.locator('.list-scroller').evaluate((list) => list.scrollTo(0, list.scrollHeight));
        await popup.locator('.site-row', { hasText: moreSiteList.at(-1)!.title! }).waitFor();
        await photograph(popup, `popup-${locale}-${size}-end`, false);
      }

      const options = await session.openPage('options.html');
      await options.setViewportSize({ width: 900, height: 900 });
      await options.locator('.subscription').nth(size === BIG_SITES ? 3 : 2).waitFor();
      if (size === DEMO_SITES) {
        // One antenna being renamed, to show the name field too.
        await options.locator('.subscription').nth(2).locator('.rename-button').click();
        await options.locator('.rename input').waitFor();
      }
      await photograph(options, `options-${locale}-${size}`, true);
    } finally {
      await session.close();
    }
  }
}
await server.close();

if (updateReadme) {
  await copyFile(resolve(shots, `popup-en-${DEMO_SITES}-light.png`), resolve(root, 'docs/popup.png'));
  console.log('docs/popup.png updated');
}
