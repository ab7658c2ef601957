import type { RhythmGrid, Weekday } from './rhythm-grid.ts';
import { busiestHours } from './busiest-hours.ts';

/** A time of day: night 23–4h, morning 5–11h, afternoon 12–17h, evening 18–22h. */
export type DayPart = 'night' | 'morning' | 'afternoon' | 'evening';

/** Which days most updates fall on. */
export type RhythmDays =
  | { readonly kind: 'weekdays' }
  | { readonly kind: 'weekends' }
  | { readonly kind: 'day'; readonly day: Weekday }
  | { readonly kind: 'any' };

/** The hours most updates fall in, `from` to `to` inclusive (23 to 1 runs across midnight). */
export interface RhythmHours {
  readonly from: number;
  readonly to: number;
  readonly part: DayPart;
}

/** A site's rhythm in words a page can render in any language. */
export type RhythmSummary =
  | { readonly kind: 'too-few'; readonly count: number }
  | { readonly kind: 'irregular'; readonly count: number }
  | { readonly kind: 'pattern'; readonly count: number; readonly days: RhythmDays; readonly hours: RhythmHours | null };

/** Fewer updates than this say nothing about a rhythm. */
export const RHYTHM_MIN_UPDATES = 5;
/** The share of updates that makes "mostly". */
const MOSTLY = 0.6;
/** Weekdays are 5/7 of the week by chance alone: "mostly weekdays" asks for more. */
const MOSTLY_WEEKDAYS = 0.85;
/** A span of hours wider than a quarter of the day is no time of day. */
const MAX_HOURS = 6;

const SATURDAY = 5;
const SUNDAY = 6;

/**
 * Says when in the week a site updates, from its `rhythmGrid`: on which days (weekdays,
 * weekends, one day of the week) and in which hours (the narrowest span of at most six hours,
 * across midnight too, holding most updates, with its time of day) — or that there are too
 * few updates to tell, or no rhythm at all.
 *
 * @example
 * summarizeRhythm(gridOfWeekdayEveningUpdates)
 * // → { kind: 'pattern', count: 12, days: { kind: 'weekdays' }, hours: { from: 21, to: 23, part: 'evening' } }
 */
export function summarizeRhythm(grid: RhythmGrid): RhythmSummary {
  const byDay = grid.map((row) => row.reduce((sum, n) => sum + n, 0));
  const byHour = Array.from({ length: 24 }, (_, hour) => grid.reduce((sum, row) => sum + (row[hour] ?? 0), 0));
  const count = byDay.reduce((sum, n) => sum + n, 0);
  if (count < RHYTHM_MIN_UPDATES) return { kind: 'too-few', count };
  const days = daysOf(byDay, count);
  const hours = hoursOf(byHour, count);
  if (days.kind === 'any' && hours === null) return { kind: 'irregular', count };
  return { kind: 'pattern', count, days, hours };
}

function daysOf(byDay: readonly number[], count: number): RhythmDays {
  let top = 0;
  byDay.forEach((n, day) => {
    if (n > (byDay[top] ?? 0)) top = day;
  });
  if ((byDay[top] ?? 0) >= MOSTLY * count) return { kind: 'day', day: top as Weekday };
  const weekend = (byDay[SATURDAY] ?? 0) + (byDay[SUNDAY] ?? 0);
  if (weekend >= MOSTLY * count) return { kind: 'weekends' };
  if (count - weekend >= MOSTLY_WEEKDAYS * count) return { kind: 'weekdays' };
  return { kind: 'any' };
}

/** The narrowest run of hours (circular, earliest start on a tie) holding most updates. */
function hoursOf(byHour: readonly number[], count: number): RhythmHours | null {
  const busiest = busiestHours(byHour, MAX_HOURS, MOSTLY * count);
  if (busiest === null) return null;
  const { from, to, width } = busiest;
  return { from, to, part: partOf(Math.floor(from + (width - 1) / 2) % 24) };
}

function partOf(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 23) return 'evening';
  return 'night';
}
