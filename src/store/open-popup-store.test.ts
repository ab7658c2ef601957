import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { wrap } from 'idb';
import { describe, expect, it } from 'vitest';
import { makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';
import { DB_VERSION, MIGRATIONS } from './migrations/migrations.ts';
import { openPopupStore, POPUP_DB_VERSION } from './open-popup-store.ts';
import { openAntennaStore } from './open-store.ts';
import type { AntennaDatabase, UpgradeTransaction } from './schema.ts';

const a = makeSubscription('http://a.example/antenna/');

function opened(request: IDBOpenDBRequest): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    request.addEventListener('success', () => resolve(request.result));
    request.addEventListener('error', () => reject(request.error ?? new Error('open failed')));
  });
}

/** The database's version and object stores as a fresh connection sees them. */
async function shape(factory: IDBFactory, name: string): Promise<{ version: number; stores: string[] }> {
  const db = await opened(factory.open(name));
  const seen = { version: db.version, stores: [...db.objectStoreNames].sort() };
  db.close();
  return seen;
}

describe('openPopupStore', () => {
  it('is written for the schema the store builds', () => {
    expect(POPUP_DB_VERSION).toBe(DB_VERSION);
  });

  it('reads what the store wrote, newest first, without upgrading anything', async () => {
    const factory = new IDBFactory();
    const store = await openAntennaStore({ indexedDB: factory, name: 'read' });
    await store.putSubscription(a);
    await store.replaceRecords(a, [makeRecord('http://old.example/', { lastModified: 10 }), makeRecord('http://new.example/', { lastModified: 20 })], 30);
    await store.markSiteSeen('http://old.example/', 10, 1_700_000_000);
    const expected = await store.readPopupView({ limit: 1 });
    store.close();

    const popup = await openPopupStore({ indexedDB: factory, name: 'read' });
    const view = await popup.readPopupView({ limit: 1 });
    expect(view).toEqual(expected);
    expect(view.sites.map((site) => site.key)).toEqual(['http://new.example/']);
    expect(view.complete).toBe(false);
    const candidates = await popup.listNewCandidates(15);
    expect(candidates.sites.map((site) => site.key)).toEqual(['http://new.example/']);
    expect(candidates.seen).toEqual(new Map([['http://old.example/', 10]]));
    expect(await popup.readSiteHistory('http://new.example/')).toEqual([{ lastModified: 20, tzOffset: 32400 }]);
  });

  it('creates the database, as the store would, when there is none yet', async () => {
    const factory = new IDBFactory();
    const popup = await openPopupStore({ indexedDB: factory, name: 'fresh' });
    const view = await popup.readPopupView({ limit: 50 });
    expect(view.sites).toEqual([]);
    expect(view.subscriptions).toEqual([]);
    const reference = await openAntennaStore({ indexedDB: factory, name: 'reference' });
    reference.close();
    expect(await shape(factory, 'fresh')).toEqual(await shape(factory, 'reference'));
    expect((await shape(factory, 'fresh')).version).toBe(DB_VERSION);
  });

  it('upgrades a database left at an older version, keeping its data', async () => {
    const factory = new IDBFactory();
    const old = DB_VERSION - 1;
    const request = factory.open('older', old);
    request.addEventListener('upgradeneeded', () => {
      const db = wrap(request.result) as unknown as AntennaDatabase;
      const tx = wrap(request.transaction as IDBTransaction) as unknown as UpgradeTransaction;
      void (async () => {
        for (const step of MIGRATIONS.slice(0, old)) await step(db, tx);
      })();
    });
    const raw = await opened(request);
    const tx = raw.transaction('subscriptions', 'readwrite');
    tx.objectStore('subscriptions').put(a);
    await new Promise((resolve) => tx.addEventListener('complete', resolve));
    raw.close();

    const popup = await openPopupStore({ indexedDB: factory, name: 'older' });
    expect((await popup.readPopupView({})).subscriptions.map((s) => s.id)).toEqual([a.id]);
    expect((await shape(factory, 'older')).version).toBe(DB_VERSION);
  });
});
