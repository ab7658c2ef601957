import type { Subscription, SubscriptionId } from '../subscription.ts';

/**
 * The part of a subscription's state that changes on every poll, as versions before 0.2 kept
 * it apart from the subscription record (`storage.local`); read once to fold it back in.
 */
export interface ScheduleEntry {
  readonly lastCheck: number;
  readonly lastSuccess: number | null;
  readonly nextDue: number;
}

export type Schedule = Readonly<Record<SubscriptionId, ScheduleEntry>>;

/**
 * The subscription as it stands now: the stored record, updated by a newer schedule entry.
 *
 * @example
 * applySchedule({ ...sub, lastCheck: 100, nextDue: 1900 }, { lastCheck: 200, lastSuccess: 200, nextDue: 2000 })
 * // → lastCheck 200, lastSuccess 200, nextDue 2000
 */
export function applySchedule(subscription: Subscription, entry: ScheduleEntry | undefined): Subscription {
  if (!entry || (subscription.lastCheck !== null && entry.lastCheck < subscription.lastCheck)) return subscription;
  return {
    ...subscription,
    lastCheck: entry.lastCheck,
    lastSuccess: Math.max(entry.lastSuccess ?? 0, subscription.lastSuccess ?? 0) || null,
    nextDue: entry.nextDue,
  };
}
