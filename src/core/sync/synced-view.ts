import type { JsonValue } from '../json-value.ts';
import type { Settings } from '../settings.ts';
import type { Subscription, SubscriptionId } from '../subscription.ts';
import { syncKey, type SyncKey } from './sync-key.ts';
import type { SyncedSubscription } from './sync-model.ts';
import { syncedSettings } from './synced-settings.ts';
import { syncedSubscription } from './synced-subscription.ts';

/** This device's subscriptions, settings and seen time as they would sync (no edit times). */
export interface SyncView {
  readonly subscriptions: ReadonlyMap<SyncKey, { readonly id: SubscriptionId; readonly value: SyncedSubscription }>;
  readonly settings: ReadonlyMap<string, JsonValue>;
  /** Unix seconds, never past the present. */
  readonly seenUpTo: number;
  /** Subscriptions whose key another one already has: they stay on this device. */
  readonly collisions: readonly SubscriptionId[];
}

/**
 * What this device holds, in the synced shape. The "mark all seen" watermark can be ahead of
 * the clock (it follows a site dated in the future); what syncs is never past `now`.
 *
 * @example
 * syncedView(subscriptions, settings, watermark, now).subscriptions.get(syncKey(id))?.value.name
 */
export function syncedView(
  subscriptions: readonly Subscription[],
  settings: Settings,
  watermark: number,
  now: number,
): SyncView {
  const byKey = new Map<SyncKey, { id: SubscriptionId; value: SyncedSubscription }>();
  const collisions: SubscriptionId[] = [];
  // In id order, so that which of two colliding ids syncs is the same on every device.
  for (const subscription of [...subscriptions].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const key = syncKey(subscription.id);
    if (byKey.has(key)) collisions.push(subscription.id);
    else byKey.set(key, { id: subscription.id, value: syncedSubscription(subscription) });
  }
  return { subscriptions: byKey, settings: syncedSettings(settings), seenUpTo: Math.max(0, Math.min(watermark, now)), collisions };
}
