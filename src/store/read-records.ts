import type { IDBPObjectStore } from 'idb';
import type { AntennaRecord } from '../core/record.ts';
import type { SubscriptionId } from '../core/subscription.ts';
import { subscriptionRange, type AntennaDB } from './schema.ts';

type RecordsStore = IDBPObjectStore<AntennaDB, ('records' | 'sites' | 'subscriptions')[], 'records', 'readwrite'>;

/** Past this many keys, one subscription's whole set is read with one `getAll`. */
const BULK = 64;

/**
 * Reads the records of the given keys for each subscription: subscription → key → record.
 * A subscription asked for many keys is read whole in one request; a few keys are read one by
 * one, every request in flight at once.
 */
export async function readRecords(
  store: RecordsStore,
  wanted: ReadonlyMap<SubscriptionId, readonly string[]>,
): Promise<Map<SubscriptionId, Map<string, AntennaRecord>>> {
  const result = new Map<SubscriptionId, Map<string, AntennaRecord>>();
  await Promise.all(
    [...wanted].map(async ([subscriptionId, keys]) => {
      const rows =
        keys.length > BULK
          ? await store.getAll(subscriptionRange(subscriptionId))
          : await Promise.all(keys.map((key) => store.get([subscriptionId, key])));
      const byKey = new Map<string, AntennaRecord>();
      for (const row of rows) if (row) byKey.set(row.key, row.record);
      result.set(subscriptionId, byKey);
    }),
  );
  return result;
}
