import { canonicalJson } from './canonical-json.ts';
import type { JsonValue } from '../json-value.ts';
import type { SubscriptionId } from '../subscription.ts';
import type { SyncKey } from './sync-key.ts';
import type { SyncModel, SyncedSubscription } from './sync-model.ts';
import { SYNCED_SETTINGS } from './synced-settings.ts';
import { sameSubscription } from './record-local-edits.ts';
import type { SyncView } from './synced-view.ts';

/** What this device must change to hold the merged model. */
export interface SyncApplyPlan {
  /** Subscriptions another device added: subscribe and poll. */
  readonly add: readonly { readonly key: SyncKey; readonly value: SyncedSubscription }[];
  /** Subscriptions another device removed. */
  readonly remove: readonly SubscriptionId[];
  /** Subscriptions renamed or otherwise changed on another device. */
  readonly update: readonly { readonly id: SubscriptionId; readonly value: SyncedSubscription }[];
  /** Settings changed on another device (empty when none). */
  readonly settings: Readonly<Record<string, JsonValue>>;
  /** The new "seen up to" time, or null when this device has already seen that far. */
  readonly seenUpTo: number | null;
}

/**
 * The changes that make this device (`view`) hold `merged`. "Seen up to" only moves forward
 * and never past `now` (another device's clock may be ahead).
 *
 * @example
 * planSyncApply(view, merged, now) // { add: [...], remove: [...], update: [...], settings: {}, seenUpTo: null }
 */
export function planSyncApply(view: SyncView, merged: SyncModel, now: number): SyncApplyPlan {
  const add: { key: SyncKey; value: SyncedSubscription }[] = [];
  const remove: SubscriptionId[] = [];
  const update: { id: SubscriptionId; value: SyncedSubscription }[] = [];
  for (const [key, entry] of merged.subscriptions) {
    const local = view.subscriptions.get(key);
    if (entry.removed) {
      if (local) remove.push(local.id);
    } else if (!local) add.push({ key, value: entry.value });
    else if (!sameSubscription(local.value, entry.value)) update.push({ id: local.id, value: entry.value });
  }
  const settings: Record<string, JsonValue> = {};
  for (const name of SYNCED_SETTINGS) {
    const register = merged.settings.get(name);
    const local = view.settings.get(name);
    if (register && (local === undefined || canonicalJson(register.value) !== canonicalJson(local))) settings[name] = register.value;
  }
  const seen = Math.min(merged.seenUpTo, now);
  return { add, remove, update, settings, seenUpTo: seen > view.seenUpTo ? seen : null };
}
