import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { distDev, launchExtension, type ExtensionSession } from './harness.ts';
import { lirsGz, nowSeconds, subscribe } from './helpers.ts';

// Notifications in real Chromium: what the options page says while the browser is asked and
// when the permission has gone; and, with the permission held, a poll that finds new sites
// getting as far as the browser's notification. (Headless Chromium leaves its prompt open, so
// the refusal is tried in Firefox: firefox.test.ts.)

/** A gzipped antenna listing `sites`, the first the newest. */
function antennaOf(sites: readonly string[], now = nowSeconds()): Uint8Array {
  return lirsGz(sites.map((url, i) => ({ url, title: `Site ${i}`, lastModified: now - 60 - i, lastDetected: now })));
}

describe('notifications without the permission', () => {
  let session: ExtensionSession;

  beforeAll(async () => {
    session = await launchExtension({ locale: 'en' });
  });

  afterAll(async () => {
    await session?.close();
  });

  it('says that the browser is being asked, at once', async () => {
    const page = await session.openPage('options.html');
    const box = page.getByLabel('Notify me when sites update');
    await box.click();
    // The prompt stays open in a headless browser: the page says what it waits for. The
    // switch moved at the click (it moves back, with the reason, if the browser says no).
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Asking the browser for permission to show notifications' }).count()).toBe(1);
    expect(await box.isChecked()).toBe(true);
    await page.close();
  });

  it('says so when the setting is on but the permission has gone', async () => {
    const set = await session.send<'update-settings'>({ kind: 'update-settings', patch: { notifications: true } });
    expect(set.ok && set.value.notifications).toBe(true);
    const page = await session.openPage('options.html');
    await expect.poll(() => page.getByText('Notifications are on, but the browser does not allow Antenna Reader to show them').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Allow notifications' }).count()).toBe(1);
    expect(await page.getByLabel('Notify me when sites update').isChecked()).toBe(true);
    await page.close();
  });
});

describe('notifications with the permission', () => {
  let server: AntennaServer;
  let session: ExtensionSession;
  let extensionPath: string;

  beforeAll(async () => {
    // The dev build with the notifications permission granted up front, as a user who said
    // yes has it: a test cannot answer the browser's prompt.
    extensionPath = await mkdtemp(join(tmpdir(), 'antenna-reader-notify-'));
    await cp(distDev, extensionPath, { recursive: true });
    const manifestPath = join(extensionPath, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { permissions: string[]; optional_permissions?: string[] };
    manifest.permissions = [...manifest.permissions, 'notifications'];
    manifest.optional_permissions = (manifest.optional_permissions ?? []).filter((name) => name !== 'notifications');
    await writeFile(manifestPath, JSON.stringify(manifest));
    server = await startAntennaServer();
    session = await launchExtension({ locale: 'en', extensionPath });
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
    await rm(extensionPath, { recursive: true, force: true });
  });

  it('shows one notification when a check finds new sites', async () => {
    server.serve('/n.lirs.gz', { body: antennaOf(['http://a.example.jp/']), contentType: 'application/x-gzip' });
    const page = await session.openPage('options.html');
    // Stays unticked until the browser has said yes and the setting is saved.
    await page.getByLabel('Notify me when sites update').click();
    await expect.poll(() => page.getByLabel('Notify me when sites update').isChecked()).toBe(true);
    expect(await page.getByText('Notifications are on, but').count()).toBe(0);

    await subscribe(session, server.url('/n.lirs.gz'));
    await expect.poll(() => session.worker.evaluate(() => chrome.notifications.getAll().then((all) => Object.keys(all)))).toEqual(['antenna-reader-new']);
    await session.worker.evaluate(() => chrome.notifications.clear('antenna-reader-new'));

    // Nothing new: no notification.
    await session.send<'check-now'>({ kind: 'check-now' });
    expect(await session.worker.evaluate(() => chrome.notifications.getAll().then((all) => Object.keys(all)))).toEqual([]);

    // Two more sites: one notification again.
    server.serve('/n.lirs.gz', { body: antennaOf(['http://b.example.jp/', 'http://c.example.jp/', 'http://a.example.jp/']), contentType: 'application/x-gzip' });
    await session.send<'check-now'>({ kind: 'check-now' });
    await expect.poll(() => session.worker.evaluate(() => chrome.notifications.getAll().then((all) => Object.keys(all)))).toEqual(['antenna-reader-new']);
    expect(session.pageErrors).toEqual([]);
  });
});
