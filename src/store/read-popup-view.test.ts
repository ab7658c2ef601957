import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { openAntennaStore } from './open-store.ts';
import { readPopupView } from './read-popup-view.ts';
import { makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';

const a = makeSubscription('http://a.example/antenna/');

describe('readPopupView', () => {
  it('reads every site, and the newest few, newest first, once each, however many share a lastModified', async () => {
    const factory = new IDBFactory();
    const store = await openAntennaStore({ indexedDB: factory, name: 'chunks' });
    await store.putSubscription(a);
    // Runs of equal lastModified longer and shorter than a chunk.
    const times = [50, 50, 50, 50, 50, 40, 30, 30, 20, 10, 10, 10, 5];
    await store.replaceRecords(a, times.map((lastModified, i) => makeRecord(`http://site${i}.example/`, { lastModified })));
    const expected = (await store.listSites({ limit: 100 })).map((site) => site.key).sort();
    store.close();

    const db = await openDatabase(factory, 'chunks');
    const { sites, complete } = await readPopupView(db, {});
    expect(complete).toBe(true);
    expect(sites.map((site) => site.record.lastModified)).toEqual([...times].sort((x, y) => y - x));
    expect(sites.map((site) => site.key).sort()).toEqual(expected);
    const all = (await readPopupView(db, {})).sites;
    for (const limit of [1, 3, 5, 6, 12, 13, 14]) {
      const first = await readPopupView(db, { limit });
      expect(first.sites, `limit ${limit}`).toEqual(all.slice(0, limit));
      expect(first.complete, `limit ${limit}`).toBe(limit >= times.length);
    }
    db.close();
  });
});
