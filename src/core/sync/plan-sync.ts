import { CLOCK_SKEW_ALLOWANCE } from '../freshness/index.ts';
import { decodeSyncItems } from './decode-sync-items.ts';
import { diffSyncItems, type SyncItemsDiff } from './diff-sync-items.ts';
import { encodeSyncItems, type EncodedSyncItems } from './encode-sync-items.ts';
import { mergeSyncModels } from './merge-sync-models.ts';
import { planSyncApply, type SyncApplyPlan } from './plan-sync-apply.ts';
import { pruneTombstones } from './prune-tombstones.ts';
import { recordLocalEdits } from './record-local-edits.ts';
import type { SyncKey } from './sync-key.ts';
import type { SyncEntry, SyncModel } from './sync-model.ts';
import type { SyncView } from './synced-view.ts';

/** One sync, worked out: what to change here, what to write there, and the new base. */
export interface SyncPlan {
  /** This device's edits merged with the other devices': what every device will hold. */
  readonly merged: SyncModel;
  /** The changes that make this device hold `merged`. */
  readonly apply: SyncApplyPlan;
  /** `merged` as items within the quota. */
  readonly encoded: EncodedSyncItems;
  /** The writes that bring `storage.sync` to `encoded` (nothing when it is there). */
  readonly write: SyncItemsDiff;
  /** Keys of items in `storage.sync` that could not be read. */
  readonly unreadable: readonly string[];
  /**
   * A "seen up to" time another computer wrote later than this computer's clock allows
   * (`boundSyncedSeen`): not applied, and overwritten with this computer's; null when none.
   */
  readonly ignoredSeenUpTo: number | null;
}

/**
 * A synced "seen up to" time as this computer may apply it at `now`: one later than the
 * present plus the clock-skew allowance (another computer's clock set ten years ahead, or a
 * forged item) would silence every update here until then, so it counts as none (0).
 *
 * @example
 * boundSyncedSeen(1_700_000_000, 1_700_000_100) // 1700000000
 * boundSyncedSeen(2_000_000_000, 1_700_000_100) // 0
 */
export function boundSyncedSeen(seenUpTo: number, now: number): number {
  return seenUpTo > now + CLOCK_SKEW_ALLOWANCE ? 0 : seenUpTo;
}

/**
 * One sync step, pure: record this device's edits against `base` (the model after the last
 * sync, null before the first), merge with what `storage.sync` holds (`remote`), forget
 * removals older than the tombstone time, and work out what to apply here and write there.
 * Null when `remote` was written by a newer format: then nothing is applied or written.
 *
 * @example
 * const plan = planSync(base, syncedView(subscriptions, settings, watermark, now), await readSyncItems(), now);
 */
export function planSync(base: SyncModel | null, view: SyncView, remote: Readonly<Record<string, unknown>>, now: number): SyncPlan | null {
  const decoded = decodeSyncItems(remote);
  if (decoded.newer) return null;
  const remoteSeen = boundSyncedSeen(decoded.model.seenUpTo, now);
  const ignoredSeenUpTo = remoteSeen === decoded.model.seenUpTo ? null : decoded.model.seenUpTo;
  const theirs = { ...decoded.model, seenUpTo: remoteSeen };
  // A base that took such a time before it was bounded gives it up too.
  const mine = recordLocalEdits(base && { ...base, seenUpTo: boundSyncedSeen(base.seenUpTo, now) }, view, now);
  const merged = pruneTombstones(mergeSyncModels(mine, theirs), now);
  const encoded = encodeSyncItems(merged);
  return {
    merged,
    apply: planSyncApply(view, merged, now),
    encoded,
    write: diffSyncItems(remote, encoded.items),
    unreadable: decoded.unreadable,
    ignoredSeenUpTo,
  };
}

/**
 * The base to keep after applying `plan`: the merged model, less the subscriptions this
 * device could not add (so that their absence here is not taken for a removal next time).
 */
export function nextSyncBase(merged: SyncModel, notAdded: readonly SyncKey[]): SyncModel {
  if (notAdded.length === 0) return merged;
  const subscriptions = new Map<SyncKey, SyncEntry>(merged.subscriptions);
  for (const key of notAdded) subscriptions.delete(key);
  return { ...merged, subscriptions };
}
