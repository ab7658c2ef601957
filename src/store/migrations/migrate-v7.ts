import { batchWriter } from '../write/index.ts';
import { winnerRange, type AntennaDatabase, type UpgradeTransaction } from '../schema.ts';

/**
 * v7: "new" follows when the reader learned of an update, not the site's own clock. Every
 * winner gets `learned` = its record's lastModified, which is what "new" compared before, so
 * after the upgrade nothing the user had seen becomes new and nothing new becomes seen (the
 * watermark and the per-site marks keep their values and meaning). The `by-learned` index
 * finds the sites learned after the user last looked. A watermark past the present comes back to it.
 */
export async function migrateV7(_db: AntennaDatabase, tx: UpgradeTransaction): Promise<void> {
  const records = tx.objectStore('records');
  records.createIndex('by-learned', 'learned');
  // Only valid keys are indexed, so every winner met here has a finite lastModified.
  const writer = batchWriter(records);
  let cursor = await records.index('by-winner-lastModified').openCursor(winnerRange());
  while (cursor) {
    const row = cursor.value;
    if (row.learned === undefined) writer.put({ ...row, learned: row.record.lastModified });
    if (writer.full) await writer.drain();
    cursor = await cursor.continue();
  }
  await writer.drain();
  // A watermark stored past the present (before marks were bounded) would now silence every
  // update learned until then: it comes back to the present.
  const meta = tx.objectStore('meta');
  const watermark = await meta.get('watermark');
  const present = Date.now() / 1000;
  if (typeof watermark === 'number' && watermark > present) await meta.put(present, 'watermark');
}
