import { unwrap } from 'idb';
import type { SubscriptionId } from '../core/subscription.ts';
import { reelect, historyWriter, runWrite } from './write/index.ts';
import { PackSet } from './record-packs.ts';
import { RECORDS_TX_STORES, type AntennaDatabase, type StoredRecord } from './schema.ts';

/**
 * For when the quota runs out: deletes up to `maxToDelete` stale records (Last-Detected older
 * than `expiry` at `now`, LIRS), oldest first, re-elects the winners of their sites among the
 * records left, drops the history of a site left with none and corrects the subscriptions'
 * record counts, in one transaction. Returns how many records went. Every subscription is read
 * whole (records are packed, `PackSet`): pruning is rare, and it rewrites only the packs it changes.
 */
export async function pruneStale(db: AntennaDatabase, now: number, expiry: number, maxToDelete: number): Promise<number> {
  if (!(maxToDelete > 0)) return 0;
  const tx = db.transaction(RECORDS_TX_STORES, 'readwrite');
  return runWrite(tx, async () => {
    const packs = await PackSet.open(tx.objectStore('packs'));
    const all = (await Promise.all(packs.subscriptions().map((id) => packs.readSubscription(id)))).flat();
    // Stale means now - lastDetected > expiry, i.e. lastDetected < now - expiry.
    const limit = now - expiry;
    const stale = all
      .filter((row) => typeof row.record.lastDetected === 'number' && row.record.lastDetected < limit)
      .sort(oldestFirst)
      .slice(0, Math.floor(maxToDelete));
    const perSubscription = new Map<SubscriptionId, number>();
    const touched = new Set<string>();
    for (const row of stale) {
      packs.delete(row.subscriptionId, row.key);
      perSubscription.set(row.subscriptionId, (perSubscription.get(row.subscriptionId) ?? 0) + 1);
      touched.add(row.key);
    }
    const gone = new Set(stale);
    const left = new Map<string, StoredRecord[]>([...touched].map((key) => [key, []]));
    for (const row of all) if (!gone.has(row) && left.has(row.key)) left.get(row.key)!.push(row);
    const history = historyWriter(tx.objectStore('history'));
    for (const [key, rows] of left) {
      if (history.full) await history.drain();
      reelect(packs, key, rows);
      // A site with no record left goes with its history.
      if (rows.length === 0) history.note(key, undefined, undefined);
    }
    await Promise.all([packs.flush(), history.drain()]);
    const subscriptions = tx.objectStore('subscriptions');
    for (const [id, count] of perSubscription) {
      const subscription = await subscriptions.get(id);
      if (subscription) {
        unwrap(subscriptions).put({ ...subscription, recordCount: Math.max(0, subscription.recordCount - count) });
      }
    }
    return stale.length;
  });
}

/** Oldest Last-Detected first, then by subscription and site, as the v3–v8 index ordered them. */
function oldestFirst(a: StoredRecord, b: StoredRecord): number {
  const byTime = (a.record.lastDetected ?? 0) - (b.record.lastDetected ?? 0);
  if (byTime !== 0) return byTime;
  if (a.subscriptionId !== b.subscriptionId) return a.subscriptionId < b.subscriptionId ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
