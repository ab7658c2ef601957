import type { Page } from 'playwright-core';
import type { Site } from '../../src/core/site.ts';
import type { RecordPack, StoredRecord } from '../../src/store/schema.ts';

/**
 * Reads one object store of the extension's IndexedDB, raw, from an extension page — what
 * is really stored, not what the extension's own code says it stored.
 */
export async function readObjectStore<T = unknown>(page: Page, storeName: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('antenna-reader');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            resolve(request.result as T[]);
            db.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    storeName,
  );
}

/** Every stored record's row, raw, unpacked from the `packs` store (v9), by subscription and site as `[subscriptionId, key]` sorts. */
export async function readStoredRecords(page: Page): Promise<StoredRecord[]> {
  const packs = await readObjectStore<RecordPack>(page, 'packs');
  return packs
    .flatMap((pack) => pack.rows)
    .sort((a, b) => (a.subscriptionId === b.subscriptionId ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.subscriptionId < b.subscriptionId ? -1 : 1));
}

/** The merged sites as the popup sees them: each site's winning record (store schema v4). */
export async function readSites(page: Page): Promise<Site[]> {
  const rows = await readStoredRecords(page);
  return rows
    .filter((row) => row.winner === 1)
    .map((row) => ({ key: row.key, record: row.record, from: row.subscriptionId, sources: row.sources ?? [row.subscriptionId] }));
}
