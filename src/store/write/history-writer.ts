import { unwrap } from 'idb';
import { isNewUpdate } from '../../core/freshness/index.ts';
import { HISTORY_LIMIT, type SiteUpdate } from '../../core/site-update.ts';
import { batchWriter } from './batch-writer.ts';
import { historyRange, type HistoryStore, type StoredRecord } from '../schema.ts';

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

/** Changed sites settled at once (each holds a count request). */
const MAX_PENDING = 500;

/**
 * A history writer on `store`. A site's history is its rows in `store` when it has any, else
 * the one update its winning record says (`readSiteHistory`): a site seen for the first time
 * costs no write, so a first store of a big antenna writes its records and nothing more. Rows
 * are written from a site's first change on — the update it had (while its history was only
 * its record's) and then every newer one — so what the history shows is what it would be had
 * every update been written. Writes are issued without a promise each (`batchWriter`): the
 * caller's transaction carries them, so history lands with the records or not at all.
 */
export function historyWriter(store: HistoryStore, limit = HISTORY_LIMIT): HistoryWriter {
  const writer = batchWriter(store);
  let pending: Promise<void>[] = [];
  return {
    note(key, before, after) {
      if (after === undefined) {
        writer.delete(historyRange(key));
        return;
      }
      // A site seen for the first time: its record is its history (a site that went took its rows along).
      if (before === undefined) return;
      const had = updateOf(before);
      const has = updateOf(after);
      if (sameUpdate(had, has)) return;
      const added = has !== null && isNewUpdate(had?.lastModified, has.lastModified) ? has : null;
      const change = settle(store, key, had, added, limit);
      // Observed here so a failure is never unhandled; `drain` rethrows it.
      change.catch(() => undefined);
      pending.push(change);
    },
    get full() {
      return writer.full || pending.length >= MAX_PENDING;
    },
    async drain() {
      const waiting = pending;
      pending = [];
      await Promise.all([writer.drain(), ...waiting]);
    },
  };
}

/**
 * The update a winning row says, or null when its lastModified is no valid key part: a
 * history cannot hold it (and the record is unindexed too).
 */
function updateOf(row: StoredRecord): SiteUpdate | null {
  const { lastModified, tzOffset, change } = row.record;
  if (!Number.isFinite(lastModified)) return null;
  // A watched page's update carries what changed (`checkPage`); an antenna's has nothing more.
  return change === undefined ? { lastModified, tzOffset } : { lastModified, tzOffset, change };
}

function sameUpdate(a: SiteUpdate | null, b: SiteUpdate | null): boolean {
  return a === null || b === null ? a === b : a.lastModified === b.lastModified && a.tzOffset === b.tzOffset;
}

/**
 * A site's winning record no longer says `had`: a history held by the record alone gets its
 * row for `had` first (it stays in the history whatever the record says next); `added`, a
 * newer update, joins; then all but the newest `limit` go. Requests run in order, so the
 * count is taken before these puts and a recount after them sees them.
 */
async function settle(store: HistoryStore, key: string, had: SiteUpdate | null, added: SiteUpdate | null, limit: number): Promise<void> {
  const range = historyRange(key);
  const held = await store.count(range);
  // No rows, and the record said no time a history can hold: the history was empty, and the record alone is it again.
  if (held === 0 && had === null) return;
  const raw = unwrap(store);
  if (held === 0 && had !== null) raw.put({ key, ...had });
  if (added !== null) raw.put({ key, ...added });
  if (held + 2 <= limit) return;
  const count = await store.count(range);
  if (count <= limit) return;
  const oldest = await store.getAllKeys(range, count - limit);
  const last = oldest.at(-1);
  if (last !== undefined) raw.delete(IDBKeyRange.bound(range.lower, last));
}
