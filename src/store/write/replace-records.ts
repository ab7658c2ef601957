import { unwrap } from 'idb';
import { electWinner, flagged, learnedOf, reelect, sameFlags, winnerOf, withLearned } from './elect-winner.ts';
import { learnedAt, sameRecord } from '../../core/freshness/index.ts';
import { historyWriter } from './history-writer.ts';
import { keyRecords } from './key-records.ts';
import type { AntennaRecord } from '../../core/record.ts';
import type { Subscription } from '../../core/subscription.ts';
import { isSupersededPoll, pollResultOver } from '../../core/poll/index.ts';
import { packCount, packCountFits, PackSet } from '../record-packs.ts';
import { runWrite } from './run-write.ts';
import { RECORDS_TX_STORES, type AntennaDatabase, type StoredRecord } from '../schema.ts';
import type { ReplaceOutcome } from '../types.ts';

const NOTHING: ReplaceOutcome = { written: 0, deleted: 0, unchanged: 0 };

/**
 * Replaces one subscription's records in one transaction over subscriptions, record packs
 * and history. Records are packed (`PackSet`): the stored set is read with one `getAll` of the
 * subscription's packs, and other subscriptions' rows only from the packs the sites hash to,
 * so a site no other antenna reports is written as its own winner with no further read, and
 * each pack that changed is written once (an antenna of 200,000 records: 256 writes). The
 * subscription is spread over a new number of packs when its size has grown or shrunk
 * fourfold (`packCountFits`). Sites shared with other antennas
 * are re-elected (`electWinner`) and the other rows are rewritten only when their flags
 * change; a dropped site another antenna still reports passes to that antenna. Records whose
 * content and flags are unchanged are not rewritten, so an identical antenna writes no pack,
 * only the subscription. A site whose merged record now says a newer lastModified has it
 * added to its history, and a site no antenna reports any more loses its history
 * (`historyWriter`), with no read but a count for a known site that updated. Duplicate URLs
 * keep the newest Last-Detected (`keyRecords`). `subscription` is written with its new
 * record count, over the stored one as a poll's result (`pollResultOver`: the user's choices
 * made meanwhile stand) — unless it is no longer stored (removed while its poll ran): then nothing is
 * written, so a removed subscription never comes back; nor when a poll that began later has
 * already written (`isSupersededPoll`): an older response never overwrites a newer one.
 * Each site's winner carries when the reader learned of its update (`learnedAt` at `now`, the
 * time the poll's result is written: by default the subscription's last check).
 */
export async function replaceRecords(
  db: AntennaDatabase,
  subscription: Subscription,
  records: readonly AntennaRecord[],
  now: number = subscription.lastCheck ?? 0,
): Promise<ReplaceOutcome> {
  const id = subscription.id;
  const incoming = keyRecords(records);
  const tx = db.transaction(RECORDS_TX_STORES, 'readwrite');
  return runWrite(tx, async () => {
    const subscriptions = tx.objectStore('subscriptions');
    const [stillStored, packs] = await Promise.all([subscriptions.get(id), PackSet.open(tx.objectStore('packs'))]);
    if (stillStored === undefined || isSupersededPoll(stillStored, subscription)) return NOTHING;
    const heldRows = await packs.readSubscription(id);
    const held = new Map(heldRows.map((row) => [row.key, row]));
    // The subscription's first read: its sites' updates count from their own times (`learnedAt`).
    const firstRead = heldRows.length === 0;
    const shared = await packs.readKeys(bothKeys(incoming, held), id);
    // Spread over as many packs as its size asks, kept while it neither grows nor shrinks fourfold.
    const of = packs.packCountOf(id);
    if (of === undefined || !packCountFits(of, incoming.size)) packs.repack(id, packCount(incoming.size));

    const writer = packs;
    const history = historyWriter(tx.objectStore('history'));
    const drain = () => history.drain();
    const ownSources = [id];
    let written = 0;
    let unchanged = 0;
    for (const [key, record] of incoming) {
      if (history.full) await drain();
      const others = shared.get(key);
      const old = held.get(key);
      const before = old?.winner === 1 ? old : winnerOf(others);
      // A site no other antenna reports is its own winner: its learned time is known now.
      const alone = others === undefined ? learnedAt(before && { lastModified: before.record.lastModified, learned: learnedOf(before) }, record.lastModified, now, firstRead) : undefined;
      let row: StoredRecord = flagged({ subscriptionId: id, key, record }, ownSources, record.lastDetected, alone);
      let rest: StoredRecord[] = [];
      if (others) {
        const [mine, ...elected] = electWinner(key, [row, ...others]);
        if (mine) row = mine;
        rest = elected;
      }
      // The winner carries when the reader learned of the update it shows (`learnedAt`).
      const shown = row.winner === 1 ? row : winnerOf(rest);
      const learned = shown && learnedAt(before && { lastModified: before.record.lastModified, learned: learnedOf(before) }, shown.record.lastModified, now, firstRead);
      row = withLearned(row, learned);
      rest = rest.map((elected) => withLearned(elected, learned));
      others?.forEach((other, i) => {
        const elected = rest[i];
        if (elected && !sameFlags(other, elected)) writer.put(elected);
      });
      const winner = row.winner === 1 ? row : winnerOf(rest);
      history.note(key, before, winner);
      if (old !== undefined && sameRecord(old.record, record) && sameFlags(old, row)) {
        unchanged++;
        continue;
      }
      writer.put(row);
      written++;
    }
    let deleted = 0;
    for (const [key, old] of held) {
      if (incoming.has(key)) continue;
      if (history.full) await drain();
      writer.delete(id, key);
      deleted++;
      const others = shared.get(key);
      const was = old.winner === 1 ? old : winnerOf(others);
      const winner = others ? reelect(writer, key, others, was) : undefined;
      history.note(key, was, winner);
    }
    unwrap(subscriptions).put(pollResultOver(stillStored, { ...subscription, recordCount: incoming.size }));
    await Promise.all([packs.flush(), history.drain()]);
    return { written, deleted, unchanged };
  });
}

function* bothKeys(a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>): Iterable<string> {
  yield* a.keys();
  yield* b.keys();
}
