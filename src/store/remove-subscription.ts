import { unwrap } from 'idb';
import type { SubscriptionId } from '../core/subscription.ts';
import { reelect, winnerOf, historyWriter, runWrite } from './write/index.ts';
import { PackSet } from './record-packs.ts';
import { RECORDS_TX_STORES, type AntennaDatabase } from './schema.ts';

/**
 * Removes a subscription and its records in one transaction. A site another subscription
 * also reports is re-elected among the records left (`reelect`), and when this one's record
 * was its winner, the next winner's newer lastModified joins the site's history; a site only
 * this one reported goes with its record and its history.
 */
export async function removeSubscription(db: AntennaDatabase, id: SubscriptionId): Promise<void> {
  const tx = db.transaction(RECORDS_TX_STORES, 'readwrite');
  await runWrite(tx, async () => {
    const packs = await PackSet.open(tx.objectStore('packs'));
    const ownRows = await packs.readSubscription(id);
    const before = new Map(ownRows.map((row) => [row.key, row]));
    const shared = await packs.readKeys(before.keys(), id);
    packs.deleteSubscription(id);
    const history = historyWriter(tx.objectStore('history'));
    for (const [key, own] of before) {
      if (history.full) await history.drain();
      const rows = shared.get(key);
      // No other antenna reports the site: it goes, and its history with it.
      const was = own.winner === 1 ? own : winnerOf(rows);
      const winner = rows ? reelect(packs, key, rows, was) : undefined;
      history.note(key, was, winner);
    }
    unwrap(tx.objectStore('subscriptions')).delete(id);
    await Promise.all([packs.flush(), history.drain()]);
  });
}
