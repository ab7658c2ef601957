import { backoff, BACKOFF_CAP } from './backoff.ts';
import { pollInterval, pollFloor } from './poll-interval.ts';
import { learnedDelay } from '../schedule/index.ts';
import type { Subscription } from '../subscription.ts';

/** The learned schedule's part in `nextDue`: whether it is on, and what it learns from. */
export interface LearnedScheduleInput {
  /** The schedule is on (the setting, and the subscription not switched back to fixed). */
  readonly on: boolean;
  /** The subscription's update times (`recordChange`). */
  readonly changes: readonly number[];
  readonly tzOffset: number | null;
  /** Since when the subscription has been watched (its `added`), Unix seconds. */
  readonly watchedSince?: number | null;
  /** The longest gap allowed between two checks, seconds. */
  readonly maxGap: number;
  /**
   * How long the server said its answer stays fresh (max-age, Expires), seconds: the learned
   * schedule asks no sooner, up to the interval (a header never makes it rarer than that).
   */
  readonly freshFor?: number | null;
}

export interface NextDueInput {
  /** The subscription as it stands after this attempt (failures already counted). */
  readonly subscription: Pick<Subscription, 'url' | 'interval' | 'consecutiveFailures'>;
  readonly now: number;
  /** The interval setting, seconds. */
  readonly defaultInterval: number;
  /** A number in [0, 1) for the backoff jitter (pass `Math.random()`). */
  readonly random: number;
  /** Seconds the server asked to wait (`parseRetryAfter`), if it did. */
  readonly retryAfter?: number | null;
  /** The learned schedule (`learnedDelay`); absent or off: the fixed interval. */
  readonly learned?: LearnedScheduleInput;
}

/**
 * When to poll a subscription next (Unix seconds). A healthy one waits its interval (never
 * below the host's floor); a failing one waits at least that, backing off exponentially from
 * it. A server's Retry-After is honoured up to a day — a longer ask is treated as a day, so
 * a bad header cannot silence an antenna for good. A healthy subscription on the learned
 * schedule waits what `learnedDelay` says instead of its interval; backoff is as for any.
 *
 * @example
 * nextDue({ subscription: { url, interval: null, consecutiveFailures: 0 }, now: 0,
 *           defaultInterval: 1800, random: 0.5 })  // 1800
 */
export function nextDue(input: NextDueInput): number {
  const { subscription, now } = input;
  const interval = pollInterval(subscription.url, subscription.interval, input.defaultInterval);
  const failing = backoff(subscription.consecutiveFailures, input.random, interval);
  const asked = Math.min(Math.max(input.retryAfter ?? 0, 0), BACKOFF_CAP);
  const learned = input.learned;
  const wait = learned?.on && subscription.consecutiveFailures === 0
    ? Math.max(
        learnedDelay({ changes: learned.changes, tzOffset: learned.tzOffset, now, interval, floor: pollFloor(subscription.url), maxGap: learned.maxGap, watchedSince: learned.watchedSince ?? null }),
        Math.min(Math.max(learned.freshFor ?? 0, 0), interval),
      )
    : interval;
  return now + Math.max(wait, failing, Number.isFinite(asked) ? asked : 0);
}
