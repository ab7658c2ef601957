import { mergeSite, type MergeCandidate } from '../core/merge-site.ts';
import { batchWriter } from './batch-writer.ts';
import type { AntennaDatabase, UpgradeTransaction } from './schema.ts';

/**
 * v2: the merged `sites` store (newest first by an index, so the popup and badge read a page
 * without loading everything) and the per-site `seen` marks. Sites are backfilled by walking
 * v1's records in site-key order and merging each run of equal keys.
 */
export async function migrateV2(db: AntennaDatabase, tx: UpgradeTransaction): Promise<void> {
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
