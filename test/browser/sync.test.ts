import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSyncEntry } from '../../src/core/sync/encode-sync-entry.ts';
import { encodeSyncItems } from '../../src/core/sync/encode-sync-items.ts';
import type { JsonValue } from '../../src/core/json-value.ts';
import type { SubscriptionId } from '../../src/core/subscription.ts';
import { syncKey } from '../../src/core/sync/sync-key.ts';
import { japaneseModel } from '../support/sync-models.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { lirsGz, nowSeconds } from './helpers.ts';

// Subscriptions following the user across devices, in real Chromium: "another device" is a
// second writer into chrome.storage.sync (an extension page writing items in the synced
// format, as the browser's sync would when another computer's edit arrives). The harness
// starts Chromium with --disable-sync: storage.sync then keeps its items on this machine,
// with the same API, quotas and change events.

process.env.TZ = 'Asia/Tokyo';
const screenshots = resolve(import.meta.dirname, '../../screenshots');
/** A gzipped antenna listing `sites`, ten minutes apart, the first the newest. */
function antennaOf(sites: readonly { url: string; title: string }[]): Uint8Array {
  const now = nowSeconds();
  return lirsGz(sites.map((s, i) => ({ ...s, lastModified: now - 600 * (i + 1), lastDetected: now - 60, contentLength: 1000, antenna: 'http://antenna.example/' })));
}

describe('sync through chrome.storage.sync', () => {
  let server: AntennaServer;
  let session: ExtensionSession;
  /** The other device: an extension page that writes into storage.sync. */
  let otherDevice: Page;
  let options: Page;
  let popup: Page;
  let url: string;
  let key: string;

  const syncItems = (): Promise<Record<string, unknown>> => otherDevice.evaluate(() => chrome.storage.sync.get(null));
  /** Writes as another device would: its edit stamped after the one it replaces. */
  const writeFromOtherDevice = async (items: Record<string, unknown>): Promise<void> => {
    await otherDevice.evaluate((set) => chrome.storage.sync.set(set), items);
  };
  const clockAfter = async (itemKey: string): Promise<number> => {
    const held = (await syncItems())[itemKey];
    const previous = typeof held === 'number' ? held : ((held as { c?: number } | undefined)?.c ?? 0);
    return Math.max(nowSeconds(), previous + 1);
  };
  const optionsItem = (name: string) => options.getByRole('article', { name });
  const popupText = () => popup.locator('body').innerText();

  beforeAll(async () => {
    server = await startAntennaServer();
    server.serve('/other/sites.lirs.gz', {
      body: antennaOf([
        { url: 'http://diary.example.jp/hiya/', title: 'ただよう記憶' },
        { url: 'http://diary.example.jp/kuma/', title: 'くまの日記' },
      ]),
      contentType: 'application/x-gzip',
    });
    url = server.url('/other/sites.lirs.gz');
    key = syncKey(url as SubscriptionId);
    session = await launchExtension();
    otherDevice = await session.openPage('popup.html');
    options = await session.openPage('options.html');
    await options.setViewportSize({ width: 900, height: 900 });
    popup = await session.openPage('popup.html');
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('has a working storage.sync under --disable-sync, and the worker writes its first items on install', async () => {
    await expect.poll(async () => (await syncItems())['v']).toBe(1);
    const items = await syncItems();
    expect(items['o']).toMatchObject({ interval: [1800, 0] });
    expect(await otherDevice.evaluate(() => chrome.storage.sync.getBytesInUse(null))).toBeGreaterThan(0);
    await expect.poll(() => options.getByRole('status').filter({ hasText: /^Last synced/ }).count()).toBe(1);
    await expect.poll(() => options.getByLabel("Sync antennas and settings through this browser's account").isChecked()).toBe(true);
  });

  it('adds a subscription another device added: the options page lists it and the popup shows its sites', async () => {
    const clock = nowSeconds();
    const entry = encodeSyncEntry({
      clock,
      removed: false,
      value: { url, name: '別の端末のアンテナ', interval: 3600, display: 'entries', added: clock, extra: {} },
    });
    await writeFromOtherDevice({ [key]: entry });
    await expect.poll(() => optionsItem('別の端末のアンテナ').count()).toBe(1);
    await expect.poll(popupText).toContain('ただよう記憶');
    expect(await popupText()).toContain('via 別の端末のアンテナ');
    const reply = await session.send<'status'>({ kind: 'status' });
    expect(reply.ok && reply.value.subscriptions.map((s) => [s.url, s.title, s.interval])).toEqual([[url, '別の端末のアンテナ', 3600]]);
    // Applying it wrote nothing back: the item is as the other device wrote it.
    expect((await syncItems())[key]).toEqual(entry);
  });

  it('renames it when another device renames it', async () => {
    const clock = await clockAfter(key);
    await writeFromOtherDevice({ [key]: { c: clock, u: url, n: '改名したアンテナ', i: 3600, a: clock - 1 } });
    await expect.poll(() => optionsItem('改名したアンテナ').count()).toBe(1);
    expect(await optionsItem('別の端末のアンテナ').count()).toBe(0);
    await expect.poll(popupText).toContain('via 改名したアンテナ');
  });

  it('writes a change made here for the other devices: only that item changes', async () => {
    const before = await syncItems();
    const reply = await session.send<'update-subscription'>({ kind: 'update-subscription', id: url as SubscriptionId, patch: { interval: 600 } });
    expect(reply.ok).toBe(true);
    await expect.poll(async () => ((await syncItems())[key] as { i?: number }).i).toBe(600);
    const after = await syncItems();
    const changed = Object.keys(after).filter((k) => JSON.stringify(after[k]) !== JSON.stringify(before[k]));
    expect(changed).toEqual([key]);
    expect(after[key]).toMatchObject({ u: url, n: '改名したアンテナ', i: 600 });
  });

  it('removes it when another device removes it, and the removal stays', async () => {
    const clock = await clockAfter(key);
    await writeFromOtherDevice({ [key]: clock });
    await expect.poll(() => optionsItem('改名したアンテナ').count()).toBe(0);
    await expect.poll(popupText).not.toContain('ただよう記憶');
    await expect.poll(popupText).toContain('You are not following any antenna yet.');
    expect((await syncItems())[key]).toBe(clock);
  });

  it('follows another device\'s settings and "seen up to"', async () => {
    const clock = nowSeconds() + 1;
    const items = await syncItems();
    const settings = { ...(items['o'] as Record<string, JsonValue>), hideStale: [true, clock], interval: [600, clock] };
    await writeFromOtherDevice({ o: settings, w: clock - 30 });
    await expect.poll(() => options.getByLabel('Hide stale sites').isChecked()).toBe(true);
    await expect.poll(() => options.locator('#setting-interval').inputValue()).toBe('600');
  });

  it('takes 300 subscriptions with long Japanese names from another device within the quota, lists them as waiting for access, and writes them all back after storage.sync is cleared', async () => {
    const model = japaneseModel(300, nowSeconds() - 300 * 60);
    const { items, bytes, localOnly } = encodeSyncItems({ ...model, settings: new Map(), seenUpTo: 0 });
    expect(localOnly).toEqual([]);
    const subscriptionItems = Object.fromEntries(Object.entries(items).filter(([k]) => k.startsWith('s')));
    await writeFromOtherDevice(subscriptionItems);
    await expect.poll(async () => {
      const reply = await session.send<'status'>({ kind: 'status' });
      return reply.ok ? reply.value.subscriptions.length : -1;
    }, { timeout: 60_000 }).toBe(300);

    // Chromium counts what our encoder counted, byte for byte, and it is within the quota.
    const inUse = await otherDevice.evaluate((keys) => chrome.storage.sync.getBytesInUse(keys), Object.keys(subscriptionItems));
    expect(inUse).toBe(bytes - 2 /* the `v` item this model would add */);
    const total = await otherDevice.evaluate(() => chrome.storage.sync.getBytesInUse(null));
    expect(total).toBeLessThanOrEqual(102_400);
    console.info(`300 Japanese subscriptions in chrome.storage.sync: ${inUse} bytes (${total} with settings and the rest)`);

    // This browser has not granted those Japanese hosts: the options page says they wait.
    await expect.poll(() => options.getByText(/^300 antennas are waiting for access on this browser/).count(), { timeout: 30_000 }).toBe(1);
    expect(await options.getByRole('button', { name: /Allow access to all/ }).count()).toBe(1);
    expect(await options.locator('.sync-list.waiting li').count()).toBe(11);
    expect(await options.locator('.sync-list.waiting').innerText()).toContain('…and 290 more');
    await mkdir(screenshots, { recursive: true });
    await options.locator('section[aria-labelledby="sync-heading"]').screenshot({ path: resolve(screenshots, 'options-sync-waiting.png') });

    // The browser's sync data is cleared (say, reset from the account page): this device
    // writes every subscription back, as it holds them.
    const before = await syncItems();
    await otherDevice.evaluate(() => chrome.storage.sync.clear());
    await expect.poll(async () => Object.keys(await syncItems()).filter((k) => k.startsWith('s')).length, { timeout: 30_000 }).toBe(301);
    const after = await syncItems();
    for (const [k, value] of Object.entries(subscriptionItems)) expect(after[k]).toEqual(value);
    expect(after).toEqual(before);
    expect(await otherDevice.evaluate(() => chrome.storage.sync.getBytesInUse(null))).toBeLessThanOrEqual(102_400);
  });

  it('past the quota, keeps every subscription here and names the ones that stay on this computer', async () => {
    // 50 more, added here at once, with addresses of about 1,000 characters (a long
    // percent-encoded Japanese path): together past the 100 KB. Their hosts are not granted,
    // so their polls fetch nothing.
    const path = encodeURIComponent('アンテナの更新情報とお知らせ'.repeat(7));
    const urls = Array.from({ length: 50 }, (_, n) => `https://xn--n8jvce0l6c${n}.example.jp/${path}/${n}/index.lirs.gz`);
    expect(urls[0]!.length).toBeGreaterThan(900);
    const replies = await otherDevice.evaluate(
      (list) => Promise.all(list.map((url) => chrome.runtime.sendMessage({ kind: 'add-subscription', url }) as Promise<{ ok: boolean }>)),
      urls,
    );
    expect(replies.every((reply) => reply.ok)).toBe(true);
    const notice = options.locator('.sync-list.local-only');
    await expect.poll(() => notice.count(), { timeout: 30_000 }).toBe(1);
    const count = Number(/^(\d+) antennas did not fit/.exec(await notice.innerText())?.[1]);
    expect(count).toBeGreaterThan(0);
    // Those added last (here, at the same second: in key order) are the ones named.
    expect(await notice.locator('li').count()).toBe(Math.min(count, 10) + (count > 10 ? 1 : 0));
    for (const item of await notice.locator('li bdi').allInnerTexts()) expect(item).toMatch(/^xn--n8jvce0l6c\d+\.example\.jp\//);
    // Every subscription is still here, and each one is either in storage.sync or named.
    const status = await session.send<'status'>({ kind: 'status' });
    expect(status.ok && status.value.subscriptions.length).toBe(350);
    await expect.poll(async () => Object.values(await syncItems()).filter((v) => typeof v === 'object' && v !== null && 'u' in v).length + count).toBe(350);
    expect(await otherDevice.evaluate(() => chrome.storage.sync.getBytesInUse(null))).toBeLessThanOrEqual(102_400);
    await options.locator('section[aria-labelledby="sync-heading"]').screenshot({ path: resolve(screenshots, 'options-sync-local-only.png') });
  });

  it('stops syncing when switched off, and says so', async () => {
    await options.getByLabel("Sync antennas and settings through this browser's account").uncheck();
    await expect.poll(() => options.getByRole('status').filter({ hasText: 'Sync is off' }).count()).toBe(1);
    const clock = nowSeconds() + 5;
    const other = 'http://127.0.0.1:9/never.lirs';
    await writeFromOtherDevice({ [syncKey(other as SubscriptionId)]: { c: clock, u: other, n: 'ignored while off' } });
    await options.reload();
    await expect.poll(() => options.getByRole('status').filter({ hasText: 'Sync is off' }).count()).toBe(1);
    expect(await optionsItem('ignored while off').count()).toBe(0);
    expect(session.pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
