import { mergeSite } from '../../core/freshness/index.ts';
import type { SubscriptionId } from '../../core/subscription.ts';
import type { RecordRow, StoredRecord } from '../schema.ts';

/**
 * Flags every subscription's row of one site as the merge decides (`mergeSite`: the newest
 * update wins whole, ties as it orders them): the winner gets `winner: 1`, the site's
 * sources and the newest check any of them made (`checked`), the others `winner: 0`. Rows
 * come back in the order given.
 *
 * @example
 * electWinner(key, [rowOfA, rowOfB]) // → [{...rowOfA, winner: 0}, {...rowOfB, winner: 1, sources: [a, b], checked: 900}]
 */
export function electWinner(key: string, rows: readonly RecordRow[]): StoredRecord[] {
  const site = mergeSite(key, rows);
  if (site === null) return [];
  return rows.map((row) => flagged(row, row.subscriptionId === site.from ? site.sources : null, site.checked));
}

/**
 * `row` as a winner with `sources`, or as a loser when `sources` is null. A winner's `checked`
 * is the newest check of all its sources (its own Last-Detected by default: a site one
 * antenna reports), and `learned` when given.
 */
export function flagged(
  row: RecordRow,
  sources: readonly SubscriptionId[] | null,
  checked: number | null | undefined = row.record.lastDetected,
  learned?: number,
): StoredRecord {
  const { subscriptionId, key, record } = row;
  if (sources === null) return { subscriptionId, key, record, winner: 0 };
  if (learned === undefined) {
    return checked == null ? { subscriptionId, key, record, winner: 1, sources } : { subscriptionId, key, record, winner: 1, sources, checked };
  }
  // Given here when known, so a first store builds each row once (`withLearned` copies).
  return checked == null ? { subscriptionId, key, record, winner: 1, sources, learned } : { subscriptionId, key, record, winner: 1, sources, checked, learned };
}

/** `row` as a winner that learned of its update at `learned` (undefined: left as it is). */
export function withLearned(row: StoredRecord, learned: number | undefined): StoredRecord {
  return row.winner === 1 && learned !== undefined && row.learned !== learned ? { ...row, learned } : row;
}

/** Whether two rows carry the same merge flags (a winner's learned time among them). */
export function sameFlags(a: StoredRecord, b: StoredRecord): boolean {
  if (a.winner !== b.winner) return false;
  if (a.winner === 1 && (a.checked ?? a.record.lastDetected) !== (b.checked ?? b.record.lastDetected)) return false;
  if (a.winner === 1 && a.learned !== b.learned) return false;
  const left = a.sources ?? [];
  const right = b.sources ?? [];
  return left.length === right.length && left.every((id, i) => id === right[i]);
}

/**
 * Re-elects the winner among the rows still stored for `key` (after a subscription dropped
 * it) and writes only the rows whose flags change. The site learned nothing new: its winner
 * keeps the learned time of the winner before (`was`, by default the winner among `stored`),
 * or, when it now shows an older update than that one did, that update's own time at most (it
 * was shown before the newer one came). Returns the winner (undefined: no row left).
 */
export function reelect(
  writer: { put(row: StoredRecord): void },
  key: string,
  stored: readonly StoredRecord[],
  was: StoredRecord | undefined = winnerOf(stored),
): StoredRecord | undefined {
  // Every winner carries a learned time, so the `by-learned` index finds every new site.
  const next = electWinner(key, stored).map((row) => withLearned(row, keptLearned(was, row)));
  stored.forEach((row, i) => {
    const elected = next[i];
    if (elected && !sameFlags(row, elected)) writer.put(elected);
  });
  return winnerOf(next);
}

function keptLearned(was: StoredRecord | undefined, row: StoredRecord): number {
  const own = row.record.lastModified;
  const learned = learnedOf(was);
  if (was === undefined || learned === undefined) return own;
  return own < was.record.lastModified ? Math.min(learned, own) : learned;
}

/** When the reader learned of the update a winning row shows (its lastModified when stored before that was kept). */
export function learnedOf(row: StoredRecord | undefined): number | undefined {
  return row === undefined ? undefined : (row.learned ?? row.record.lastModified);
}

/** The winning row among one site's rows, if they hold one. */
export function winnerOf(rows: readonly StoredRecord[] | undefined): StoredRecord | undefined {
  return rows?.find((row) => row.winner === 1);
}
