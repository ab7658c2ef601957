import { unwrap } from 'idb';
import { batchWriter } from './batch-writer.ts';
import type { AntennaRecord } from '../core/record.ts';
import type { SubscriptionId } from '../core/subscription.ts';
import { remergeSites } from './remerge-sites.ts';
import { runWrite } from './run-write.ts';
import type { AntennaDatabase } from './schema.ts';

/**
 * For when the quota runs out: deletes up to `maxToDelete` stale records (Last-Detected older
 * than `expiry` at `now`, LIRS), oldest first, re-merges their sites and corrects the
 * subscriptions' record counts, in one transaction. Returns how many records went.
 */
export async function pruneStale(db: AntennaDatabase, now: number, expiry: number, maxToDelete: number): Promise<number> {
  if (!(maxToDelete > 0)) return 0;
  const tx = db.transaction(['subscriptions', 'records', 'sites'], 'readwrite');
  return runWrite(tx, async () => {
    const records = tx.objectStore('records');
    const writer = batchWriter(records);
    const changes = new Map<string, Map<SubscriptionId, AntennaRecord | null>>();
    const perSubscription = new Map<SubscriptionId, number>();
    let deleted = 0;
    // Stale means now - lastDetected > expiry, i.e. lastDetected < now - expiry.
    const stale = IDBKeyRange.upperBound(now - expiry, true);
    let cursor = await records.index('by-lastDetected').openKeyCursor(stale);
    while (cursor && deleted < maxToDelete) {
      const [subscriptionId, key] = cursor.primaryKey as [SubscriptionId, string];
      writer.delete([subscriptionId, key]);
      deleted++;
      perSubscription.set(subscriptionId, (perSubscription.get(subscriptionId) ?? 0) + 1);
      const known = changes.get(key) ?? new Map<SubscriptionId, AntennaRecord | null>();
      changes.set(key, known.set(subscriptionId, null));
      cursor = await cursor.continue();
    }
    await remergeSites(tx, changes);
    const subscriptions = tx.objectStore('subscriptions');
    for (const [id, count] of perSubscription) {
      const subscription = await subscriptions.get(id);
      if (subscription) {
        unwrap(subscriptions).put({ ...subscription, recordCount: Math.max(0, subscription.recordCount - count) });
      }
    }
    return deleted;
  });
}
