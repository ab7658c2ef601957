import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../core/settings.ts';
import { openAntennaStore } from './open-store.ts';
import { makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';
import type { AntennaStore } from './types.ts';

/** The present, for the seen marks (which never move past it). */
const NOW = 1_700_000_000;

let store: AntennaStore;
async function open(): Promise<AntennaStore> {
  store = await openAntennaStore({ indexedDB: new IDBFactory() });
  return store;
}
afterEach(() => store.close());

describe('subscriptions', () => {
  it('puts, gets, lists and updates', async () => {
    const s = await open();
    const a = makeSubscription('http://a.example/antenna/');
    const b = makeSubscription('http://b.example/antenna/');
    await s.putSubscription(b);
    await s.putSubscription(a);
    expect(await s.getSubscription(a.id)).toEqual(a);
    expect((await s.listSubscriptions()).map((x) => x.id)).toEqual([a.id, b.id]);
    await s.putSubscription({ ...a, title: 'Renamed' });
    expect((await s.getSubscription(a.id))?.title).toBe('Renamed');
  });

  it('updates a stored subscription, and never brings back a removed one', async () => {
    const s = await open();
    const a = makeSubscription('http://a.example/antenna/');
    await s.putSubscription(a);
    expect(await s.savePollResult({ ...a, lastCheck: 5 })).toBe(true);
    expect((await s.getSubscription(a.id))?.lastCheck).toBe(5);
    await s.removeSubscription(a.id);
    expect(await s.savePollResult({ ...a, lastCheck: 6 })).toBe(false);
    expect(await s.getSubscription(a.id)).toBeUndefined();
  });

  it("keeps the user's interval and name changed while a poll ran, and writes what the poll found", async () => {
    const s = await open();
    const a = { ...makeSubscription('http://a.example/antenna/'), lastSuccess: 1_700_000_000 };
    await s.putSubscription(a);
    // The poll read `a`; meanwhile the user changed three choices.
    await s.editSubscription(a.id, (stored) => ({ ...stored, interval: 10_800, name: 'Mine' }));
    expect(await s.savePollResult({ ...a, lastCheck: 1_700_000_600, etag: '"v2"', recordCount: 7 })).toBe(true);
    expect(await s.getSubscription(a.id)).toMatchObject({ interval: 10_800, name: 'Mine', lastCheck: 1_700_000_600, etag: '"v2"' });
    // The same through the records' transaction.
    await s.editSubscription(a.id, (stored) => ({ ...stored, interval: 3_600 }));
    await s.replaceRecords({ ...a, lastCheck: 1_700_000_700 }, [makeRecord('http://site1.example/')]);
    expect(await s.getSubscription(a.id)).toMatchObject({ interval: 3_600, name: 'Mine', lastCheck: 1_700_000_700, recordCount: 1 });
  });

  it('applies two edits made close together, each to what the other wrote', async () => {
    const s = await open();
    const a = makeSubscription('http://a.example/antenna/');
    await s.putSubscription(a);
    await Promise.all([
      s.editSubscription(a.id, (stored) => ({ ...stored, display: 'collapsed' })),
      s.editSubscription(a.id, (stored) => ({ ...stored, interval: 10_800 })),
    ]);
    expect(await s.getSubscription(a.id)).toMatchObject({ display: 'collapsed', interval: 10_800 });
    expect(await s.editSubscription(makeSubscription('http://none.example/').id, (stored) => stored)).toBeUndefined();
  });

  it('gives undefined for an unknown id', async () => {
    const s = await open();
    expect(await s.getSubscription(makeSubscription('http://none.example/').id)).toBeUndefined();
  });

  it('removes a subscription with its records and sites', async () => {
    const s = await open();
    const a = makeSubscription('http://a.example/antenna/');
    await s.putSubscription(a);
    await s.replaceRecords(a, [makeRecord('http://site1.example/'), makeRecord('http://site2.example/')]);
    await s.removeSubscription(a.id);
    expect(await s.getSubscription(a.id)).toBeUndefined();
    expect(await s.listRecords(a.id)).toEqual([]);
    expect(await s.countSites()).toBe(0);
  });
});

describe('settings', () => {
  it('gives the defaults before anything is set', async () => {
    const s = await open();
    expect(await s.getSettings()).toEqual(defaultSettings);
  });

  it('applies a patch over the defaults and keeps it', async () => {
    const s = await open();
    expect(await s.setSettings({ interval: 600, timeZone: 'local' })).toEqual({ ...defaultSettings, interval: 600, timeZone: 'local' });
    await s.setSettings({ hideStale: true });
    expect(await s.getSettings()).toEqual({ ...defaultSettings, interval: 600, timeZone: 'local', hideStale: true });
  });

  it('ignores patch fields of the wrong type', async () => {
    const s = await open();
    await s.setSettings({ interval: 600 });
    const bad = { interval: 'soon', expiry: -1, timeZone: 'mars' } as unknown as Partial<typeof defaultSettings>;
    expect(await s.setSettings(bad)).toEqual({ ...defaultSettings, interval: 600 });
  });
});

describe('seen state', () => {
  it('starts with a zero watermark', async () => {
    const s = await open();
    expect(await s.getSeenWatermark()).toBe(0);
  });

  it('moves the watermark forward only', async () => {
    const s = await open();
    await s.setSeenWatermark(500, NOW);
    await s.setSeenWatermark(300, NOW);
    expect(await s.getSeenWatermark()).toBe(500);
  });

  it('never moves the watermark past the present, and brings one already past it back', async () => {
    const s = await open();
    await s.setSeenWatermark(4_102_444_800, NOW);
    expect(await s.getSeenWatermark()).toBe(NOW);
    await s.setSeenWatermark(NOW - 10, NOW + 60);
    expect(await s.getSeenWatermark()).toBe(NOW);
  });

  it("lets a site's mark run past the present by the clock-skew allowance at most", async () => {
    const s = await open();
    await s.markSiteSeen('http://a.example/', NOW + 120, NOW);
    await s.markSiteSeen('http://b.example/', 4_102_444_800, NOW);
    expect([...(await s.getSiteSeen(['http://a.example/', 'http://b.example/']))]).toEqual([
      ['http://a.example/', NOW + 120],
      ['http://b.example/', NOW + 300],
    ]);
  });

  it('keeps per-site marks, never moving one back', async () => {
    const s = await open();
    await s.markSiteSeen('http://a.example/', 700, NOW);
    await s.markSiteSeen('http://a.example/', 600, NOW);
    await s.markSiteSeen('http://b.example/', 800, NOW);
    const seen = await s.getSiteSeen(['http://a.example/', 'http://b.example/', 'http://c.example/']);
    expect([...seen]).toEqual([['http://a.example/', 700], ['http://b.example/', 800]]);
  });

  it("keeps this computer's per-site marks when another computer's watermark arrives", async () => {
    const s = await open();
    await s.markSiteSeen('http://a.example/', 700, NOW);
    await s.markSiteSeen('http://b.example/', 900, NOW);
    await s.setSeenWatermark(800, NOW);
    expect([...(await s.getSiteSeen(['http://a.example/', 'http://b.example/']))]).toEqual([
      ['http://a.example/', 700],
      ['http://b.example/', 900],
    ]);
  });

  it('Mark all seen moves the watermark to the present and drops every per-site mark, seen or unseen', async () => {
    const s = await open();
    await s.markSiteSeen('http://a.example/', 700, NOW);
    await s.markSiteUnseen('http://b.example/', 900, NOW);
    await s.markAllSeen(NOW);
    expect(await s.getSeenWatermark()).toBe(NOW);
    const { seen, unseen } = await s.listNewCandidates(NOW);
    expect([seen.size, unseen.size]).toEqual([0, 0]);
  });

  it('Mark all seen brings a learned time past the present back to it', async () => {
    const s = await open();
    const sub = makeSubscription('http://ahead.example/lirs');
    await s.putSubscription(sub);
    // As v7 left a site whose antenna's clock ran two minutes fast.
    await s.replaceRecords(sub, [makeRecord('http://ahead.example/', { lastModified: NOW + 120 })], NOW + 120);
    await s.markAllSeen(NOW);
    const [site] = await s.listSites({ limit: 1 });
    expect(site?.learned).toBe(NOW);
    expect((await s.listNewCandidates(NOW)).sites).toEqual([]);
  });

  it('marks a site unseen, and seen again', async () => {
    const s = await open();
    await s.markSiteSeen('http://a.example/', 700, NOW);
    await s.markSiteUnseen('http://a.example/', 700, NOW);
    expect(await s.getSiteSeen(['http://a.example/'])).toEqual(new Map());
    expect((await s.listNewCandidates(NOW)).unseen).toEqual(new Map([['http://a.example/', 700]]));
    await s.markSiteSeen('http://a.example/', 700, NOW);
    expect(await s.getSiteSeen(['http://a.example/'])).toEqual(new Map([['http://a.example/', 700]]));
    expect((await s.listNewCandidates(NOW)).unseen).toEqual(new Map());
  });
});

describe('opening', () => {
  it('opens the same database again with its data', async () => {
    const factory = new IDBFactory();
    const first = await openAntennaStore({ indexedDB: factory, name: 'again' });
    await first.setSeenWatermark(42, NOW);
    first.close();
    store = await openAntennaStore({ indexedDB: factory, name: 'again' });
    expect(await store.getSeenWatermark()).toBe(42);
  });
});
