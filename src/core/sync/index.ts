/**
 * Sync across computers, as rules: the synced model (subscriptions, settings, "seen up to") as
 * `storage.sync` items, encoded and decoded within the quota (`encodeSyncItems`,
 * `decodeSyncItems`), a run's plan from the local model, the remote items and the last base
 * (`planSync`), the write budget, and which subscription fields sync.
 */
export { canonicalJson } from './canonical-json.ts';
export { decodeSyncItems } from './decode-sync-items.ts';
export { isEmptyDiff } from './diff-sync-items.ts';
export { encodeSyncItems } from './encode-sync-items.ts';
export { type SyncApplyPlan } from './plan-sync-apply.ts';
export { nextSyncBase, planSync } from './plan-sync.ts';
export { NO_QUOTA } from './sync-items.ts';
export { syncKey, type SyncKey } from './sync-key.ts';
export { type SyncedSubscription } from './sync-model.ts';
export { syncWriteBudget } from './sync-write-budget.ts';
export { LOCAL_ONLY_FIELDS, forgetUnchanged, isPollState, withSyncedSubscription } from './synced-subscription.ts';
export { syncedView } from './synced-view.ts';
