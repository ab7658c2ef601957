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
  const mine = recordLocalEdits(base, view, now);
  const merged = pruneTombstones(mergeSyncModels(mine, decoded.model), now);
  const encoded = encodeSyncItems(merged);
  return {
    merged,
    apply: planSyncApply(view, merged, now),
    encoded,
    write: diffSyncItems(remote, encoded.items),
    unreadable: decoded.unreadable,
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
