/**
 * `npm run bench:popup`: the popup phase of `npm run bench` alone (its figures, as the whole
 * bench prints them), for working on the popup's first paint without waiting for the rest.
 * Builds the dev tree into a temp directory of its own, stores the same 20,000-record and
 * 20-record antennas in fresh profiles: first the toolbar popup's budgets, in two Chromiums
 * nothing attaches to as the popup opens, then the popups opened in alternation by Playwright.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchExtension, type ExtensionSession } from '../browser/harness.ts';
import { largeLirsGz, largeRecords } from '../fixtures/large-antenna.ts';
import { startAntennaServer } from '../server/antenna-server.ts';
import { buildExtension } from './build-extension.ts';
import { bundleForBrowser } from './bundle-for-browser.ts';
import { RECORDS } from './chromium-figures.ts';
import { formatFigure } from './figure.ts';
import { benchPopup, DESKTOP_WINDOW, expectedMatches, WEB_PAGE, writeBenchPages } from './popup-figures.ts';
import { benchToolbarPopup } from './toolbar-popup-figures.ts';

const SMALL = 20;
const now = Math.floor(Date.now() / 1000);
const work = await mkdtemp(join(tmpdir(), 'antenna-bench-popup-'));
const sessions: ExtensionSession[] = [];
const server = await startAntennaServer();
let failed = false;
console.log(
  `Antenna Reader popup bench, ${new Date().toISOString()}: ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
try {
  const devTree = join(work, 'dev');
  await buildExtension('dev', devTree);
  writeBenchPages(devTree, await bundleForBrowser('test/bench/popup-probe.ts', 'iife'));
  server.serve('/big/antenna.lirs.gz', { body: largeLirsGz(RECORDS, { now, label: 'bench' }), contentType: 'application/x-gzip' });
  server.serve('/small/antenna.lirs.gz', { body: largeLirsGz(SMALL, { now, label: 'small' }), contentType: 'application/x-gzip' });
  server.serve('/page.html', { body: WEB_PAGE, contentType: 'text/html; charset=utf-8' });
  // The budgets' opens first, as `npm run bench` makes them: while no other browser runs.
  const toolbar = await benchToolbarPopup(
    devTree,
    { big: server.url('/big/antenna.lirs.gz'), small: server.url('/small/antenna.lirs.gz') },
    { big: RECORDS, small: SMALL },
    server.url('/page.html'),
    DESKTOP_WINDOW,
    performance.now() + 120_000,
  );
  for (const figure of toolbar) console.log(formatFigure(figure));
  const [big, small] = await Promise.all([launchExtension({ extensionPath: devTree, window: DESKTOP_WINDOW }), launchExtension({ extensionPath: devTree, window: DESKTOP_WINDOW })]);
  sessions.push(big, small);
  const [bigAdded, smallAdded] = await Promise.all([
    big.send({ kind: 'add-subscription', url: server.url('/big/antenna.lirs.gz') }),
    small.send({ kind: 'add-subscription', url: server.url('/small/antenna.lirs.gz') }),
  ]);
  if (!bigAdded.ok || !smallAdded.ok) throw new Error('adding the antennas failed');
  const bigMatches = expectedMatches(largeRecords(RECORDS, { now, label: 'bench' }));
  const figures = await benchPopup(small, big, { small: SMALL, big: RECORDS, bigMatches }, server.url('/page.html'), performance.now() + 120_000);
  for (const figure of figures) console.log(formatFigure(figure));
} catch (error) {
  failed = true;
  console.log(`ERROR ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await Promise.allSettled(sessions.map((session) => session.close()));
  await server.close();
  await rm(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
