import { unwrap } from 'idb';
import type { SubscriptionId } from '../core/subscription.ts';
import { batchWriter, reelect, historyWriter, runWrite } from './write/index.ts';
import { RECORDS_TX_STORES, type AntennaDatabase } from './schema.ts';

/**
 * For when the quota runs out: deletes up to `maxToDelete` stale records (Last-Detected older
 * than `expiry` at `now`, LIRS), oldest first, re-elects the winners of their sites among the
 * records left, drops the history of a site left with none and corrects the subscriptions'
 * record counts, in one transaction. Returns how many records went.
 */
export async function pruneStale(db: AntennaDatabase, now: number, expiry: number, maxToDelete: number): Promise<number> {
  if (!(maxToDelete > 0)) return 0;
  const tx = db.transaction(RECORDS_TX_STORES, 'readwrite');
  return runWrite(tx, async () => {
    const records = tx.objectStore('records');
    const writer = batchWriter(records);
    const touched = new Set<string>();
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
      touched.add(key);
      cursor = await cursor.continue();
    }
    // Read after the deletes were issued (requests run in order): only the records left.
    const byKey = records.index('by-key');
    const keys = [...touched];
    const left = await Promise.all(keys.map((key) => byKey.getAll(key)));
    const history = historyWriter(tx.objectStore('history'));
    for (const [i, key] of keys.entries()) {
      if (writer.full || history.full) await Promise.all([writer.drain(), history.drain()]);
      const rows = left[i] ?? [];
      reelect(writer, key, rows);
      // A site with no record left goes with its history.
      if (rows.length === 0) history.note(key, undefined, undefined);
    }
    await history.drain();
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
