import { zoneLabel } from './time-zone.ts';

/** One formatter per language: building one costs more than all the rows it formats. */
const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time as it reads on the clock of the zone `offset` seconds from UTC, in the UI
 * language, followed by the zone: "Nov 15, 2023, 7:13 AM UTC+09:00", 「2023/11/15 7:13 UTC+09:00」.
 * The clock is computed by shifting the instant rather than by an Intl time zone, because
 * fixed offsets (`+09:00`) are not time zones every browser's Intl accepts.
 *
 * @example
 * formatAbsoluteTime(1700000000, 32400, 'en') // 'Nov 15, 2023, 7:13 AM UTC+09:00'
 */
export function formatAbsoluteTime(seconds: number, offset: number, locale: string): string {
  let clock = clocks.get(locale);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    clocks.set(locale, clock);
  }
  return `${clock.format(new Date((seconds + offset) * 1000))} ${zoneLabel(offset)}`;
}
