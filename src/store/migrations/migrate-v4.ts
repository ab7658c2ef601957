import { unwrap } from 'idb';
import { batchWriter, electWinner } from '../write/index.ts';
import type { AntennaDatabase, RecordRow, UpgradeTransaction } from '../schema.ts';

/**
 * v4: the merged antenna moves into the records themselves. Each site's winning record is
 * flagged (`winner: 1`, with the site's sources) and indexed by `[winner, lastModified]`, so
 * the separate `sites` store — a second write for every record stored — goes. The flags are
 * backfilled by walking the records in site-key order and electing each run of equal keys.
 */
export async function migrateV4(db: AntennaDatabase, tx: UpgradeTransaction): Promise<void> {
  const raw = unwrap(db);
  if (raw.objectStoreNames.contains('sites')) raw.deleteObjectStore('sites');
  const records = tx.objectStore('records');
  records.createIndex('by-winner-lastModified', ['winner', 'record.lastModified']);
  const writer = batchWriter(records);

  let key: string | null = null;
  let run: RecordRow[] = [];
  const flush = async (): Promise<void> => {
    if (key !== null) for (const row of electWinner(key, run)) writer.put(row);
    if (writer.full) await writer.drain();
  };
  let cursor = await records.index('by-key').openCursor();
  while (cursor) {
    const { key: recordKey, subscriptionId, record }: RecordRow = cursor.value;
    if (recordKey !== key) {
      await flush();
      key = recordKey;
      run = [];
    }
    run.push({ subscriptionId, key: recordKey, record });
    cursor = await cursor.continue();
  }
  await flush();
}
