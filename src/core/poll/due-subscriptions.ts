import type { Subscription } from '../subscription.ts';

/**
 * The subscriptions due at `now`, most overdue first (ties by id, so the order is stable).
 *
 * @example
 * dueSubscriptions([{ id: a, nextDue: 50 }, { id: b, nextDue: 200 }], 100) // [a]
 */
export function dueSubscriptions<S extends Pick<Subscription, 'id' | 'nextDue'>>(
  subscriptions: readonly S[],
  now: number,
): S[] {
  return subscriptions
    .filter((s) => s.nextDue <= now)
    .sort((a, b) => a.nextDue - b.nextDue || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
