import 'fake-indexeddb/auto';
import { forceCloseDatabase, IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';
import { handleMessage } from '../background/handle-message.ts';
import { fakeRunDeps } from '../../test/support/fake-run-deps.ts';
import { DB_VERSION } from './migrations/migrations.ts';
import { openAntennaStore } from './open-store.ts';
import { NewerDatabaseError } from './reopening-connection.ts';

/** A fresh IndexedDB whose every opened connection the test can reach, as the browser can. */
function watchedFactory() {
  const factory = new IDBFactory();
  const opened: IDBDatabase[] = [];
  const watched = {
    open(name: string, version?: number) {
      const request = factory.open(name, version);
      request.addEventListener('success', () => opened.push(request.result));
      return request;
    },
    deleteDatabase: (name: string) => factory.deleteDatabase(name),
    cmp: (a: unknown, b: unknown) => factory.cmp(a, b),
    databases: () => factory.databases(),
  } as IDBFactory;
  return { factory: watched, opened };
}

const subscription = makeSubscription('http://a.example.jp/sites.lirs');
const record = makeRecord('http://site.example.jp/', { lastModified: 1_699_999_000, lastDetected: 1_699_999_100 });

describe('the store reopens', () => {
  it('reopens a connection the browser closed (site data cleared, storage pressure) on the next use', async () => {
    const { factory, opened } = watchedFactory();
    const store = await openAntennaStore({ indexedDB: factory });
    await store.putSubscription(subscription);
    forceCloseDatabase(opened[0] as never);
    await store.replaceRecords(subscription, [record]);
    expect(await store.listRecords(subscription.id)).toEqual([record]);
    expect(opened).toHaveLength(2);
    store.close();
  });

  it('runs a call that met a connection already closing once more on a new one', async () => {
    const { factory, opened } = watchedFactory();
    const store = await openAntennaStore({ indexedDB: factory });
    await store.putSubscription(subscription);
    // Closed without a word (no close event): the next transaction throws InvalidStateError.
    opened[0]?.close();
    expect((await store.getSubscription(subscription.id))?.id).toBe(subscription.id);
    expect(opened).toHaveLength(2);
    store.close();
  });

  it('lets a newer version upgrade, then says so on every call and writes nothing', async () => {
    const { factory } = watchedFactory();
    const store = await openAntennaStore({ indexedDB: factory });
    await store.putSubscription(subscription);
    // A newer version opens the database at a higher version: ours lets go (versionchange).
    const upgrade = factory.open('antenna-reader', DB_VERSION + 1);
    await new Promise((resolve, reject) => {
      upgrade.onsuccess = resolve;
      upgrade.onerror = () => reject(upgrade.error);
      upgrade.onblocked = () => reject(new Error('blocked: the old connection did not close'));
    });
    upgrade.result.close();
    await expect(store.putSubscription(makeSubscription('http://b.example.jp/sites.lirs'))).rejects.toBeInstanceOf(NewerDatabaseError);
    await expect(store.listSubscriptions()).rejects.toThrow('a newer version of Antenna Reader has upgraded its database');
    const reply = await handleMessage({ kind: 'status' }, fakeRunDeps(store, () => Promise.reject(new Error('no fetch'))));
    expect(reply).toMatchObject({ ok: false, kind: 'newer-database' });
    // A worker started on the newer database opens the store and says the same.
    const later = await openAntennaStore({ indexedDB: factory });
    await expect(later.getSettings()).rejects.toBeInstanceOf(NewerDatabaseError);
  });
});
