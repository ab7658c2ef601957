import type { FeedDate } from './feed-date.ts';
import { utcSeconds } from './utc-seconds.ts';

// [Day,] D Mon YY[YY] hh:mm[:ss] [zone]; tolerated beyond RFC 822/2822: full month and day
// names, a missing comma, one-digit days and hours, dashes between date parts.
const RFC822_DATE =
  /^(?:[A-Za-z]{2,9},?\s*)?(\d{1,2})[\s-]+([A-Za-z]{3,9})\.?[\s-]+(\d{4}|\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([+-]\d{2}:?\d{2}|[A-Za-z]{1,5}))?$/;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// RFC 822 §5.1 zone names, plus JST, which Japanese producers write.
const ZONES: ReadonlyMap<string, number> = new Map([
  ['UT', 0], ['UTC', 0], ['GMT', 0], ['Z', 0],
  ['EST', -5], ['EDT', -4], ['CST', -6], ['CDT', -5],
  ['MST', -7], ['MDT', -6], ['PST', -8], ['PDT', -7],
  ['JST', 9],
]);

/**
 * Reads an RSS `pubDate` (RFC 822, as RFC 2822 reads it). `GMT` gives offset 0, like
 * Atom's `Z`: the producer wrote the zone. A two-digit year is 19xx from 50 and 20xx below
 * (RFC 2822 §4.3). No zone, `-0000`, a military letter or an unknown name (`CEST`) read as
 * UTC with tzOffset null.
 *
 * @example
 * parseRfc822Date('Tue, 03 Jun 2003 09:39:21 GMT')  // {seconds: 1054633161, tzOffset: 0}
 * parseRfc822Date('Sat, 1 May 2004 12:00:00 +0900') // {seconds: 1083380400, tzOffset: 32400}
 */
export function parseRfc822Date(text: string): FeedDate | null {
  const match = RFC822_DATE.exec(text.trim());
  if (!match) return null;
  const [, day, monthName, yearText = '', hour, minute, second, zone] = match;
  const month = MONTHS.indexOf((monthName ?? '').slice(0, 3).toLowerCase()) + 1;
  if (month === 0) return null;
  let year = Number(yearText);
  if (yearText.length === 2) year += year < 50 ? 2000 : 1900;
  const local = utcSeconds(year, month, Number(day), Number(hour), Number(minute), Number(second ?? 0));
  if (local === null) return null;
  const offset = zone === undefined ? null : zoneOffset(zone);
  if (offset === undefined) return null;
  return { seconds: local - (offset ?? 0), tzOffset: offset };
}

/** Seconds east of UTC; null for "unknown"; undefined for a malformed numeric zone. */
function zoneOffset(zone: string): number | null | undefined {
  if (zone.startsWith('+') || zone.startsWith('-')) {
    const digits = zone.slice(1).replace(':', '');
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2));
    if (hours > 23 || minutes > 59) return undefined;
    if (hours === 0 && minutes === 0) return zone.startsWith('-') ? null : 0;
    return (zone.startsWith('-') ? -1 : 1) * (hours * 3600 + minutes * 60);
  }
  const hours = ZONES.get(zone.toUpperCase());
  return hours === undefined ? null : hours * 3600;
}
