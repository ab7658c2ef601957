import { failedPoll, type PollClock, type PollError } from '../core/poll/index.ts';
import type { Subscription } from '../core/subscription.ts';
import type { PollOutcome } from './poll-subscription.ts';
import type { AntennaStore } from '../store/types.ts';

/**
 * How a poll of `subscription` ends in failure, for an antenna and a watched page alike: the
 * failure counted and backed off (`failedPoll`), written once, and told.
 */
export function pollFailure(subscription: Subscription, clock: PollClock, store: Pick<AntennaStore, 'savePollResult'>) {
  return async (error: PollError, retryAfter: number | null = null): Promise<PollOutcome> => {
    const next = failedPoll(subscription, error, clock, retryAfter);
    await store.savePollResult(next);
    return { status: 'error', subscription: next, error };
  };
}

/** The error for an origin whose host access was removed in the browser's settings. */
export function accessRemoved(url: string, at: number): PollError {
  const host = new URL(url).host;
  return { kind: 'permission', message: `access to ${host} was removed in the browser's settings`, params: [host], at };
}
