// `npm start`: builds the extension, serves the bundled demo antennas on 127.0.0.1, and opens
// Chromium with the extension loaded and the demo antennas subscribed. With no display it runs
// headless, writes screenshots of the popup and the options page, and exits.
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { demoAntenna, demoNames, moreAntenna } from './demo/demo-antenna.ts';
import { startAntennaServer } from '../test/server/antenna-server.ts';
import { launchExtension } from '../test/browser/harness.ts';

const root = resolve(import.meta.dirname, '..');
const headless = !process.env.DISPLAY;
const shots = resolve(root, 'screenshots/start');

execFileSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'dev', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});

const server = await startAntennaServer();
const files = demoAntenna(Math.floor(Date.now() / 1000), server.origin);
server.serve('/antenna/sites.lirs.gz', { body: files.lirsGz, contentType: 'application/x-gzip' });
server.serve('/hina/hina.di', { body: files.hinadi, contentType: 'text/plain; charset=EUC-JP' });
server.serve('/more/more.lirs', { body: moreAntenna(Math.floor(Date.now() / 1000), server.origin), contentType: 'text/plain; charset=EUC-JP' });
console.log(`Demo antennas served at ${server.url('/antenna/sites.lirs.gz')}, ${server.url('/hina/hina.di')} and ${server.url('/more/more.lirs')}`);

const session = await launchExtension({ headless });
const demo = [
  { url: server.url('/antenna/sites.lirs.gz'), name: demoNames.en.lirs },
  { url: server.url('/hina/hina.di'), name: demoNames.en.hinadi },
  { url: server.url('/more/more.lirs'), name: demoNames.en.more },
];
for (const { url, name } of demo) {
  const reply = await session.send({ kind: 'add-subscription', url });
  if (!reply.ok) throw new Error(`could not subscribe to ${url}: ${reply.error}`);
  // LIRS and hina-di files carry no title of their own: named as a user names them on the
  // options page (Rename).
  await session.send({ kind: 'update-subscription', id: reply.value.id, patch: { name } });
  console.log(`Subscribed: ${name} <${url}> — ${reply.value.recordCount} sites`);
}
console.log(`Badge: ${(await session.badge()) || '(empty)'}`);

const popup = await session.openPage('popup.html');
const options = await session.openPage('options.html');
if (headless) {
  await mkdir(shots, { recursive: true });
  await popup.setViewportSize({ width: 400, height: 580 });
  await popup.waitForSelector('a[href^="http"]', { timeout: 10_000 });
  await popup.screenshot({ path: resolve(shots, 'popup.png'), fullPage: true });
  await options.setViewportSize({ width: 1000, height: 900 });
  await options.screenshot({ path: resolve(shots, 'options.png'), fullPage: true });
  console.log(`Screenshots of the popup and the options page: ${shots}/popup.png, ${shots}/options.png`);
  await session.close();
  await server.close();
} else {
  await popup.bringToFront();
  console.log('Chromium is open with Antenna Reader loaded; close it (or press Ctrl+C) to stop.');
  session.context.on('close', () => void server.close().then(() => process.exit(0)));
  process.on('SIGINT', () => void session.close().then(() => server.close()).then(() => process.exit(0)));
}
