import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { isNew } from '../../core/freshness/is-new.ts';
import { normalizeUrl } from '../../http/normalize-url.ts';
import { openAntennaStore } from '../open-store.ts';
import { countWrites, makeRecord, makeSubscription } from '../../../test/support/store-test-support.ts';

// A v8 database is built with the raw IndexedDB API, as v8 wrote it (one row per record in
// `records`, four indexes), so this test does not depend on the code it checks.

const a = makeSubscription('http://a.example/antenna/');
const b = makeSubscription('http://b.example/antenna/');
const shared = 'http://shared.example/';
const onlyA = 'http://only-a.example/';
const onlyB = 'http://only-b.example/';
const BIG = 2500;

function buildV8(db: IDBDatabase, tx: IDBTransaction): void {
  db.createObjectStore('subscriptions', { keyPath: 'id' });
  const records = db.createObjectStore('records', { keyPath: ['subscriptionId', 'key'] });
  records.createIndex('by-key', 'key');
  records.createIndex('by-lastDetected', 'record.lastDetected');
  records.createIndex('by-winner-lastModified', ['winner', 'record.lastModified']);
  records.createIndex('by-learned', 'learned');
  db.createObjectStore('seen', { keyPath: 'key' });
  db.createObjectStore('history', { keyPath: ['key', 'lastModified'] });
  db.createObjectStore('meta');
  db.createObjectStore('pageTexts', { keyPath: 'id' });
  const big = makeSubscription('http://big.example/antenna/');
  for (const subscription of [a, b, { ...big, recordCount: BIG }]) tx.objectStore('subscriptions').put(subscription);
  const put = (row: object) => tx.objectStore('records').put(row);
  put({ subscriptionId: a.id, key: shared, record: makeRecord(shared, { lastModified: 900, lastDetected: 100, title: 'from a' }), winner: 1, sources: [a.id, b.id], checked: 200, learned: 950 });
  put({ subscriptionId: b.id, key: shared, record: makeRecord(shared, { lastModified: 700, lastDetected: 200, title: 'from b' }), winner: 0 });
  put({ subscriptionId: a.id, key: onlyA, record: makeRecord(onlyA, { lastModified: 800, lastDetected: 50 }), winner: 1, sources: [a.id], checked: 50, learned: 800 });
  put({ subscriptionId: b.id, key: onlyB, record: makeRecord(onlyB, { lastModified: 600, lastDetected: 60 }), winner: 1, sources: [b.id], checked: 60, learned: 1500 });
  for (let i = 0; i < BIG; i++) {
    const record = makeRecord(`http://big${i}.example/`, { lastModified: 100 + (i % 400), lastDetected: 90 });
    put({ subscriptionId: big.id, key: normalizeUrl(record.url), record, winner: 1, sources: [big.id], checked: 90, learned: 100 });
  }
  tx.objectStore('history').put({ key: shared, lastModified: 700, tzOffset: 32400 });
  tx.objectStore('history').put({ key: shared, lastModified: 900, tzOffset: 32400 });
  tx.objectStore('seen').put({ key: onlyA, lastModified: 800 });
  tx.objectStore('seen').put({ key: shared, lastModified: 900, unseen: 1 });
  tx.objectStore('meta').put(1234, 'watermark');
  tx.objectStore('pageTexts').put({ id: a.id, lines: ['kept'] });
}

function openV8(factory: IDBFactory): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open('antenna-reader', 8);
    request.onupgradeneeded = () => buildV8(request.result, request.transaction as IDBTransaction);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}

describe('v9: records packed', () => {
  it('carries a v8 database forward: the same sites, new marks and histories, in packs', async () => {
    const factory = new IDBFactory();
    await openV8(factory);
    const store = await openAntennaStore({ indexedDB: factory });
    try {
      expect(await store.countSites()).toBe(3 + BIG);
      const sites = await store.listSites({ limit: 3 });
      expect(sites.map((site) => [site.key, site.record.lastModified, site.learned, site.checked, site.sources])).toEqual([
        [shared, 900, 950, 200, [a.id, b.id]],
        [onlyA, 800, 800, 50, [a.id]],
        [onlyB, 600, 1500, 60, [b.id]],
      ]);
      expect(sites[0]).toMatchObject({ from: a.id, record: { title: 'from a' } });

      // New marks: what was new is new, what was seen is seen.
      const { sites: candidates, seen, unseen } = await store.listNewCandidates(await store.getSeenWatermark());
      expect(seen).toEqual(new Map([[onlyA, 800]]));
      expect(unseen).toEqual(new Map([[shared, 900]]));
      const fresh = candidates.filter((site) => isNew(site, { watermark: 1234, siteSeen: seen.get(site.key), siteUnseen: unseen.get(site.key) }, 2000, 1_000_000));
      expect(fresh.map((site) => site.key)).toEqual([shared, onlyB]);

      // Histories: rows where a site had changed, else its record's update.
      expect(await store.readSiteHistory(shared)).toEqual([
        { lastModified: 900, tzOffset: 32400 },
        { lastModified: 700, tzOffset: 32400 },
      ]);
      expect(await store.readSiteHistory(onlyA)).toEqual([{ lastModified: 800, tzOffset: 32400 }]);
      expect(await store.readPageText(a.id)).toEqual(['kept']);

      // The same antennas again write no pack: the migration kept every flag.
      const big = await store.getSubscription(makeSubscription('http://big.example/antenna/').id);
      if (big === undefined) throw new Error('no big subscription');
      const records = await store.listRecords(big.id);
      expect(records).toHaveLength(BIG);
      const again = await countWrites(() => store.replaceRecords(big, records));
      expect(again.get('packs') ?? 0).toBe(0);
      const ofA = await countWrites(async () => store.replaceRecords(a, await store.listRecords(a.id)));
      expect(ofA.get('packs') ?? 0).toBe(0);
    } finally {
      store.close();
    }
  });
});
