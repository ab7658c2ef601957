import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { openAntennaStore } from './open-store.ts';
import { makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';
import type { AntennaStore } from './types.ts';

let store: AntennaStore;
afterEach(() => store.close());

const a = makeSubscription('http://a.example/antenna/');
const b = makeSubscription('http://b.example/antenna/');
const now = 100_000;
const expiry = 1000;

/** A fresh store with both subscriptions in it (records are stored for subscribed antennas only). */
async function open(): Promise<AntennaStore> {
  store = await openAntennaStore({ indexedDB: new IDBFactory() });
  await store.putSubscription(a);
  await store.putSubscription(b);
  return store;
}

describe('pruneStale', () => {
  it('deletes the oldest stale records first, up to the limit', async () => {
    await open();
    await store.replaceRecords(a, [
      makeRecord('http://old1.example/', { lastDetected: now - 5000 }),
      makeRecord('http://old2.example/', { lastDetected: now - 4000 }),
      makeRecord('http://old3.example/', { lastDetected: now - 3000 }),
      makeRecord('http://fresh.example/', { lastDetected: now - 1000 }),
    ]);
    expect(await store.pruneStale(now, expiry, 2)).toBe(2);
    expect((await store.listRecords(a.id)).map((r) => r.url).sort()).toEqual(['http://fresh.example/', 'http://old3.example/']);
    expect(await store.countSites()).toBe(2);
    expect((await store.getSubscription(a.id))?.recordCount).toBe(2);
  });

  it('never deletes a record within the expiry', async () => {
    await open();
    await store.replaceRecords(a, [makeRecord('http://fresh.example/', { lastDetected: now - expiry })]);
    expect(await store.pruneStale(now, expiry, 100)).toBe(0);
    expect(await store.countSites()).toBe(1);
  });

  it('re-merges a shared site from the record that is left', async () => {
    await open();
    await store.replaceRecords(a, [makeRecord('http://shared.example/', { lastDetected: now - 5000, title: 'stale a' })]);
    await store.replaceRecords(b, [makeRecord('http://shared.example/', { lastDetected: now - 10, title: 'fresh b' })]);
    expect(await store.pruneStale(now, expiry, 10)).toBe(1);
    const [site] = await store.listSites({ limit: 10 });
    expect(site).toMatchObject({ from: b.id, sources: [b.id], record: { title: 'fresh b' } });
  });

  it('drops a pruned loser from the sources of the site', async () => {
    await open();
    await store.replaceRecords(a, [makeRecord('http://shared.example/', { lastDetected: now - 10, title: 'fresh a' })]);
    await store.replaceRecords(b, [makeRecord('http://shared.example/', { lastDetected: now - 5000 })]);
    expect(await store.pruneStale(now, expiry, 10)).toBe(1);
    expect(await store.listSites({ limit: 10 })).toMatchObject([{ from: a.id, sources: [a.id], record: { title: 'fresh a' } }]);
  });

  it('does nothing for a zero limit', async () => {
    await open();
    await store.replaceRecords(a, [makeRecord('http://old.example/', { lastDetected: 0 })]);
    expect(await store.pruneStale(now, expiry, 0)).toBe(0);
  });
});
