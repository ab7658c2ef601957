import { unwrap } from 'idb';
import { batchWriter } from './batch-writer.ts';
import { keyRecords } from '../core/key-records.ts';
import type { AntennaRecord } from '../core/record.ts';
import { sameRecord } from '../core/same-record.ts';
import type { Subscription, SubscriptionId } from '../core/subscription.ts';
import { remergeSites } from './remerge-sites.ts';
import { runWrite } from './run-write.ts';
import { subscriptionRange, type AntennaDatabase } from './schema.ts';
import type { ReplaceOutcome } from './types.ts';

/**
 * Replaces one subscription's records in one transaction over subscriptions, records and
 * sites: the stored set is read with one `getAll`, only records that differ are written,
 * records the antenna no longer lists are deleted, and only the touched sites are re-merged.
 * An identical antenna writes no record and no site. Duplicate URLs keep the newest
 * Last-Detected (`keyRecords`). `subscription` is written with its new record count.
 */
export async function replaceRecords(
  db: AntennaDatabase,
  subscription: Subscription,
  records: readonly AntennaRecord[],
): Promise<ReplaceOutcome> {
  const id = subscription.id;
  const incoming = keyRecords(records);
  const tx = db.transaction(['subscriptions', 'records', 'sites'], 'readwrite');
  return runWrite(tx, async () => {
    const store = tx.objectStore('records');
    const held = new Map((await store.getAll(subscriptionRange(id))).map((row) => [row.key, row.record]));
    const writer = batchWriter(store);
    const changes = new Map<string, Map<SubscriptionId, AntennaRecord | null>>();
    let written = 0;
    let unchanged = 0;
    for (const [key, record] of incoming) {
      const old = held.get(key);
      if (old !== undefined && sameRecord(old, record)) {
        unchanged++;
        continue;
      }
      writer.put({ subscriptionId: id, key, record });
      written++;
      changes.set(key, new Map([[id, record]]));
      if (writer.full) await writer.drain();
    }
    let deleted = 0;
    for (const key of held.keys()) {
      if (incoming.has(key)) continue;
      writer.delete([id, key]);
      deleted++;
      changes.set(key, new Map([[id, null]]));
      if (writer.full) await writer.drain();
    }
    await remergeSites(tx, changes);
    unwrap(tx.objectStore('subscriptions')).put({ ...subscription, recordCount: incoming.size });
    return { written, deleted, unchanged };
  });
}
