import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import { mergeSite, type MergeCandidate } from '../../core/freshness/index.ts';
import type { Site } from '../../core/site.ts';
import { batchWriter } from '../write/index.ts';
import type { AntennaDatabase, RecordRow, UpgradeTransaction } from '../schema.ts';

/** The stores this step reads and writes, as versions 2 and 3 laid them out. */
interface V2Layout extends DBSchema {
  records: { key: [string, string]; value: RecordRow; indexes: { 'by-key': string } };
  /** The merged antenna, one row per site (v2–v3; v4 folds it into the records). */
  sites: { key: string; value: Site; indexes: { 'by-lastModified': number } };
  seen: { key: string; value: { key: string; lastModified: number } };
}

/**
 * v2: the merged `sites` store (newest first by an index, so the popup and badge read a page
 * without loading everything) and the per-site `seen` marks. Sites are backfilled by walking
 * v1's records in site-key order and merging each run of equal keys.
 */
export async function migrateV2(current: AntennaDatabase, currentTx: UpgradeTransaction): Promise<void> {
  const db = current as unknown as IDBPDatabase<V2Layout>;
  const tx = currentTx as unknown as IDBPTransaction<V2Layout, StoreNames<V2Layout>[], 'versionchange'>;
  const sites = db.createObjectStore('sites', { keyPath: 'key' });
  sites.createIndex('by-lastModified', 'record.lastModified');
  const writer = batchWriter(sites);
  db.createObjectStore('seen', { keyPath: 'key' });

  let key: string | null = null;
  let run: MergeCandidate[] = [];
  const flush = async (): Promise<void> => {
    const site = key === null ? null : mergeSite(key, run);
    if (site) writer.put(site);
    if (writer.full) await writer.drain();
  };
  let cursor = await tx.objectStore('records').index('by-key').openCursor();
  while (cursor) {
    const { key: recordKey, subscriptionId, record } = cursor.value;
    if (recordKey !== key) {
      await flush();
      key = recordKey;
      run = [];
    }
    run.push({ subscriptionId, record });
    cursor = await cursor.continue();
  }
  await flush();
}
