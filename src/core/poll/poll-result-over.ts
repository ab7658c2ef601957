import { canonicalJson, forgetUnchanged, isPollState, LOCAL_ONLY_FIELDS } from '../sync/index.ts';
import type { JsonValue } from '../json-value.ts';
import type { Subscription } from '../subscription.ts';

/** Kept apart from poll state though listed as local: the id, and a choice that came by sync. */
const NOT_FOUND_BY_A_POLL = new Set(['id', 'keepDisplay']);

/** Whether a field of a subscription is what a poll found (schedule, validators, counts, errors). */
function isFoundByPoll(name: string): boolean {
  return !NOT_FOUND_BY_A_POLL.has(name) && (LOCAL_ONLY_FIELDS.has(name) || isPollState(name));
}

/**
 * A poll's result written over the subscription as it is stored now: what the poll found
 * (schedule, validators, counts, errors, the file's title) from `polled`, and the user's
 * choices (name, interval, display, a watched page's options) from `stored`, so an edit made
 * while the poll ran stands. The display is the poll's only where the poll was to choose it
 * (the first read of a feed whose display no other computer chose). A poll that read under
 * a display or watch options changed meanwhile leaves the validators and fingerprint as the
 * edit left them (forgotten), so the next poll reads in full under the new choices.
 *
 * @example
 * // The interval was changed to 3 hours while the poll ran:
 * pollResultOver({ ...s, interval: 10800 }, { ...s, lastCheck: 1700000000 })
 * // { ...s, interval: 10800, lastCheck: 1700000000 }
 */
export function pollResultOver(stored: Subscription, polled: Subscription): Subscription {
  const choosing = stored.lastSuccess === null && !stored.keepDisplay;
  // Read under a display or watch options since changed: what made it "unchanged" is not
  // kept, so the next reading is in full under the new ones.
  const redisplayed = !choosing && stored.display !== polled.display;
  const rewatched = canonicalJson((stored.watch ?? null) as JsonValue) !== canonicalJson((polled.watch ?? null) as JsonValue);
  const stale = new Set<string>([
    ...(redisplayed ? Object.keys(forgetUnchanged) : []),
    ...(rewatched ? ['fingerprint', 'etag', 'lastModifiedHeader'] : []),
  ]);
  const found = Object.fromEntries(Object.entries(polled).filter(([name]) => isFoundByPoll(name) && !stale.has(name)));
  return { ...stored, ...found, title: polled.title, ...(choosing ? { display: polled.display } : {}) } as Subscription;
}
