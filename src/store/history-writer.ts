import { unwrap } from 'idb';
import { isNewUpdate } from '../core/is-new-update.ts';
import { HISTORY_LIMIT } from '../core/site-update.ts';
import { batchWriter } from './batch-writer.ts';
import { historyRange, type HistoryStore, type StoredRecord } from './schema.ts';

/** Writes site histories inside a transaction that changes records. */
export interface HistoryWriter {
  /**
   * After a site's merge: `before` and `after` are its winning rows (undefined: no site). A
   * newer lastModified is added to its history, bounded to the newest `limit`; a site that
   * is gone takes its history with it.
   */
  note(key: string, before: StoredRecord | undefined, after: StoredRecord | undefined): void;
  /** Whether writes are in flight and should be waited for (`await history.drain()`). */
  readonly full: boolean;
  /** Waits for every write and bound issued so far; rejects if one failed. */
  drain(): Promise<void>;
}

/** Bounds checks in flight at once (each holds a count request). */
const MAX_PENDING = 500;

/**
 * A history writer on `store`. Writes are issued without a promise each (`batchWriter`): the
 * caller's transaction carries them, so history lands with the records or not at all. Adding
 * to a known site also counts its history and, past `limit`, deletes the oldest; a site seen
 * for the first time has none to bound.
 */
export function historyWriter(store: HistoryStore, limit = HISTORY_LIMIT): HistoryWriter {
  const writer = batchWriter(store);
  let bounds: Promise<void>[] = [];
  return {
    note(key, before, after) {
      if (after === undefined) {
        writer.delete(historyRange(key));
        return;
      }
      const { lastModified, tzOffset } = after.record;
      // Not a valid key part: the site's history cannot hold it (and its record is unindexed too).
      if (!Number.isFinite(lastModified)) return;
      const known = before !== undefined && Number.isFinite(before.record.lastModified) ? before.record.lastModified : undefined;
      if (!isNewUpdate(known, lastModified)) return;
      writer.put({ key, lastModified, tzOffset });
      if (known === undefined) return;
      const bound = keepNewest(store, key, limit);
      // Observed here so a failure is never unhandled; `drain` rethrows it.
      bound.catch(() => undefined);
      bounds.push(bound);
    },
    get full() {
      return writer.full || bounds.length >= MAX_PENDING;
    },
    async drain() {
      const pending = bounds;
      bounds = [];
      await Promise.all([writer.drain(), ...pending]);
    },
  };
}

/** Deletes all but the newest `limit` updates of `key` (requests run in order: after the put). */
async function keepNewest(store: HistoryStore, key: string, limit: number): Promise<void> {
  const range = historyRange(key);
  const count = await store.count(range);
  if (count <= limit) return;
  const oldest = await store.getAllKeys(range, count - limit);
  const last = oldest.at(-1);
  if (last !== undefined) unwrap(store).delete(IDBKeyRange.bound(range.lower, last));
}
