import type { Subscription } from '../subscription.ts';

/**
 * How long after a poll began another poll of the same subscription can still have begun
 * while it ran: longer than any poll lasts (25 s per request, a few history documents). A
 * stored stamp further ahead than this is not a later poll but a clock that was set back.
 */
export const POLL_OVERLAP_LIMIT = 3600;

/**
 * Whether a poll's result must not be written because a poll that began after it already
 * wrote its own: `lastCheck` is when each poll began, and the stored one is later (by less
 * than `POLL_OVERLAP_LIMIT`). Checked inside the write's transaction, so an older response
 * never overwrites a newer one, even from two polls no registry saw together.
 *
 * @example
 * isSupersededPoll({ lastCheck: 1700000060 }, { lastCheck: 1700000000 }) // true
 * isSupersededPoll({ lastCheck: 1700000000 }, { lastCheck: 1700000000 }) // false: the same poll, or one this one cannot tell apart
 */
export function isSupersededPoll(stored: Pick<Subscription, 'lastCheck'>, incoming: Pick<Subscription, 'lastCheck'>): boolean {
  if (stored.lastCheck === null || incoming.lastCheck === null) return false;
  return stored.lastCheck > incoming.lastCheck && stored.lastCheck - incoming.lastCheck <= POLL_OVERLAP_LIMIT;
}
