import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../core/settings.ts';
import type { Subscription } from '../../core/subscription.ts';
import { DB_VERSION } from './migrations.ts';
import { isNew } from '../../core/freshness/is-new.ts';
import { openAntennaStore } from '../open-store.ts';
import { countWrites, makeRecord, makeSubscription } from '../../../test/support/store-test-support.ts';

// Older layouts are built here with the raw IndexedDB API, as those versions wrote them, so
// these tests do not depend on the migration code they check.

function openRaw(factory: IDBFactory, version: number, build: (db: IDBDatabase, tx: IDBTransaction) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open('antenna-reader', version);
    request.onupgradeneeded = () => build(request.result, request.transaction as IDBTransaction);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}

/** A subscription as v1 and v2 stored it, before display mode and RFC 5005 history. */
function oldSubscription(url: string): Omit<Subscription, 'display' | 'processedArchives' | 'historyWarning' | 'rejectedCount'> {
  const { display: _d, processedArchives: _p, historyWarning: _h, rejectedCount: _r, ...old } = makeSubscription(url, { recordCount: 2 });
  return old;
}

const a = oldSubscription('http://a.example/antenna/');
const b = oldSubscription('http://b.example/antenna/');
const rows = [
  { subscriptionId: a.id, key: 'http://shared.example/', record: makeRecord('http://shared.example/', { lastDetected: 100, title: 'from a', lastModified: 900 }) },
  { subscriptionId: a.id, key: 'http://only-a.example/', record: makeRecord('http://only-a.example/', { lastModified: 800, lastDetected: 50 }) },
  { subscriptionId: b.id, key: 'http://shared.example/', record: makeRecord('http://shared.example/', { lastDetected: 200, title: 'from b', lastModified: 700 }) },
  { subscriptionId: b.id, key: 'http://only-b.example/', record: makeRecord('http://only-b.example/', { lastModified: 600, lastDetected: 60 }) },
];

function buildV1(db: IDBDatabase, tx: IDBTransaction): void {
  db.createObjectStore('subscriptions', { keyPath: 'id' });
  db.createObjectStore('records', { keyPath: ['subscriptionId', 'key'] }).createIndex('by-key', 'key');
  db.createObjectStore('meta');
  tx.objectStore('subscriptions').put(a);
  tx.objectStore('subscriptions').put(b);
  for (const row of rows) tx.objectStore('records').put(row);
  tx.objectStore('meta').put({ interval: 600, bogus: true }, 'settings');
  tx.objectStore('meta').put(1234, 'watermark');
}

function buildV2(db: IDBDatabase, tx: IDBTransaction): void {
  buildV1(db, tx);
  db.createObjectStore('sites', { keyPath: 'key' }).createIndex('by-lastModified', 'record.lastModified');
  db.createObjectStore('seen', { keyPath: 'key' });
  const sites = tx.objectStore('sites');
  sites.put({ key: 'http://shared.example/', record: rows[2]?.record, from: b.id, sources: [a.id, b.id] });
  sites.put({ key: 'http://only-a.example/', record: rows[1]?.record, from: a.id, sources: [a.id] });
  sites.put({ key: 'http://only-b.example/', record: rows[3]?.record, from: b.id, sources: [b.id] });
  tx.objectStore('seen').put({ key: 'http://only-a.example/', lastModified: 800 });
}

function buildV3(db: IDBDatabase, tx: IDBTransaction): void {
  buildV2(db, tx);
  tx.objectStore('records').createIndex('by-lastDetected', 'record.lastDetected');
  for (const old of [a, b]) {
    tx.objectStore('subscriptions').put({ ...old, display: 'entries', processedArchives: [], historyWarning: null, rejectedCount: 0 });
  }
}

function buildV4(db: IDBDatabase, tx: IDBTransaction): void {
  buildV3(db, tx);
  db.deleteObjectStore('sites');
  const records = tx.objectStore('records');
  records.createIndex('by-winner-lastModified', ['winner', 'record.lastModified']);
  const flags: Record<string, { winner: 0 | 1; sources?: string[] }> = {
    [`${a.id} http://shared.example/`]: { winner: 0 },
    [`${a.id} http://only-a.example/`]: { winner: 1, sources: [a.id] },
    [`${b.id} http://shared.example/`]: { winner: 1, sources: [a.id, b.id] },
    [`${b.id} http://only-b.example/`]: { winner: 1, sources: [b.id] },
  };
  for (const row of rows) records.put({ ...row, ...flags[`${row.subscriptionId} ${row.key}`] });
}

/** Store names and each record's merge flags (by subscription and site), read raw after the store has closed. */
function readLayout(factory: IDBFactory): Promise<{ stores: string[]; flags: unknown[] }> {
  return new Promise((resolve, reject) => {
    const request = factory.open('antenna-reader');
    request.onerror = () => reject(request.error ?? new Error('open failed'));
    request.onsuccess = () => {
      const db = request.result;
      const all = db.transaction('packs', 'readonly').objectStore('packs').getAll();
      all.onsuccess = () => {
        type Row = { key: string; subscriptionId: string; winner: unknown; sources?: unknown; checked?: unknown };
        const rows = (all.result as { rows: Row[] }[])
          .flatMap((pack) => pack.rows)
          .sort((x, y) => (x.subscriptionId === y.subscriptionId ? (x.key < y.key ? -1 : 1) : x.subscriptionId < y.subscriptionId ? -1 : 1));
        resolve({
          stores: [...db.objectStoreNames],
          flags: rows.map(({ key, subscriptionId, winner, sources, checked }) => ({ key, subscriptionId, winner, sources, checked })),
        });
        db.close();
      };
    };
  });
}

/**
 * `merged`: whether the migration merged the sites afresh (from v1–v3), so the shared site
 * shows the newest update any antenna gave (a's 900) with the newest check (b's 200); a v4 or
 * v5 database keeps the winner it stored (b's, by the newest check then) until an antenna
 * reporting the site is read again.
 */
async function expectCarriedForward(factory: IDBFactory, merged = true): Promise<void> {
  (await openAntennaStore({ indexedDB: factory })).close();
  const layout = await readLayout(factory);
  expect(layout.stores).toEqual(['history', 'meta', 'packs', 'pageTexts', 'seen', 'subscriptions']);
  expect(layout.flags).toEqual(
    merged
      ? [
          { subscriptionId: a.id, key: 'http://only-a.example/', winner: 1, sources: [a.id], checked: 50 },
          // The newest update (a's, 900) wins; the newest check (b's, 200) is the site's freshness.
          { subscriptionId: a.id, key: 'http://shared.example/', winner: 1, sources: [a.id, b.id], checked: 200 },
          { subscriptionId: b.id, key: 'http://only-b.example/', winner: 1, sources: [b.id], checked: 60 },
          { subscriptionId: b.id, key: 'http://shared.example/', winner: 0, sources: undefined, checked: undefined },
        ]
      : [
          { subscriptionId: a.id, key: 'http://only-a.example/', winner: 1, sources: [a.id], checked: undefined },
          { subscriptionId: a.id, key: 'http://shared.example/', winner: 0, sources: undefined, checked: undefined },
          { subscriptionId: b.id, key: 'http://only-b.example/', winner: 1, sources: [b.id], checked: undefined },
          { subscriptionId: b.id, key: 'http://shared.example/', winner: 1, sources: [a.id, b.id], checked: undefined },
        ],
  );

  const store = await openAntennaStore({ indexedDB: factory });
  try {
    const subscriptions = await store.listSubscriptions();
    expect(subscriptions.map((s) => s.id)).toEqual([a.id, b.id]);
    for (const s of subscriptions) {
      expect(s).toMatchObject({ display: 'entries', processedArchives: [], historyWarning: null, rejectedCount: 0, recordCount: 2 });
    }
    expect((await store.listRecords(a.id)).map((r) => r.title).sort()).toEqual(['Title of http://only-a.example/', 'from a']);
    expect(await store.listRecords(b.id)).toHaveLength(2);
    // v6: each site's history starts with the update it shows.
    expect(await store.readSiteHistory('http://shared.example/')).toEqual([{ lastModified: merged ? 900 : 700, tzOffset: 32400 }]);

    // A merged migration flagged the records as a store does: the same antenna again writes
    // none. A kept winner is merged afresh by the next read of an antenna that reports it: the
    // shared site's two rows are written (each subscription's one pack), nothing else.
    const [first] = subscriptions;
    if (first === undefined) throw new Error('no subscription');
    const own = rows.filter((row) => row.subscriptionId === first.id).map((row) => row.record);
    const again = await countWrites(() => store.replaceRecords(first, own));
    expect(again.get('packs') ?? 0).toBe(merged ? 0 : 2);

    const sites = await store.listSites({ limit: 10 });
    expect(sites.map((s) => s.key)).toEqual(['http://shared.example/', 'http://only-a.example/', 'http://only-b.example/']);
    expect(sites[0]).toMatchObject({ from: a.id, sources: [a.id, b.id], checked: 200, record: { title: 'from a' } });

    expect(await store.getSettings()).toEqual({ ...defaultSettings, interval: 600 });
    expect(await store.getSeenWatermark()).toBe(1234);

    expect(await store.readSiteHistory('http://only-a.example/')).toEqual([{ lastModified: 800, tzOffset: 32400 }]);
    expect(await store.readSiteHistory('http://only-b.example/')).toEqual([{ lastModified: 600, tzOffset: 32400 }]);

    // v3's Last-Detected index is there and in use; the sites' histories go with them.
    expect(await store.pruneStale(10_000, 1000, 10)).toBe(4);
    expect(await store.countSites()).toBe(0);
    expect(await store.readSiteHistory('http://shared.example/')).toEqual([]);
  } finally {
    store.close();
  }
}

describe('migrations', () => {
  it('is at version 9', () => {
    expect(DB_VERSION).toBe(9);
  });

  it("moves a hina-di record's Virtual to checkedUrl and Authorized-url to sourceUrl, and reads every file again", async () => {
    const factory = new IDBFactory();
    const hina = { ...oldSubscription('http://h.example/hina.di'), format: 'hina-di', contentHash: 'old', etag: '"e"' };
    const { checkedUrl: _c, ...oldRecord } = makeRecord('http://site.example/', {
      sourceUrl: 'http://site.example/latest.html',
      extra: { 'Authorized-url': 'http://antenna.example/', Keyword: 'k' },
    });
    const { checkedUrl: _l, ...oldLirs } = makeRecord('http://lirs.example/', { sourceUrl: 'http://antenna.example/' });
    await openRaw(factory, 3, (db, tx) => {
      buildV3(db, tx);
      tx.objectStore('subscriptions').put({ ...hina, display: 'entries', processedArchives: [], historyWarning: null, rejectedCount: 0 });
      tx.objectStore('records').put({ subscriptionId: hina.id, key: 'http://site.example/', record: oldRecord });
      tx.objectStore('records').put({ subscriptionId: a.id, key: 'http://lirs.example/', record: oldLirs });
    });
    const store = await openAntennaStore({ indexedDB: factory });
    try {
      expect(await store.listRecords(hina.id as Subscription['id'])).toEqual([
        { ...oldRecord, sourceUrl: 'http://antenna.example/', checkedUrl: 'http://site.example/latest.html', extra: { Keyword: 'k' } },
      ]);
      expect((await store.listRecords(a.id)).find((r) => r.url === 'http://lirs.example/')).toEqual({ ...oldLirs, checkedUrl: null });
      for (const subscription of await store.listSubscriptions()) {
        expect(subscription).toMatchObject({ contentHash: null, etag: null, lastModifiedHeader: null });
      }
    } finally {
      store.close();
    }
  });

  it('carries a v1 database forward, backfilling the merged sites', async () => {
    const factory = new IDBFactory();
    await openRaw(factory, 1, buildV1);
    await expectCarriedForward(factory);
  });

  it('carries a v2 database forward, keeping sites and seen marks', async () => {
    const factory = new IDBFactory();
    await openRaw(factory, 2, buildV2);
    const store = await openAntennaStore({ indexedDB: factory });
    expect([...(await store.getSiteSeen(['http://only-a.example/']))]).toEqual([['http://only-a.example/', 800]]);
    store.close();
    await expectCarriedForward(factory);
  });

  it('carries a v3 database forward, moving the merged sites into the records', async () => {
    const factory = new IDBFactory();
    await openRaw(factory, 3, buildV3);
    const store = await openAntennaStore({ indexedDB: factory });
    expect([...(await store.getSiteSeen(['http://only-a.example/']))]).toEqual([['http://only-a.example/', 800]]);
    store.close();
    await expectCarriedForward(factory);
  });

  it("carries a v4 database forward, starting each site's history with its current update", async () => {
    const factory = new IDBFactory();
    await openRaw(factory, 4, buildV4);
    await expectCarriedForward(factory, false);
  });

  it("carries a v5 database forward, starting each site's history with its current update", async () => {
    const factory = new IDBFactory();
    // v5 changed no layout, only records (checkedUrl, which these have) and validators.
    await openRaw(factory, 5, buildV4);
    await expectCarriedForward(factory, false);
  });

  it('v7: after the upgrade nothing the user had seen becomes new and nothing new becomes seen', async () => {
    const factory = new IDBFactory();
    // Seen up to 750 (on the sites' clocks, as v6 compared), and only-b (600) opened at 600:
    // shared (a's 700 as the kept winner) is seen, only-a (800) new.
    await openRaw(factory, 5, (db, tx) => {
      buildV4(db, tx);
      tx.objectStore('meta').put(750, 'watermark');
      tx.objectStore('seen').clear();
      tx.objectStore('seen').put({ key: 'http://only-b.example/', lastModified: 600 });
    });
    const store = await openAntennaStore({ indexedDB: factory });
    try {
      const now = 10_000;
      const { sites, seen, unseen } = await store.listNewCandidates(await store.getSeenWatermark());
      const fresh = sites.filter((site) =>
        isNew(site, { watermark: 750, siteSeen: seen.get(site.key), siteUnseen: unseen.get(site.key) }, now, 1_000_000),
      );
      expect(fresh.map((site) => site.key)).toEqual(['http://only-a.example/']);
      const all = await store.listSites({ limit: 10 });
      expect(all.map((site) => [site.key, site.learned])).toEqual([
        ['http://only-a.example/', 800],
        ['http://shared.example/', 700],
        ['http://only-b.example/', 600],
      ]);
      expect(seen).toEqual(new Map([['http://only-b.example/', 600]]));
    } finally {
      store.close();
    }
  });

  it("carries a v6 database forward with an empty store for watched pages' text, kept and dropped with the page", async () => {
    const factory = new IDBFactory();
    await openRaw(factory, 6, (db, tx) => {
      buildV4(db, tx);
      db.createObjectStore('history', { keyPath: ['key', 'lastModified'] });
    });
    const store = await openAntennaStore({ indexedDB: factory });
    try {
      expect(await store.readPageText(a.id)).toBeNull();
      expect(await store.putPageText(a.id, ['日記', '新しい段落'])).toBe(true);
      expect(await store.readPageText(a.id)).toEqual(['日記', '新しい段落']);
      await store.removeSubscription(a.id);
      expect(await store.readPageText(a.id)).toBeNull();
    } finally {
      store.close();
    }
  });

  it('adds the next update after the one a migrated history starts with', async () => {
    const factory = new IDBFactory();
    await openRaw(factory, 5, buildV4);
    const store = await openAntennaStore({ indexedDB: factory });
    try {
      const own = rows.filter((row) => row.subscriptionId === a.id).map((row) => row.record);
      const subscription = await store.getSubscription(a.id);
      if (subscription === undefined) throw new Error('no subscription');
      await store.replaceRecords(subscription, own.map((r) => (r.url === 'http://only-a.example/' ? { ...r, lastModified: 850, tzOffset: null } : r)));
      expect(await store.readSiteHistory('http://only-a.example/')).toEqual([
        { lastModified: 850, tzOffset: null },
        { lastModified: 800, tzOffset: 32400 },
      ]);
    } finally {
      store.close();
    }
  });

  it('carries an empty v1 database forward', async () => {
    const factory = new IDBFactory();
    await openRaw(factory, 1, (db) => {
      db.createObjectStore('subscriptions', { keyPath: 'id' });
      db.createObjectStore('records', { keyPath: ['subscriptionId', 'key'] }).createIndex('by-key', 'key');
      db.createObjectStore('meta');
    });
    const store = await openAntennaStore({ indexedDB: factory });
    expect(await store.countSites()).toBe(0);
    expect(await store.getSettings()).toEqual(defaultSettings);
    store.close();
  });

  it('leaves the database at its old version, data intact, when a step fails', async () => {
    const factory = new IDBFactory();
    // A v2 database that already has the index v3 creates: v3's createIndex throws.
    await openRaw(factory, 2, (db, tx) => {
      buildV2(db, tx);
      tx.objectStore('records').createIndex('by-lastDetected', 'record.lastDetected');
    });
    await expect(openAntennaStore({ indexedDB: factory })).rejects.toMatchObject({ name: 'ConstraintError' });
    const version = await new Promise<number>((resolve) => {
      const request = factory.open('antenna-reader');
      request.onsuccess = () => {
        resolve(request.result.version);
        request.result.close();
      };
    });
    expect(version).toBe(2);
  });
});
