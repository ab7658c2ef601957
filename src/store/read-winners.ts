import { readAllRows } from './record-packs.ts';
import type { RecordPack, StoredRecord } from './schema.ts';

/** The packs store of any transaction that reads it (only its reads are used). */
export interface PacksReader {
  getAll(query?: IDBKeyRange | null, count?: number): Promise<RecordPack[]>;
  getAllKeys(query?: IDBKeyRange | null, count?: number): Promise<[string, number, number][]>;
}

/**
 * Every merged site's winning row, newest lastModified first (ties: by subscription and site,
 * last first, as the v4–v8 index listed them). Records are packed by site (`PackSet`), not
 * by time, so the merged antenna is every pack's winners, sorted here; a winner whose
 * lastModified is not a number a key can hold (NaN) is left out, as the index left it out.
 */
export async function readWinners(store: PacksReader, keep: (row: StoredRecord) => boolean = () => true): Promise<StoredRecord[]> {
  const rows = await readAllRows(store, (row) => row.winner === 1 && !Number.isNaN(row.record.lastModified) && keep(row));
  return rows.sort(newestFirst);
}

/** Newest lastModified first; ties by `[subscriptionId, key]`, last first. */
export function newestFirst(a: StoredRecord, b: StoredRecord): number {
  const byTime = b.record.lastModified - a.record.lastModified;
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  if (a.subscriptionId !== b.subscriptionId) return a.subscriptionId < b.subscriptionId ? 1 : -1;
  return a.key < b.key ? 1 : a.key > b.key ? -1 : 0;
}
