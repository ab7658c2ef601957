import type { SubscriptionId } from '../../core/subscription.ts';
import { bucketOf, packCount, packOf } from '../record-packs.ts';
import type { AntennaDatabase, StoredRecord, UpgradeDatabase, UpgradeTransaction } from '../schema.ts';

/**
 * v9: records packed. Each subscription's rows (flags, sources, learned times as they were)
 * move into `packs`, about `PACK_SIZE` sites a pack by a hash of the site's key (`PackSet`),
 * and `records` goes with its four indexes: a first store of 200,000 records is then a few
 * hundred write requests instead of 200,000. The sites, their histories and every seen mark
 * stay as they were (the `history`, `seen` and `meta` stores are not touched).
 */
export async function migrateV9(current: AntennaDatabase, tx: UpgradeTransaction): Promise<void> {
  const db = current as unknown as UpgradeDatabase;
  const packs = db.createObjectStore('packs', { keyPath: ['subscriptionId', 'of', 'bucket'] });
  packs.createIndex('by-learned', 'learned');
  packs.createIndex('by-lastModified', 'lastModified');
  const rows = await tx.objectStore('records').getAll();
  const bySubscription = new Map<SubscriptionId, StoredRecord[]>();
  for (const row of rows) {
    const held = bySubscription.get(row.subscriptionId);
    if (held) held.push(row);
    else bySubscription.set(row.subscriptionId, [row]);
  }
  const store = tx.objectStore('packs');
  const writes: Promise<unknown>[] = [];
  for (const [id, held] of bySubscription) {
    const of = packCount(held.length);
    const buckets: StoredRecord[][] = Array.from({ length: of }, () => []);
    for (const row of held) buckets[bucketOf(row.key, of)]!.push(row);
    buckets.forEach((rows, bucket) => {
      if (rows.length > 0) writes.push(store.put(packOf(id, of, bucket, rows)));
    });
  }
  await Promise.all(writes);
  db.deleteObjectStore('records');
}
