import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { syncKey } from '../../core/sync/sync-key.ts';
import type { SubscriptionId } from '../../core/subscription.ts';
import { openAntennaStore } from '../../store/open-store.ts';
import type { AntennaStore } from '../../store/types.ts';
import { fakeSyncDevice, type FakeSyncDevice } from '../../../test/support/fake-sync-deps.ts';
import { makeRecord, makeSubscription } from '../../../test/support/store-test-support.ts';
import { encodeLirs } from '../../formats/lirs/encode-lirs.ts';
import { runPolls } from '../run-polls.ts';
import { runSync } from './run-sync.ts';

const url = 'https://xn--r8jz45g.jp/antenna/sites.lirs';
const id = url as SubscriptionId;

describe('runSync between two devices', () => {
  let shared: Record<string, unknown>;
  let storeA: AntennaStore;
  let storeB: AntennaStore;
  let a: FakeSyncDevice;
  let b: FakeSyncDevice;

  beforeEach(async () => {
    shared = { theme: 'another extension’s item' };
    storeA = await openAntennaStore({ indexedDB: new IDBFactory() });
    storeB = await openAntennaStore({ indexedDB: new IDBFactory() });
    a = fakeSyncDevice(storeA, shared);
    b = fakeSyncDevice(storeB, shared);
  });

  const tick = (seconds = 60) => {
    a.now += seconds;
    b.now += seconds;
  };

  it('adds, renames and removes a subscription on the other device, through its store', async () => {
    await storeA.putSubscription(makeSubscription(url, { title: 'ただよう記憶', interval: 3600, added: a.now }));
    await runSync(a.deps);
    tick();
    const added = await runSync(b.deps);
    expect(added).toMatchObject({ status: 'synced', applied: { added: [id] } });
    expect(await storeB.getSubscription(id)).toMatchObject({ url, title: 'ただよう記憶', interval: 3600, nextDue: b.now, recordCount: 0 });

    tick();
    await storeA.editSubscription(id, (s) => ({ ...s, title: '漂う記憶' }));
    await runSync(a.deps);
    tick();
    await runSync(b.deps);
    expect((await storeB.getSubscription(id))?.title).toBe('漂う記憶');

    tick();
    await storeB.replaceRecords((await storeB.getSubscription(id))!, [makeRecord('http://diary.example.jp/')]);
    await storeA.removeSubscription(id);
    await runSync(a.deps);
    expect(shared[syncKey(id)]).toBe(a.now);
    tick();
    await runSync(b.deps);
    expect(await storeB.getSubscription(id)).toBeUndefined();
    expect(await storeB.countSites()).toBe(0);
    expect(b.released).toEqual([url]);
    expect(shared['theme']).toBe('another extension’s item');
  });

  it('carries a watched page with its options; a change of options makes the next reading a new baseline there', async () => {
    const watch = { startMarker: '<div class="diary">', endMarker: '</div>', checkedUrl: null };
    await storeA.putSubscription(makeSubscription(url, { kind: 'page', watch, fingerprint: { hash: 'aaa', at: a.now }, added: a.now }));
    await runSync(a.deps);
    tick();
    await runSync(b.deps);
    expect(await storeB.getSubscription(id)).toMatchObject({ kind: 'page', watch });
    expect((await storeB.getSubscription(id))?.fingerprint).toBeUndefined();
    await storeB.savePollResult({ ...(await storeB.getSubscription(id))!, fingerprint: { hash: 'bbb', at: b.now }, etag: '"e"' });
    tick();
    const moved = { ...watch, startMarker: '<h2>' };
    await storeA.editSubscription(id, (s) => ({ ...s, watch: moved }));
    await runSync(a.deps);
    tick();
    expect(await runSync(b.deps)).toMatchObject({ applied: { reread: [id] } });
    expect(await storeB.getSubscription(id)).toMatchObject({ watch: moved, fingerprint: null, etag: null });
  });

  it('never adds a subscription of a kind this version does not know, or a watched page with a bad check address', async () => {
    const other = 'http://b.example.jp/diary/' as SubscriptionId;
    shared[syncKey(id)] = { c: b.now, u: url, k: 'podcast' };
    shared[syncKey(other)] = { c: b.now, u: other, k: 'page', x: { watch: { startMarker: null, endMarker: null, checkedUrl: 'javascript:alert(1)' } } };
    expect(await runSync(b.deps)).toMatchObject({ applied: { added: [], notAdded: [syncKey(id), syncKey(other)] } });
    expect(await storeB.listSubscriptions()).toEqual([]);
  });

  it('keeps the display another computer chose through the first read here, and records no edit', async () => {
    const body = encodeLirs(['http://a.example.jp/', 'http://b.example.jp/'].map((site) => makeRecord(site, { lastModified: b.now - 60, lastDetected: b.now - 30 })));
    const polling = fakeSyncDevice(storeB, shared, { fetch: () => Promise.resolve(new Response(body as Uint8Array<ArrayBuffer>)) });
    polling.now = b.now;
    await storeA.putSubscription(makeSubscription(url, { display: 'collapsed', added: a.now }));
    await runSync(a.deps);
    tick();
    polling.now = b.now;
    await runSync(polling.deps);
    await runPolls({ force: true }, polling.deps);
    expect(await storeB.getSubscription(id)).toMatchObject({ display: 'collapsed', recordCount: 2, lastError: null });
    polling.now += 60;
    await runSync(polling.deps);
    expect(polling.writes.filter((w) => w.set.includes(syncKey(id)))).toEqual([]);
  });

  it('carries settings and "seen up to", and not the notification switch', async () => {
    await storeA.setSettings({ interval: 600, hideStale: true, notifications: true });
    const seen = a.now - 100;
    await storeA.setSeenWatermark(seen, a.now);
    await runSync(a.deps);
    tick();
    await runSync(b.deps);
    expect(await storeB.getSettings()).toMatchObject({ interval: 600, hideStale: true, notifications: false });
    expect(await storeB.getSeenWatermark()).toBe(seen);
  });

  it('never applies a "seen up to" written ahead of this computer\'s clock, says so, and writes its own back', async () => {
    await storeB.setSeenWatermark(b.now - 500, b.now);
    await runSync(b.deps);
    const tenYears = b.now + 10 * 365 * 86_400;
    shared['w'] = tenYears;
    tick();
    await runSync(b.deps);
    expect(await storeB.getSeenWatermark()).toBe(b.now - 60 - 500);
    expect(b.state.ignoredSeenUpTo).toBe(tenYears);
    expect(shared['w']).toBe(b.now - 60 - 500);
    // Nothing is silenced: an update learned after it is still new on this computer.
    await storeB.putSubscription(makeSubscription(url, { added: b.now }));
    await storeB.replaceRecords(makeSubscription(url), [makeRecord('http://diary.example/', { lastModified: b.now - 30, lastDetected: b.now })], b.now);
    const { sites } = await storeB.listNewCandidates(await storeB.getSeenWatermark());
    expect(sites.map((site) => site.key)).toEqual(['http://diary.example/']);
    // A time within the clock-skew allowance is taken (a clock a little fast).
    shared['w'] = b.now + 60;
    tick();
    await runSync(b.deps);
    expect(await storeB.getSeenWatermark()).toBe(b.now);
  });

  it("keeps each computer's own per-site seen marks when both sync", async () => {
    await storeA.markSiteSeen('http://x.example/', 100, a.now);
    await storeB.markSiteSeen('http://y.example/', 200, b.now);
    await runSync(a.deps);
    await runSync(b.deps);
    await runSync(a.deps);
    expect(await storeA.getSiteSeen(['http://x.example/'])).toEqual(new Map([['http://x.example/', 100]]));
    expect(await storeB.getSiteSeen(['http://y.example/'])).toEqual(new Map([['http://y.example/', 200]]));
  });

  it('writes only the items that changed, and nothing on a sync with no change', async () => {
    for (const n of [1, 2, 3]) await storeA.putSubscription(makeSubscription(`http://a${n}.example.jp/`, { added: a.now }));
    await runSync(a.deps);
    expect(a.writes).toHaveLength(1);
    expect(a.writes[0]?.set).toHaveLength(3 + 2);
    tick();
    await runSync(a.deps);
    expect(a.writes).toHaveLength(1);
    await storeA.editSubscription('http://a2.example.jp/' as SubscriptionId, () => makeSubscription('http://a2.example.jp/', { added: a.now - 60, title: '二' }));
    await runSync(a.deps);
    expect(a.writes[1]).toEqual({ set: [syncKey('http://a2.example.jp/' as SubscriptionId)], remove: [] });
  });

  it("never adds an item whose URL is not http(s), or whose key is not its URL's, and never removes it either", async () => {
    shared[syncKey('javascript:alert(1)' as SubscriptionId)] = { c: b.now, u: 'javascript:alert(1)' };
    shared[syncKey('http://other.example.jp/' as SubscriptionId)] = { c: b.now, u: 'http://forged.example.jp/' };
    const outcome = await runSync(b.deps);
    expect(outcome).toMatchObject({ status: 'synced', applied: { added: [] } });
    expect(await storeB.listSubscriptions()).toEqual([]);
    tick();
    await runSync(b.deps);
    expect(shared[syncKey('http://other.example.jp/' as SubscriptionId)]).toMatchObject({ u: 'http://forged.example.jp/' });
  });

  it('keeps working when the browser refuses a write, and says why', async () => {
    const refusing = fakeSyncDevice(storeA, shared, { writeSyncItems: () => Promise.reject(new Error('QUOTA_BYTES quota exceeded')) });
    await storeA.putSubscription(makeSubscription(url, { added: refusing.now }));
    expect(await runSync(refusing.deps)).toMatchObject({ status: 'synced', wrote: false });
    expect(refusing.state.problem).toEqual({ kind: 'quota', message: 'QUOTA_BYTES quota exceeded' });
    expect(refusing.state.lastSynced).toBeNull();
    expect(await storeA.getSubscription(id)).toBeDefined();
  });

  it('says it is not syncing when the browser has no storage.sync, or reading it fails', async () => {
    const none = fakeSyncDevice(storeA, shared, { hasSyncStorage: () => false });
    expect(await runSync(none.deps)).toEqual({ status: 'problem', problem: { kind: 'unavailable', message: 'this browser has no storage.sync' } });
    const failing = fakeSyncDevice(storeA, shared, { readSyncItems: () => Promise.reject(new Error('sync is disabled')) });
    expect(await runSync(failing.deps)).toMatchObject({ status: 'problem', problem: { kind: 'unavailable', message: 'sync is disabled' } });
  });

  it('does nothing when turned off', async () => {
    a.state = { ...a.state, enabled: false };
    await storeA.putSubscription(makeSubscription(url));
    expect(await runSync(a.deps)).toEqual({ status: 'off' });
    expect(Object.keys(shared)).toEqual(['theme']);
  });

  it("holds writes back past the minute's budget, and the next sync writes them", async () => {
    a.state = { ...a.state, writes: Array<number>(60).fill(a.now - 10) };
    await storeA.putSubscription(makeSubscription(url, { added: a.now }));
    expect(await runSync(a.deps)).toMatchObject({ status: 'synced', wrote: false, deferred: true });
    expect(shared[syncKey(id)]).toBeUndefined();
    tick();
    expect(await runSync(a.deps)).toMatchObject({ status: 'synced', wrote: true });
    expect(shared[syncKey(id)]).toMatchObject({ u: url });
  });
});
