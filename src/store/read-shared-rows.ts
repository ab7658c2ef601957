import type { SubscriptionId } from '../core/subscription.ts';
import { readRecords } from './read-records.ts';
import type { RecordsStore, StoredRecord } from './schema.ts';

/** Primary keys `[subscriptionId, key]` of every record, in parts. */
export type RecordKeys = readonly (readonly [string, string][])[];

/**
 * The primary keys of every other subscription's records: the two key ranges either side of
 * `id`'s own, one `getAllKeys` each — keys only, so finding which sites other antennas also
 * report reads no record, and costs nothing while `id` is the only subscription.
 */
export function readOtherKeys(store: RecordsStore, id: SubscriptionId): Promise<RecordKeys> {
  return Promise.all([
    store.getAllKeys(IDBKeyRange.upperBound([id], true)),
    store.getAllKeys(IDBKeyRange.lowerBound([id, []], true)),
  ]);
}

/**
 * Other subscriptions' rows of the sites `wanted` accepts, by site key: only sites another
 * antenna reports cost a record read.
 */
export async function readSharedRows(
  store: RecordsStore,
  otherKeys: RecordKeys,
  wanted: (key: string) => boolean,
): Promise<Map<string, StoredRecord[]>> {
  const bySubscription = new Map<SubscriptionId, string[]>();
  for (const part of otherKeys) {
    for (const [subscriptionId, key] of part) {
      if (!wanted(key)) continue;
      const keys = bySubscription.get(subscriptionId as SubscriptionId);
      if (keys) keys.push(key);
      else bySubscription.set(subscriptionId as SubscriptionId, [key]);
    }
  }
  const byKey = new Map<string, StoredRecord[]>();
  for (const row of await readRecords(store, bySubscription)) {
    const rows = byKey.get(row.key);
    if (rows) rows.push(row);
    else byKey.set(row.key, [row]);
  }
  return byKey;
}
