import { applySchedule, type Schedule } from '../core/poll/index.ts';
import type { SubscriptionId } from '../core/subscription.ts';
import type { AntennaStore } from '../store/types.ts';

/**
 * Writes a schedule kept apart by an earlier version into the subscriptions it belongs to,
 * so each subscription is read whole from one place.
 */
export async function foldSchedule(store: AntennaStore, schedule: Schedule): Promise<void> {
  const ids = Object.keys(schedule) as SubscriptionId[];
  if (ids.length === 0) return;
  for (const subscription of await store.listSubscriptions()) {
    const entry = schedule[subscription.id];
    if (entry) await store.savePollResult(applySchedule(subscription, entry));
  }
}
