import { nextDue } from './next-due.ts';
import type { PollError } from './poll-error.ts';
import type { Subscription } from './subscription.ts';

/** When a poll ended, and what the schedule needs to place the next one. */
export interface PollClock {
  /** Unix seconds. */
  readonly now: number;
  /** The interval setting, seconds. */
  readonly defaultInterval: number;
  /** A number in [0, 1) for the backoff jitter. */
  readonly random: number;
}

/**
 * The subscription after a failed poll: the failure counted, the error kept for the pages,
 * and the next poll backed off (or put where the server's Retry-After asks). Its records
 * are not touched.
 *
 * @example
 * failedPoll(sub, { kind: 'http-503', message: 'the server answered 503', at: 100 },
 *            { now: 100, defaultInterval: 1800, random: 0.5 }, 3600)
 * // { ...sub, lastCheck: 100, consecutiveFailures: sub.consecutiveFailures + 1, nextDue: 3700, … }
 */
export function failedPoll(subscription: Subscription, error: PollError, clock: PollClock, retryAfter: number | null = null): Subscription {
  const failures = subscription.consecutiveFailures + 1;
  return {
    ...subscription,
    lastCheck: clock.now,
    lastError: error,
    consecutiveFailures: failures,
    nextDue: nextDue({
      subscription: { url: subscription.url, interval: subscription.interval, consecutiveFailures: failures },
      now: clock.now,
      defaultInterval: clock.defaultInterval,
      random: clock.random,
      retryAfter,
    }),
  };
}

/**
 * The subscription after a successful poll (a new file or a 304): checked now, healthy, due
 * again after its interval.
 *
 * @example
 * healthyPoll(sub, { now: 100, defaultInterval: 1800, random: 0.5 }) // { …, lastCheck: 100, lastSuccess: 100, nextDue: 1900 }
 */
export function healthyPoll(subscription: Subscription, clock: PollClock): Subscription {
  return {
    ...subscription,
    lastCheck: clock.now,
    lastSuccess: clock.now,
    lastError: null,
    consecutiveFailures: 0,
    nextDue: nextDue({
      subscription: { url: subscription.url, interval: subscription.interval, consecutiveFailures: 0 },
      now: clock.now,
      defaultInterval: clock.defaultInterval,
      random: clock.random,
    }),
  };
}
