import { healthyPoll, type PollClock } from '../../src/core/poll/index.ts';
import { newSubscription } from '../../src/core/new-subscription.ts';
import { defaultSettings } from '../../src/core/settings.ts';
import type { Subscription, SubscriptionId } from '../../src/core/subscription.ts';

/** A replay trace: sites' real update times (see test/bench/traces/README.md). */
export interface Trace {
  readonly interval: number;
  readonly start: number;
  readonly end: number;
  readonly sites: readonly { readonly id: string; readonly tzOffset: number | null; readonly updates: readonly number[] }[];
}

/** One schedule's figures over a trace. */
export interface ReplayFigures {
  readonly requests: number;
  readonly detected: number;
  readonly medianDelay: number;
  readonly p90Delay: number;
}

/**
 * Replays `trace` through the worker's own scheduling (`healthyPoll`, which places every
 * next check): each site answers 200 with its newest update time as Last-Modified when it
 * changed since the last check, 304 otherwise. Time runs from `start`; a site is checked
 * until `end`, and after it only while an update of the trace is still unseen, so every
 * update's delay is counted. Several updates seen at one check count as one detection;
 * delays (seconds from each update to the check that saw it) are pooled over all sites.
 */
export function replaySchedule(trace: Trace, learned: boolean): ReplayFigures & { readonly unseen: number } {
  let requests = 0;
  let detected = 0;
  let unseen = 0;
  const delays: number[] = [];
  for (const site of trace.sites) {
    let subscription: Subscription = newSubscription({ id: site.id as SubscriptionId, url: `https://${site.id}.example/antenna.txt`, interval: null }, trace.start);
    const updates = site.updates;
    let next = 0;
    // Past the end, the schedule goes on only to see the updates still unseen (a day at most).
    const last = Math.max(trace.end, (updates[updates.length - 1] ?? 0) + 2 * defaultSettings.maxGap);
    while (subscription.nextDue < trace.end || (next < updates.length && subscription.nextDue <= last)) {
      const now = subscription.nextDue;
      requests++;
      let newest: number | null = null;
      while (next < updates.length && (updates[next] ?? Infinity) <= now) {
        newest = updates[next] ?? now;
        delays.push(now - newest);
        next++;
      }
      if (newest !== null) detected++;
      const clock: PollClock = {
        now,
        defaultInterval: trace.interval,
        random: 0.5,
        schedule: { learned, maxGap: defaultSettings.maxGap },
        tzOffset: site.tzOffset,
      };
      subscription = healthyPoll(subscription, clock, newest === null ? null : { modified: newest });
    }
    unseen += updates.length - next;
  }
  delays.sort((a, b) => a - b);
  return { requests, detected, medianDelay: quantile(delays, 0.5), p90Delay: quantile(delays, 0.9), unseen };
}

/** The `q` quantile of sorted `values` (nearest rank), 0 for none. */
function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  return values[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)] ?? 0;
}
