import type { SubscriptionId } from '../core/subscription.ts';
import { subscriptionRange, type RecordsStore, type StoredRecord } from './schema.ts';

/** Past this many keys, one subscription's whole set is read with one `getAll`. */
const BULK = 64;

/**
 * Reads the stored rows of the given keys for each subscription. A subscription asked for
 * many keys is read whole in one request; a few keys are read one by one, every request in
 * flight at once.
 */
export async function readRecords(
  store: RecordsStore,
  wanted: ReadonlyMap<SubscriptionId, readonly string[]>,
): Promise<StoredRecord[]> {
  const parts = await Promise.all(
    [...wanted].map(async ([subscriptionId, keys]) => {
      if (keys.length <= BULK) return Promise.all(keys.map((key) => store.get([subscriptionId, key])));
      const set = new Set(keys);
      return (await store.getAll(subscriptionRange(subscriptionId))).filter((row) => set.has(row.key));
    }),
  );
  const rows: StoredRecord[] = [];
  for (const part of parts) for (const row of part) if (row) rows.push(row);
  return rows;
}
