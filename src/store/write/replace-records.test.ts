import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../../core/record.ts';
import { openAntennaStore } from '../open-store.ts';
import { countWrites, makeRecord, makeSubscription } from '../../../test/support/store-test-support.ts';
import type { AntennaStore } from '../types.ts';

let store: AntennaStore;
afterEach(() => store.close());

const sub = makeSubscription('http://antenna.example/lirs');

/** A fresh store with `sub` subscribed (records are stored for subscribed antennas only). */
async function open(): Promise<AntennaStore> {
  store = await openAntennaStore({ indexedDB: new IDBFactory() });
  await store.putSubscription(sub);
  return store;
}
const records = Array.from({ length: 10 }, (_, i) => makeRecord(`http://site${i}.example/`, { lastModified: 1000 + i }));

describe('replaceRecords', () => {
  it('stores a new antenna, each record its own site', async () => {
    const s = await open();
    expect(await s.replaceRecords(sub, records)).toEqual({ written: 10, deleted: 0, unchanged: 0 });
    expect(await s.listRecords(sub.id)).toHaveLength(10);
    expect(await s.countSites()).toBe(10);
    expect((await s.getSubscription(sub.id))?.recordCount).toBe(10);
  });

  it('never lets the result of a poll that began earlier overwrite one that began later', async () => {
    const s = await open();
    const newer = { ...sub, lastCheck: 1_700_000_060, title: 'newer' };
    const older = { ...sub, lastCheck: 1_700_000_000, title: 'older' };
    await s.replaceRecords(newer, records.slice(0, 3));
    expect(await s.replaceRecords(older, records)).toEqual({ written: 0, deleted: 0, unchanged: 0 });
    expect(await s.savePollResult({ ...older, lastError: { kind: 'network', message: 'x', at: 1_700_000_000 } })).toBe(false);
    expect(await s.listRecords(sub.id)).toHaveLength(3);
    expect(await s.getSubscription(sub.id)).toMatchObject({ title: 'newer', lastCheck: 1_700_000_060, lastError: null, recordCount: 3 });
    // A later poll writes as ever.
    expect(await s.replaceRecords({ ...sub, lastCheck: 1_700_000_120 }, records)).toMatchObject({ written: 7 });
  });

  it('writes a first antenna in one pack per thousand records', async () => {
    const s = await open();
    const writes = await countWrites(() => s.replaceRecords(sub, records));
    // …and nothing to the sites' histories: a site first seen has its record's update for history.
    expect(Object.fromEntries(writes)).toEqual({ packs: 1, subscriptions: 1 });
    const many = Array.from({ length: 5000 }, (_, i) => makeRecord(`http://many${i}.example/`, { lastModified: 1000 + i }));
    const more = await countWrites(() => s.replaceRecords(sub, many));
    // 8 packs (a power of two) of about 625 records each, and the pack that held the first 10 emptied.
    expect(more.get('packs')).toBe(9);
    expect(await s.countSites()).toBe(5000);
    expect(await s.listRecords(sub.id)).toHaveLength(5000);
  });

  it('writes no record when the antenna is unchanged', async () => {
    const s = await open();
    await s.replaceRecords(sub, records);
    let outcome;
    const writes = await countWrites(async () => {
      outcome = await s.replaceRecords(sub, records.map((r) => structuredClone(r)));
    });
    expect(outcome).toEqual({ written: 0, deleted: 0, unchanged: 10 });
    expect(Object.fromEntries(writes)).toEqual({ subscriptions: 1 });
  });

  it('writes only the changed records', async () => {
    const s = await open();
    await s.replaceRecords(sub, records);
    const next = records.map((r, i) => (i === 3 ? { ...r, lastModified: 5000 } : r));
    let outcome;
    const writes = await countWrites(async () => {
      outcome = await s.replaceRecords(sub, next);
    });
    expect(outcome).toEqual({ written: 1, deleted: 0, unchanged: 9 });
    expect(writes.get('packs')).toBe(1);
    expect((await s.listSites({ limit: 1 }))[0]?.record.lastModified).toBe(5000);
  });

  it('stores nothing for a subscription that is not stored', async () => {
    const s = await open();
    const other = makeSubscription('http://other.example/lirs');
    const writes = await countWrites(async () => {
      expect(await s.replaceRecords(other, records)).toEqual({ written: 0, deleted: 0, unchanged: 0 });
    });
    expect(writes.size).toBe(0);
    expect(await s.getSubscription(other.id)).toBeUndefined();
    expect(await s.listRecords(other.id)).toEqual([]);
    expect(await s.countSites()).toBe(0);
  });

  it('never brings back a subscription removed while its poll ran', async () => {
    const s = await open();
    await s.replaceRecords(sub, records);
    await s.removeSubscription(sub.id);
    expect(await s.replaceRecords({ ...sub, lastCheck: 1 }, records)).toEqual({ written: 0, deleted: 0, unchanged: 0 });
    expect(await s.listSubscriptions()).toEqual([]);
    expect(await s.listRecords(sub.id)).toEqual([]);
    expect(await s.countSites()).toBe(0);
  });

  it('deletes records the antenna no longer lists, and their sites with them', async () => {
    const s = await open();
    await s.replaceRecords(sub, records);
    expect(await s.replaceRecords(sub, records.slice(0, 7))).toEqual({ written: 0, deleted: 3, unchanged: 7 });
    expect(await s.listRecords(sub.id)).toHaveLength(7);
    expect(await s.countSites()).toBe(7);
    expect((await s.getSubscription(sub.id))?.recordCount).toBe(7);
  });

  it('matches records by normalized URL', async () => {
    const s = await open();
    await s.replaceRecords(sub, [makeRecord('http://Site.Example:80/Path')]);
    const outcome = await s.replaceRecords(sub, [makeRecord('HTTP://site.example/Path')]);
    expect(outcome).toEqual({ written: 1, deleted: 0, unchanged: 0 });
    expect(await s.countSites()).toBe(1);
  });

  it('keeps the newest Last-Detected of a URL listed twice', async () => {
    const s = await open();
    const older = makeRecord('http://dup.example/', { lastDetected: 100, title: 'old' });
    const newer = makeRecord('http://DUP.example/', { lastDetected: 200, title: 'new' });
    await s.replaceRecords(sub, [newer, older]);
    expect((await s.listRecords(sub.id)).map((r) => r.title)).toEqual(['new']);
    expect((await s.getSubscription(sub.id))?.recordCount).toBe(1);
  });

  it('writes the subscription even when nothing else changed', async () => {
    const s = await open();
    await s.replaceRecords(sub, records);
    await s.replaceRecords({ ...sub, lastCheck: 1234 }, records);
    expect((await s.getSubscription(sub.id))?.lastCheck).toBe(1234);
  });

  it('changes nothing when the transaction aborts part-way', async () => {
    const s = await open();
    await s.replaceRecords(sub, records);
    const before = { records: await s.listRecords(sub.id), sites: await s.listSites({ limit: 100 }), sub: await s.getSubscription(sub.id) };
    // A value that cannot be cloned into IndexedDB, in the middle of a changed set.
    const poisoned = { ...makeRecord('http://site5.example/'), extra: { bad: (() => 1) as unknown as string } } as AntennaRecord;
    const next = [...records.slice(0, 5).map((r) => ({ ...r, lastModified: 9999 })), poisoned, makeRecord('http://fresh.example/')];
    await expect(s.replaceRecords({ ...sub, lastCheck: 1 }, next)).rejects.toMatchObject({ name: 'DataCloneError' });
    expect(await s.listRecords(sub.id)).toEqual(before.records);
    expect(await s.listSites({ limit: 100 })).toEqual(before.sites);
    expect(await s.getSubscription(sub.id)).toEqual(before.sub);
  });
});
