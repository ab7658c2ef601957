import { type DayPart, busiestHours } from '../rhythm/index.ts';
import { BURSTY_SHARE, MIN_CHANGES } from './learned-delay.ts';
import { learnUpdateRate } from './update-rate.ts';

/** What the learned schedule does for one subscription, in words a page can render in any language. */
export type ScheduleSummary =
  | { readonly kind: 'learning'; readonly count: number }
  | {
      readonly kind: 'learned';
      /** The hours checked most (`from` to `to` inclusive, across midnight too), or null: evenly. */
      readonly often: { readonly from: number; readonly to: number } | null;
      /** The part of the day checked least, or null: none much less than others. */
      readonly rarely: DayPart | null;
      /** Checked closely for an hour after each update (its updates come in bursts). */
      readonly afterUpdates: boolean;
    };

/** The hours of each part of the day, as `summarizeRhythm` names them. */
const PARTS: readonly (readonly [DayPart, readonly number[]])[] = [
  ['night', [23, 0, 1, 2, 3, 4]],
  ['morning', [5, 6, 7, 8, 9, 10, 11]],
  ['afternoon', [12, 13, 14, 15, 16, 17]],
  ['evening', [18, 19, 20, 21, 22]],
];
/** "Often": the narrowest span of at most this many hours holding half the checks. */
const MAX_OFTEN_HOURS = 6;
/** "Rarely": a part of the day whose hours get under this share of the average hour. */
const RARELY = 0.5;
const DAY = 86_400;
const HOUR = 3600;

/**
 * Says what the learned schedule does with a subscription's updates (`changes`), on the
 * clock of `offset` (the user's, seconds east of UTC): the hours it checks most, the part of
 * the day it checks least, whether it checks closely after each update — or that it is still
 * learning (fewer than `MIN_CHANGES` updates seen: the fixed interval meanwhile).
 *
 * @example
 * describeSchedule(eveningUpdates, now, 32400)
 * // { kind: 'learned', often: { from: 21, to: 23 }, rarely: 'night', afterUpdates: false }
 */
export function describeSchedule(changes: readonly number[], now: number, offset: number): ScheduleSummary {
  if (changes.length < MIN_CHANGES) return { kind: 'learning', count: changes.length };
  const rate = learnUpdateRate(changes, offset, now);
  // Checks go with the rate to the ¾ power (`learnedDelay`); each hour over a whole week.
  const midnight = Math.floor((now + offset) / DAY) * DAY - offset;
  const byHour = Array.from({ length: 24 }, (_, hour) => {
    let sum = 0;
    for (let day = 0; day < 7; day++) sum += rate.habit(midnight + day * DAY + hour * HOUR + HOUR / 2) ** 0.75;
    return sum;
  });
  const total = byHour.reduce((a, b) => a + b, 0);
  const average = total / 24;
  const busiest = total > 0 ? busiestHours(byHour, MAX_OFTEN_HOURS, total / 2) : null;
  const often: { from: number; to: number } | null = busiest && { from: busiest.from, to: busiest.to };
  let rarely: DayPart | null = null;
  let least = RARELY * average;
  for (const [part, hours] of PARTS) {
    const mean = hours.reduce((sum, h) => sum + (byHour[h] ?? 0), 0) / hours.length;
    if (mean < least) {
      least = mean;
      rarely = part;
    }
  }
  return { kind: 'learned', often, rarely, afterUpdates: rate.followShare >= BURSTY_SHARE };
}
