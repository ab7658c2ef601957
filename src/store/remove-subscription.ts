import { unwrap } from 'idb';
import type { SubscriptionId } from '../core/subscription.ts';
import { batchWriter, reelect, winnerOf, historyWriter, runWrite } from './write/index.ts';
import { readRecords } from './read-records.ts';
import { readOtherKeys, readSharedRows } from './read-shared-rows.ts';
import { RECORDS_TX_STORES, subscriptionRange, type AntennaDatabase } from './schema.ts';

/**
 * Removes a subscription and its records in one transaction. A site another subscription
 * also reports is re-elected among the records left (`reelect`), and when this one's record
 * was its winner, the next winner's newer lastModified joins the site's history; a site only
 * this one reported goes with its record and its history.
 */
export async function removeSubscription(db: AntennaDatabase, id: SubscriptionId): Promise<void> {
  const tx = db.transaction(RECORDS_TX_STORES, 'readwrite');
  await runWrite(tx, async () => {
    const store = tx.objectStore('records');
    const range = subscriptionRange(id);
    const [ownKeys, otherKeys] = await Promise.all([store.getAllKeys(range), readOtherKeys(store, id)]);
    const own = ownKeys.map(([, key]) => key);
    const ownSet = new Set(own);
    const shared = await readSharedRows(store, otherKeys, (key) => ownSet.has(key));
    // The shared sites this subscription's record won: read before they go, to compare times.
    const wonHere = [...shared].filter(([, rows]) => winnerOf(rows) === undefined).map(([key]) => key);
    const won = wonHere.length === 0 ? [] : await readRecords(store, new Map([[id, wonHere]]));
    const before = new Map(won.map((row) => [row.key, row]));
    unwrap(store).delete(range);
    const writer = batchWriter(store);
    const history = historyWriter(tx.objectStore('history'));
    for (const key of own) {
      if (writer.full || history.full) await Promise.all([writer.drain(), history.drain()]);
      const rows = shared.get(key);
      // No other antenna reports the site: it goes, and its history with it.
      const was = before.get(key) ?? winnerOf(rows);
      const winner = rows ? reelect(writer, key, rows, was) : undefined;
      history.note(key, was, winner);
    }
    unwrap(tx.objectStore('subscriptions')).delete(id);
    await history.drain();
  });
}
