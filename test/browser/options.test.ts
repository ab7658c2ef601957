import { mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAntenna } from '../../src/formats/decode-antenna.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { enterAntennaUrl, eucJp, lirsGz, nowSeconds, subscribe, subscriptions } from './helpers.ts';
import { runAxe } from './run-axe.ts';

const root = resolve(import.meta.dirname, '../..');
const screenshots = resolve(root, 'screenshots');
const now = nowSeconds();

// Written by hand, not by this project's encoders: the page is tested against files as
// other antenna software writes them.
const lirsSites = [
  { url: 'http://diary.example/hiya/', title: 'ただよう記憶', author: 'ひや', modified: now - 600 },
  { url: 'http://diary.example/kuma/', title: 'Kuma diary', author: 'kuma', modified: now - 3600 },
  { url: 'https://blog.example/neko/', title: '猫の手', author: 'neko', modified: now - 7200 },
];
const hinadiSites = [
  { url: 'http://hina.example/a/', title: 'ひなの日記', modified: now - 1200 },
  { url: 'http://hina.example/b/', title: 'Hina B', modified: now - 5400 },
];

const antennaLirsGz = (): Uint8Array =>
  lirsGz(lirsSites.map((s) => ({ ...s, lastModified: s.modified, lastDetected: now - 60, contentLength: 1000, antenna: 'http://antenna.example/' })));

function hinadi(): Uint8Array {
  const date = (seconds: number) => new Date(seconds * 1000).toUTCString();
  const blocks = hinadiSites.map(
    (s) => `URL: ${s.url}\r\nTitle: ${s.title}\r\nLast-Modified: ${date(s.modified)}\r\nLast-Modified-Detected: ${date(now - 60)}\r\n`,
  );
  const header = `HINA/2.2\r\nUser-Agent: test\r\nContent-Type: text/plain; charset=EUC-JP\r\nDate: ${date(now)}\r\n`;
  return eucJp([header, ...blocks].join('\r\n'));
}

async function followedUrls(session: ExtensionSession): Promise<string[]> {
  return (await subscriptions(session)).map((s) => s.url).sort();
}

/** Follows `url` from the options page: Add, then Subscribe on its preview. */
async function subscribeFromPage(page: Page, url: string): Promise<void> {
  await enterAntennaUrl(page, url);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Now following' }).count()).toBe(1);
}

function item(page: Page, name: string) {
  return page.getByRole('article', { name });
}

/** What axe finds of moderate impact or worse. */
/** Every axe violation (all WCAG 2.2 A and AA rules, and best practices), as `rule (nodes)`. */
async function axeViolations(page: Page): Promise<string[]> {
  return (await runAxe(page)).map((v) => `${v.id} (${v.nodes.join(' ')})`);
}

describe('the options page in Chromium', () => {
  let server: AntennaServer;
  let session: ExtensionSession;
  let page: Page;

  beforeAll(async () => {
    server = await startAntennaServer();
    server.serve('/antenna.lirs.gz', { body: antennaLirsGz(), contentType: 'application/x-gzip' });
    server.serve('/hina.di', { body: hinadi(), contentType: 'text/plain' });
    server.serve('/future.lirs', {
      // One site dated three days ahead (a wrong clock at the antenna), one an hour ago.
      body: eucJp(`LIRS,${now + 3 * 86_400},${now - 60},32400,1000,http://ahead.example/,先走り日記,さき,http://antenna.example/,\nLIRS,${now - 3600},${now - 60},32400,1000,http://late.example/,Late diary,late,http://antenna.example/,\n`),
      contentType: 'text/plain; charset=EUC-JP',
    });
    server.serve('/page.html', { body: '<html><head><title>Hello</title></head><body><p>Just a page</p></body></html>', contentType: 'text/html; charset=utf-8' });
    server.serve('/links.html', {
      body: '<html><body><a href="/antenna.lirs.gz">LIRS</a> <a href="/hina.di">hina-di</a></body></html>',
      contentType: 'text/html; charset=utf-8',
    });
    server.serve('/feed.atom', {
      body: `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Example feed</title>
        <id>urn:example:feed</id><updated>${new Date(now * 1000).toISOString()}</updated>
        <entry><title>First post</title><id>urn:example:1</id><link href="http://feed.example/1"/><updated>${new Date((now - 60) * 1000).toISOString()}</updated></entry>
        </feed>`,
      contentType: 'application/atom+xml',
    });
    session = await launchExtension();
    page = await session.openPage('options.html');
    await page.setViewportSize({ width: 900, height: 900 });
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('has no accessibility violation with no antenna yet', async () => {
    await expect.poll(() => page.locator('.empty-list').count()).toBe(1);
    // Nothing to export: no button that would save an empty file.
    await expect.poll(() => page.getByText('There are no sites to export yet.').count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Save as/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('grants loopback hosts without a prompt in the dev build', async () => {
    const granted = await page.evaluate((origin) => chrome.permissions.request({ origins: [`${origin}/*`] }), 'http://127.0.0.1');
    expect(granted).toBe(true);
  });

  it('previews a LIRS .gz antenna, then subscribes and lists it with its count', async () => {
    await enterAntennaUrl(page, server.url('/antenna.lirs.gz'));
    const shown = page.locator('.preview');
    await expect.poll(() => shown.textContent()).toContain('LIRS');
    const text = (await shown.textContent()) ?? '';
    expect(text).toContain('EUC-JP');
    expect(text).toContain('Format');
    expect(text).toMatch(/Sites\s*3/);
    expect(text).toContain('ただよう記憶');
    expect(await axeViolations(page)).toEqual([]);
    expect(await followedUrls(session)).toEqual([]);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const row = item(page, `${new URL(server.origin).host}/antenna.lirs.gz`);
    await expect.poll(() => row.textContent()).toContain('Sites: 3');
    expect(await followedUrls(session)).toEqual([server.url('/antenna.lirs.gz')]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('flags a site the antenna dated ahead of now, as the popup does', async () => {
    await enterAntennaUrl(page, server.url('/future.lirs'));
    const ahead = page.locator('.newest-site', { hasText: '先走り日記' });
    await expect.poll(() => ahead.textContent()).toMatch(/later than now: the antenna's date is wrong$/);
    expect(await page.locator('.newest-site', { hasText: 'Late diary' }).textContent()).not.toContain('later than now');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('adds a hina-di antenna and lists it with its count', async () => {
    await subscribeFromPage(page, server.url('/hina.di'));
    await expect.poll(() => page.locator('.subscription').filter({ hasText: '/hina.di' }).textContent()).toContain('Sites: 2');
    expect(await followedUrls(session)).toEqual([server.url('/antenna.lirs.gz'), server.url('/hina.di')]);
  });

  it('says so when the antenna is already followed', async () => {
    await enterAntennaUrl(page, server.url('/hina.di'));
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'already follow' }).count()).toBe(1);
  });

  it('refuses a javascript: address without asking the worker', async () => {
    const before = server.requests.length;
    await enterAntennaUrl(page, 'javascript:alert(1)');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Only http:// and https:// addresses can be followed.' }).count()).toBe(1);
    expect(server.requests.length).toBe(before);
    expect(await page.getByLabel('Antenna URL').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    expect(await followedUrls(session)).toHaveLength(2);
  });

  it('explains a 404 and stores nothing', async () => {
    await enterAntennaUrl(page, server.url('/missing.lirs'));
    await expect.poll(() => page.getByRole('alert').filter({ hasText: '404' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Subscribe' }).count()).toBe(0);
    expect(await followedUrls(session)).toHaveLength(2);
  });

  it('says in a sentence that a page links to no antenna, and stores nothing', async () => {
    await enterAntennaUrl(page, server.url('/page.html'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'This page is not an antenna file, and it links to no antenna or feed.' }).count())
      .toBe(1);
    expect(await page.locator('.add').textContent()).not.toContain('looks like HTML');
    expect(await page.getByRole('alert').filter({ hasText: 'This page is not an antenna file' }).count()).toBe(1);
    expect(await page.getByLabel('Antenna URL').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Subscribe' }).count()).toBe(0);
    expect(await followedUrls(session)).toHaveLength(2);
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('refuses what is not an address before any request, as every browser parses it', async () => {
    const before = server.requests.length;
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await enterAntennaUrl(page, 'not a url');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This is not a valid web address.' }).count()).toBe(1);
    expect(await page.getByText(/Reading/).count()).toBe(0);
    expect(await page.getByLabel('Antenna URL').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    expect(asked.filter((url) => url.startsWith('http'))).toEqual([]);
    expect(server.requests.length).toBe(before);
    expect(await followedUrls(session)).toHaveLength(2);
  });

  it('offers the antennas an HTML page links to', async () => {
    await enterAntennaUrl(page, server.url('/links.html'));
    const choice = page.locator('.choices').getByRole('button', { name: 'LIRS' });
    await expect.poll(() => choice.count()).toBe(1);
    expect(await page.locator('.choices').getByRole('button', { name: 'hina-di' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('removes with Undo: undo keeps the antenna, waiting removes it', async () => {
    const row = () => page.locator('.subscription').filter({ hasText: '/hina.di' });
    const other = () => page.locator('.subscription').filter({ hasText: '/future.lirs' });
    await subscribe(session, server.url('/future.lirs'));
    await expect.poll(() => other().count()).toBe(1);
    await row().getByRole('button', { name: 'Remove' }).click();
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect.poll(() => undo.count()).toBe(1);
    // The row's Remove button is gone; the focus moves to Undo, one key away.
    await expect.poll(() => undo.evaluate((button) => button === document.activeElement)).toBe(true);
    await undo.click();
    await expect.poll(() => row().getByRole('button', { name: 'Remove' }).count()).toBe(1);
    // The focus comes back to the antenna put back, on the button the user pressed.
    await expect.poll(() => row().getByRole('button', { name: 'Remove' }).evaluate((button) => button === document.activeElement)).toBe(true);
    // Another antenna removed after the Undo: its window ends after the undone one's would
    // have, so once it is gone the undone removal has had its time and did not happen.
    await other().getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => followedUrls(session), { timeout: 12_000 }).toEqual([server.url('/antenna.lirs.gz'), server.url('/hina.di')]);
    await expect.poll(() => other().count()).toBe(0);
    expect(await row().getByRole('button', { name: 'Remove' }).count()).toBe(1);

    await row().getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => followedUrls(session), { timeout: 12_000 }).toEqual([server.url('/antenna.lirs.gz')]);
    await expect.poll(() => row().count()).toBe(0);
    await subscribeFromPage(page, server.url('/hina.di'));
  });

  it('exports OPML that imports into a fresh profile as the same antennas', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as OPML' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^antenna-reader-\d{4}-\d{2}-\d{2}\.opml$/);
    const file = await download.path();
    const opml = await readFile(file, 'utf8');
    expect(opml).toContain(`xmlUrl="${server.url('/hina.di')}"`);

    const fresh = await launchExtension();
    try {
      const other = await fresh.openPage('options.html');
      await other.getByLabel('OPML or JSON file').setInputFiles(file);
      await expect.poll(() => other.locator('.import-list li').count()).toBe(2);
      await other.getByRole('button', { name: 'Add them (2)' }).click();
      await expect.poll(() => other.getByRole('status').filter({ hasText: 'Import finished. Added: 2' }).count(), { timeout: 20_000 }).toBe(1);
      expect(await followedUrls(fresh)).toEqual(await followedUrls(session));

      // Importing the same file again adds nothing and removes nothing.
      await other.getByLabel('OPML or JSON file').setInputFiles(file);
      await expect.poll(() => (other.locator('.import').textContent())).toContain('Already followed (skipped): 2');
      expect(await other.getByRole('button', { name: /^Add them/ }).count()).toBe(0);
      expect(await followedUrls(fresh)).toHaveLength(2);
    } finally {
      await fresh.close();
    }
  });

  it('exports the merged antenna as LIRS that decodes back to the same sites', async () => {
    await expect.poll(async () => (await page.locator('.subscription').allTextContents()).join()).toMatch(/Sites: 3[\s\S]*Sites: 2/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as LIRS (.lirs.gz)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('antenna.lirs.gz');
    const bytes = new Uint8Array(await readFile(await download.path()));
    const decoded = await decodeAntenna(bytes, { now });
    expect(decoded.format).toBe('lirs');
    expect(decoded.gzipped).toBe(true);
    const got = decoded.records.map((r) => [r.url, r.title, r.lastModified]).sort();
    const want = [...lirsSites, ...hinadiSites].map((s) => [s.url, s.title, s.modified]).sort();
    expect(got).toEqual(want);
  });

  it('exports hina-di that decodes back to the same sites', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as hina-di (hina.di)' }).click();
    const bytes = new Uint8Array(await readFile(await (await downloading).path()));
    const decoded = await decodeAntenna(bytes, { now });
    expect(decoded.format).toBe('hina-di');
    expect(decoded.records.map((r) => r.url).sort()).toEqual([...lirsSites, ...hinadiSites].map((s) => s.url).sort());
  });

  it('saves settings to the store the worker reads', async () => {
    await page.getByLabel('Hide stale sites').check();
    await page.getByLabel('My time zone').check();
    await page.getByLabel('Check antennas every').selectOption('3600');
    await expect.poll(() => page.locator('.settings').getByRole('status').textContent()).toBe('Saved.');
    const reloaded = await session.openPage('options.html');
    await expect.poll(() => reloaded.getByLabel('Hide stale sites').isChecked()).toBe(true);
    expect(await reloaded.getByLabel('My time zone').isChecked()).toBe(true);
    expect(await reloaded.getByLabel('Check antennas every').inputValue()).toBe('3600');
    await reloaded.close();
  });

  it('starts the keyboard at the add form: the first Tab reaches the URL field', async () => {
    const fresh = await session.openPage('options.html');
    await expect.poll(() => fresh.locator('.subscription').count()).toBeGreaterThan(0);
    await fresh.keyboard.press('Tab');
    expect(await fresh.evaluate(() => document.activeElement?.id)).toBe('antenna-url');
    await fresh.close();
  });

  it('is usable from the keyboard: Enter in the field previews, Tab goes from the field to Add', async () => {
    await page.getByLabel('Antenna URL').fill('ftp://a.example/');
    await page.getByLabel('Antenna URL').press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Only http://' }).count()).toBe(1);
    await page.getByLabel('Antenna URL').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add');
  });

  it('changes an antenna\'s interval and display, and checks it now', async () => {
    await subscribe(session, server.url('/feed.atom'));
    const row = item(page, 'Example feed');
    await expect.poll(() => row.count()).toBe(1);
    await row.getByLabel('Show').selectOption('collapsed');
    await row.getByLabel('Check every').selectOption('10800');
    const stored = async () => {
      const reply = await session.send<'status'>({ kind: 'status' });
      const found = reply.ok ? reply.value.subscriptions.find((s) => s.url === server.url('/feed.atom')) : undefined;
      return found && { display: found.display, interval: found.interval };
    };
    await expect.poll(stored).toEqual({ display: 'collapsed', interval: 10_800 });
    // LIRS and hina-di have no entries to collapse: no display choice there.
    expect(await item(page, `${new URL(server.origin).host}/antenna.lirs.gz`).getByLabel('Show').count()).toBe(0);

    const before = server.requestsFor('/feed.atom').length;
    await row.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(() => row.getByRole('status').textContent()).toMatch(/No changes\.|Updated\./);
    expect(server.requestsFor('/feed.atom').length).toBe(before + 1);

    await row.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => followedUrls(session), { timeout: 12_000 }).toHaveLength(2);
  });

  it('says an antenna was just checked after a Check now the server answered 304', async () => {
    const url = server.url('/antenna.lirs.gz');
    const row = item(page, `${new URL(server.origin).host}/antenna.lirs.gz`);
    await expect.poll(() => row.count()).toBe(1);
    // Five minutes pass: the stored check times move back, as they would have aged.
    await page.evaluate(
      ({ id, back }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('antenna-reader');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('subscriptions', 'readwrite');
            const store = tx.objectStore('subscriptions');
            const get = store.get(id);
            get.onsuccess = () => {
              const s = get.result as { lastCheck: number; lastSuccess: number; nextDue: number };
              const then = Math.floor(Date.now() / 1000) - back;
              store.put({ ...s, lastCheck: then, lastSuccess: then, nextDue: s.nextDue - back });
            };
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      { id: url, back: 300 },
    );
    await page.reload();
    const lastChecked = () => row.locator('dt', { hasText: 'Last checked' }).locator('xpath=following-sibling::dd').textContent();
    await expect.poll(lastChecked).toMatch(/^[56] min\. ago$/);
    const conditional = server.requestsFor('/antenna.lirs.gz').length;
    await row.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(() => row.getByRole('status').textContent()).toBe('No changes.');
    expect(server.requests.slice(-1)[0]?.status).toBe(304);
    expect(server.requestsFor('/antenna.lirs.gz').length).toBe(conditional + 1);
    await expect.poll(lastChecked).toBe('just now');
  });

  it('shows why an antenna without host access stopped, with a way to ask again', async () => {
    // The dev build grants 127.0.0.1 and localhost only; [::1] stands for a host whose access
    // was revoked in the browser's settings.
    const url = `http://[::1]:${new URL(server.origin).port}/hina.di`;
    await subscribe(session, url);
    const row = item(page, `[::1]:${new URL(server.origin).port}/hina.di`);
    await expect
      .poll(() => row.textContent())
      .toContain(`Access to [::1]:${new URL(server.origin).port} was removed in the browser's settings`);
    expect(await row.getByRole('button', { name: 'Allow access again' }).count()).toBe(1);
    expect(await row.getByRole('button', { name: 'Check now' }).isDisabled()).toBe(true);
    await row.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => followedUrls(session), { timeout: 12_000 }).toHaveLength(2);
  });

  it('renames an antenna from the keyboard; Escape leaves it, an empty name goes back to its address', async () => {
    const address = `${new URL(server.origin).host}/antenna.lirs.gz`;
    const rename = item(page, address).getByRole('button', { name: 'Rename' });
    await rename.focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await field.getAttribute('placeholder')).toBe(address);
    await page.keyboard.type('My LIRS');
    await page.keyboard.press('Enter');
    await expect.poll(() => item(page, 'My LIRS').count()).toBe(1);
    const stored = async () => {
      const reply = await session.send<'status'>({ kind: 'status' });
      return reply.ok ? reply.value.subscriptions.find((s) => s.url === server.url('/antenna.lirs.gz'))?.name : reply.error;
    };
    expect(await stored()).toBe('My LIRS');
    const again = item(page, 'My LIRS').getByRole('button', { name: 'Rename' });
    await expect.poll(() => again.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(' changed');
    await page.keyboard.press('Escape');
    await expect.poll(() => field.count()).toBe(0);
    expect(await item(page, 'My LIRS').count()).toBe(1);
    await expect.poll(() => again.evaluate((button) => button === document.activeElement)).toBe(true);

    await again.click();
    await field.fill('');
    await field.press('Enter');
    await expect.poll(() => item(page, address).count()).toBe(1);
    expect(await stored()).toBeNull();
  });

  it('has no accessibility violations of moderate impact or worse, and console is clean', async () => {
    expect(await axeViolations(page)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});

/** A LIRS file with one good record and three a decoder skips, as a broken antenna script writes it. */
function brokenLirs(): Uint8Array {
  const lines = [
    `LIRS,${now - 600},${now - 60},32400,1000,http://diary.example/hiya/,ただよう記憶,ひや,http://antenna.example/,`,
    `LIRS,0,${now - 60},32400,1000,http://diary.example/zero/,ゼロの日記,ぜろ,http://antenna.example/,`,
    '<br>エラーが発生しました',
    'LIRS,1,2,32400,',
  ];
  return eucJp(lines.map((line) => `${line}\n`).join(''));
}

describe('the Add preview says why each record was skipped, in the user\'s language', () => {
  let server: AntennaServer;

  beforeAll(async () => {
    server = await startAntennaServer();
    server.serve('/broken.lirs', { body: brokenLirs(), contentType: 'text/plain' });
    server.serve('/all-broken.lirs', { body: eucJp('LIRS,1,2,32400,\n<br>エラーが発生しました\n'), contentType: 'text/plain' });
    await mkdir(screenshots, { recursive: true });
  });

  afterAll(async () => {
    await server?.close();
  });

  const expected = {
    ja: {
      allBroken: 'このURLを読み込めませんでした：ファイルから読めるサイトがひとつもありません（2件すべてが読めない形でした。最初は1行目：項目が3個しかありません（レコードには5個以上必要です））。',
      summary: '読み飛ばしたレコード：3件（理由を表示）',
      lines: [
        '2行目：Last-Modified が 0 のため使えません',
        '3行目：「<br>エラーが発生しました」は LIRS のレコードではありません',
        '4行目：項目が3個しかありません（レコードには5個以上必要です）',
      ],
    },
    en: {
      allBroken: 'Could not read this address: no site in the file could be read (2 rejected; line 1: too few fields: 3, where a record needs at least 5).',
      summary: 'Records skipped: 3 (show why)',
      // The sentences `antenna decode` prints.
      lines: [
        'Line 2: unusable: Last-Modified is 0',
        'Line 3: not a LIRS record: "<br>エラーが発生しました"',
        'Line 4: too few fields: 3, where a record needs at least 5',
      ],
    },
  } as const;

  for (const locale of ['ja', 'en'] as const) {
    it(`in ${locale}`, async () => {
      const session = await launchExtension({ locale });
      try {
        const page = await session.openPage('options.html');
        await page.setViewportSize({ width: 900, height: 700 });
        await page.locator('#antenna-url').fill(server.url('/broken.lirs'));
        await page.locator('.add-form button[type=submit]').click();
        const shown = page.locator('.preview');
        await expect.poll(() => shown.locator('.rejected summary').count()).toBe(1);
        expect(await shown.textContent()).toContain('ただよう記憶');
        expect(await shown.locator('.rejected summary').textContent()).toBe(expected[locale].summary);
        await shown.locator('.rejected summary').click();
        expect(await shown.locator('.rejected li').allTextContents()).toEqual(expected[locale].lines);
        // The line quoted from the file sits in its own <bdi> inside the reason's own <bdi>.
        expect(await shown.locator('.rejected li bdi bdi').allTextContents()).toEqual(['<br>エラーが発生しました', '3']);
        await shown.locator('.rejected').scrollIntoViewIfNeeded();
        await page.screenshot({ path: resolve(screenshots, `options-preview-rejected-${locale}.png`) });
        expect(await axeViolations(page)).toEqual([]);
        expect(await followedUrls(session)).toEqual([]);

        // A file with no readable record at all is refused, naming its first broken line.
        await page.locator('#antenna-url').fill(server.url('/all-broken.lirs'));
        await page.locator('.add-form button[type=submit]').click();
        const alert = page.locator('[role=alert]:not(.empty)');
        const alertText = async () => ((await alert.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
        await expect.poll(alertText).toBe(expected[locale].allBroken);
        await page.screenshot({ path: resolve(screenshots, `options-preview-all-broken-${locale}.png`) });
        expect(await page.locator('.preview').count()).toBe(0);
        expect(await followedUrls(session)).toEqual([]);
        expect(session.pageErrors).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }
});

describe('the options page looks right', () => {
  let server: AntennaServer;

  beforeAll(async () => {
    server = await startAntennaServer();
    server.serve('/antenna.lirs.gz', { body: antennaLirsGz(), contentType: 'application/x-gzip' });
    server.serve('/hina.di', { body: hinadi(), contentType: 'text/plain' });
    await mkdir(screenshots, { recursive: true });
  });

  afterAll(async () => {
    await server?.close();
  });

  for (const locale of ['en', 'ja'] as const) {
    it(`in ${locale}, light and dark`, async () => {
      const session = await launchExtension({ locale });
      try {
        const page = await session.openPage('options.html');
        await page.setViewportSize({ width: 900, height: 900 });
        await session.send<'add-subscription'>({ kind: 'add-subscription', url: server.url('/antenna.lirs.gz') });
        await session.send<'add-subscription'>({ kind: 'add-subscription', url: server.url('/missing.lirs') });
        await session.send<'add-subscription'>({ kind: 'add-subscription', url: `http://[::1]:${new URL(server.origin).port}/hina.di` });
        const field = page.locator('#antenna-url');
        await field.fill(server.url('/hina.di'));
        await page.locator('.add-form button[type=submit]').click();
        await expect.poll(() => page.locator('.preview').count()).toBe(1);
        await expect.poll(() => page.locator('.subscription').count()).toBe(3);
        await expect.poll(() => page.locator('.notice.warning').count()).toBe(1);
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({ path: resolve(screenshots, `options-${locale}-${colorScheme}.png`), fullPage: true });
          expect(await axeViolations(page)).toEqual([]);
        }
      } finally {
        await session.close();
      }
    });
  }
});
