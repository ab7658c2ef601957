import type { SyncKey } from './sync-key.ts';
import type { SyncEntry, SyncModel } from './sync-model.ts';

/**
 * How long a removal is remembered: a device offline for longer than this may bring a removed
 * subscription back (it has no way to tell a removal it never saw from an add).
 */
export const TOMBSTONE_SECONDS = 180 * 86_400;

/**
 * The model without removals older than `TOMBSTONE_SECONDS`, so tombstones do not fill the
 * quota over the years.
 *
 * @example
 * pruneTombstones(model, now) // removals made in the last 180 days, and every subscription
 */
export function pruneTombstones(model: SyncModel, now: number, keepFor = TOMBSTONE_SECONDS): SyncModel {
  const subscriptions = new Map<SyncKey, SyncEntry>();
  for (const [key, entry] of model.subscriptions) {
    if (!entry.removed || entry.clock >= now - keepFor) subscriptions.set(key, entry);
  }
  return subscriptions.size === model.subscriptions.size ? model : { ...model, subscriptions };
}
