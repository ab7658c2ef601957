import { nextDue } from './next-due.ts';
import type { PollError } from './poll-error.ts';
import { recordChange } from '../schedule/index.ts';
import type { Subscription } from '../subscription.ts';

/** When a poll ended, and what the schedule needs to place the next one. */
export interface PollClock {
  /** Unix seconds. */
  readonly now: number;
  /** The interval setting, seconds. */
  readonly defaultInterval: number;
  /** A number in [0, 1) for the backoff jitter. */
  readonly random: number;
  /**
   * The learned schedule setting and the longest gap it may leave (seconds); absent: every
   * subscription on its fixed interval.
   */
  readonly schedule?: { readonly learned: boolean; readonly maxGap: number };
  /** The offset from UTC (seconds) the site's weekdays are read on; absent or null: UTC. */
  readonly tzOffset?: number | null;
  /** How long the server said its answer stays fresh (seconds: max-age, Expires), if it did. */
  readonly freshFor?: number | null;
}

/** What a successful poll saw change: the newest Last-Modified it carries, if any. */
export interface SeenChange {
  readonly modified: number | null;
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
 * The subscription after a successful poll (a new file or a 304): checked now, healthy, the
 * change it saw (if any) added to its update times, and due again after its interval — or
 * when the learned schedule says, if it is on for this subscription.
 *
 * @example
 * healthyPoll(sub, { now: 100, defaultInterval: 1800, random: 0.5 }) // { …, lastCheck: 100, lastSuccess: 100, nextDue: 1900 }
 */
export function healthyPoll(subscription: Subscription, clock: PollClock, change: SeenChange | null = null): Subscription {
  const changes = change === null
    ? subscription.lastChanges ?? []
    : recordChange(subscription.lastChanges ?? [], { now: clock.now, previousCheck: subscription.lastCheck, modified: change.modified });
  const schedule = clock.schedule;
  return {
    ...subscription,
    ...(change === null ? {} : { lastChanges: changes }),
    lastCheck: clock.now,
    lastSuccess: clock.now,
    lastError: null,
    consecutiveFailures: 0,
    nextDue: nextDue({
      subscription: { url: subscription.url, interval: subscription.interval, consecutiveFailures: 0 },
      now: clock.now,
      defaultInterval: clock.defaultInterval,
      random: clock.random,
      ...(schedule === undefined
        ? {}
        : { learned: { on: schedule.learned && subscription.fixedSchedule !== true, changes, tzOffset: clock.tzOffset ?? null, maxGap: schedule.maxGap, watchedSince: subscription.added, freshFor: clock.freshFor ?? null } }),
    }),
  };
}
