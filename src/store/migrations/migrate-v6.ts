import { batchWriter } from '../write/index.ts';
import { winnerRange, type AntennaDatabase, type UpgradeTransaction } from '../schema.ts';

/**
 * v6: each site's history of updates, keyed `[key, lastModified]` so a site's updates read as
 * one range and a repeated report of an update is the same row. Every site stored at the time
 * starts its history with its current update: the winners of the `by-winner-lastModified`
 * index (v4), read in order.
 */
export async function migrateV6(db: AntennaDatabase, tx: UpgradeTransaction): Promise<void> {
  const history = db.createObjectStore('history', { keyPath: ['key', 'lastModified'] });
  const writer = batchWriter(history);
  // Only valid keys are indexed, so every winner met here has a lastModified a key can hold.
  let cursor = await tx.objectStore('records').index('by-winner-lastModified').openCursor(winnerRange());
  while (cursor) {
    const { key, record } = cursor.value;
    writer.put({ key, lastModified: record.lastModified, tzOffset: record.tzOffset });
    if (writer.full) await writer.drain();
    cursor = await cursor.continue();
  }
  await writer.drain();
}
