import { unwrap } from 'idb';
import type { SubscriptionId } from '../core/subscription.ts';
import { batchWriter } from './batch-writer.ts';
import { reelect } from './elect-winner.ts';
import { readOtherKeys, readSharedRows } from './read-shared-rows.ts';
import { runWrite } from './run-write.ts';
import { subscriptionRange, type AntennaDatabase } from './schema.ts';

/**
 * Removes a subscription and its records in one transaction. A site another subscription
 * also reports is re-elected among the records left (`reelect`); a site only this one
 * reported goes with its record.
 */
export async function removeSubscription(db: AntennaDatabase, id: SubscriptionId): Promise<void> {
  const tx = db.transaction(['subscriptions', 'records'], 'readwrite');
  await runWrite(tx, async () => {
    const store = tx.objectStore('records');
    const range = subscriptionRange(id);
    const [ownKeys, otherKeys] = await Promise.all([store.getAllKeys(range), readOtherKeys(store, id)]);
    unwrap(store).delete(range);
    const own = new Set(ownKeys.map(([, key]) => key));
    const shared = await readSharedRows(store, otherKeys, (key) => own.has(key));
    const writer = batchWriter(store);
    for (const [key, rows] of shared) {
      if (writer.full) await writer.drain();
      reelect(writer, key, rows);
    }
    unwrap(tx.objectStore('subscriptions')).delete(id);
  });
}
