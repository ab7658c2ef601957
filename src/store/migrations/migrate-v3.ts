import type { Subscription } from '../../core/subscription.ts';
import type { AntennaDatabase, UpgradeTransaction } from '../schema.ts';

/** Subscription fields that v1/v2 did not store, with the value an old subscription gets. */
const ADDED_IN_V3: Pick<Subscription, 'display' | 'processedArchives' | 'historyWarning' | 'rejectedCount'> = {
  display: 'entries',
  processedArchives: [],
  historyWarning: null,
  rejectedCount: 0,
};

/**
 * v3: records get an index by Last-Detected, so `pruneStale` can drop the oldest stale
 * records first without reading them all; subscriptions stored before the display mode and
 * RFC 5005 history fields existed get their defaults.
 */
export async function migrateV3(_db: AntennaDatabase, tx: UpgradeTransaction): Promise<void> {
  tx.objectStore('records').createIndex('by-lastDetected', 'record.lastDetected');
  let cursor = await tx.objectStore('subscriptions').openCursor();
  while (cursor) {
    const stored: Partial<Subscription> = cursor.value;
    const missing = Object.entries(ADDED_IN_V3).filter(([name]) => stored[name as keyof Subscription] === undefined);
    if (missing.length > 0) await cursor.update({ ...cursor.value, ...Object.fromEntries(missing) });
    cursor = await cursor.continue();
  }
}
