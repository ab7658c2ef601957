import type { Subscription } from '../subscription.ts';

/** The answers by which a host asks to be left alone for a while (RFC 6585 §4, RFC 9110 §15.6.4). */
export function asksForRest(kind: string): boolean {
  return kind === 'http-429' || kind === 'http-503';
}

/**
 * The hosts still resting at `now`: one of their subscriptions was last answered 429 or 503,
 * and the wait it was given (its `nextDue`, put where the `Retry-After` asked, else backed off)
 * is not over. The host's other subscriptions wait with it, so a small host that asked for rest
 * is not asked again through another antenna on it.
 *
 * @example
 * restingHosts([{ url: 'http://a.jp/x', lastError: { kind: 'http-503' }, nextDue: 200 }], 100, hostOf) // Set {'a.jp'}
 */
export function restingHosts<S extends Pick<Subscription, 'lastError' | 'nextDue'>>(subscriptions: readonly S[], now: number, hostOf: (subscription: S) => string): Set<string> {
  const resting = new Set<string>();
  for (const subscription of subscriptions) {
    if (subscription.lastError !== null && asksForRest(subscription.lastError.kind) && subscription.nextDue > now) {
      resting.add(hostOf(subscription));
    }
  }
  return resting;
}
