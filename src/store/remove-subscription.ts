import { unwrap } from 'idb';
import type { AntennaRecord } from '../core/record.ts';
import type { SubscriptionId } from '../core/subscription.ts';
import { remergeSites } from './remerge-sites.ts';
import { runWrite } from './run-write.ts';
import { subscriptionRange, type AntennaDatabase } from './schema.ts';

/**
 * Removes a subscription and its records, and re-merges the sites it reported (a site no
 * other subscription reports goes), in one transaction.
 */
export async function removeSubscription(db: AntennaDatabase, id: SubscriptionId): Promise<void> {
  const tx = db.transaction(['subscriptions', 'records', 'sites'], 'readwrite');
  await runWrite(tx, async () => {
    const records = tx.objectStore('records');
    const range = subscriptionRange(id);
    const keys = await records.getAllKeys(range);
    unwrap(records).delete(range);
    const gone = new Map<SubscriptionId, AntennaRecord | null>([[id, null]]);
    await remergeSites(tx, new Map(keys.map(([, key]) => [key, gone])));
    unwrap(tx.objectStore('subscriptions')).delete(id);
  });
}
