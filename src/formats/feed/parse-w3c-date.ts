import type { FeedDate } from './feed-date.ts';
import { utcSeconds } from './utc-seconds.ts';

// W3C-DTF (YYYY, YYYY-MM, YYYY-MM-DD, …Thh:mm[:ss[.s]]TZD), which RFC 3339 narrows.
// Tolerated beyond it: lower-case t/z, a space for T, a zone without a colon (+0900), and a
// time with no zone at all.
const W3C_DATE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)? ?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?)?)?$/;

/** RFC 2822 §4.3's reading of a two-digit year, as `parseHttpDate` reads RFC 850's. */
const century = (yy: string): string => `${Number(yy) < 70 ? '20' : '19'}${yy}`;

/** Month and day of a day of the year (1-based), or null past the year's end. */
function ordinalDay(year: number, ordinal: number): string | null {
  let rest = ordinal;
  for (let month = 1; month <= 12; month++) {
    const days = utcSeconds(year, month, 29, 0, 0, 0) === null ? 28
      : utcSeconds(year, month, 31, 0, 0, 0) !== null ? 31
      : utcSeconds(year, month, 30, 0, 0, 0) !== null ? 30 : 29;
    if (rest <= days) return `${String(month).padStart(2, '0')}-${String(rest).padStart(2, '0')}`;
    rest -= days;
  }
  return null;
}

/**
 * ISO 8601's other calendar forms, as W3C-DTF: Google's extra zero in the month
 * (`2003-012-31`), two-digit years (`03-12-31`, `031231`, `-03-12`, `-0312`) and ordinal dates
 * (`2003-335`, `2003335`, `03335`). Anything else comes back unchanged.
 */
function w3cForm(text: string): string {
  const google = /^(\d{4})-0(\d{2})-(\d{2})(?=$|[Tt ])/.exec(text);
  if (google) return `${google[1] ?? ''}-${google[2] ?? ''}-${google[3] ?? ''}${text.slice(google[0].length)}`;
  const short = /^(\d{2})-?(\d{2})-?(\d{2})(?=$|[Tt])/.exec(text);
  if (short && !/^\d{4}-/.test(text)) {
    return `${century(short[1] ?? '')}-${short[2] ?? ''}-${short[3] ?? ''}${text.slice(short[0].length)}`;
  }
  const yearMonth = /^-(\d{2})-?(\d{2})$/.exec(text);
  if (yearMonth) return `${century(yearMonth[1] ?? '')}-${yearMonth[2] ?? ''}`;
  const ordinal = /^(\d{4}|\d{2})-?(\d{3})(?=$|[Tt])/.exec(text);
  if (ordinal) {
    const year = (ordinal[1] ?? '').length === 2 ? century(ordinal[1] ?? '') : (ordinal[1] ?? '');
    const day = ordinalDay(Number(year), Number(ordinal[2]));
    return day === null ? text : `${year}-${day}${text.slice(ordinal[0].length)}`;
  }
  return text;
}

/**
 * Reads an Atom / `dc:date` date. A date without a time is midnight UTC; a time without a
 * zone is read as UTC with an unknown offset (tzOffset null) — W3C-DTF forbids it, and
 * guessing Japan time would be wrong for every other site. Fractions of a second are dropped.
 *
 * @example
 * parseW3cDate('2004-05-01T12:00:00+09:00') // {seconds: 1083380400, tzOffset: 32400}
 * parseW3cDate('2003-12-13T18:30:02Z')      // {seconds: 1071340202, tzOffset: 0}
 * parseW3cDate('2003-12-13T18:30:02-00:00') // {seconds: 1071340202, tzOffset: null}
 * parseW3cDate('03-12-31')                  // {seconds: 1072828800, tzOffset: null}
 * parseW3cDate('2004-13-01')                // null
 */
export function parseW3cDate(text: string): FeedDate | null {
  const match = W3C_DATE.exec(w3cForm(text.trim()));
  if (!match) return null;
  const [, year, month, day, hour, minute, second, zone] = match;
  const local = utcSeconds(
    Number(year), Number(month ?? 1), Number(day ?? 1),
    Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0),
  );
  if (local === null) return null;
  if (zone === undefined) return { seconds: local, tzOffset: null };
  if (zone === 'Z' || zone === 'z') return { seconds: local, tzOffset: 0 };
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return null;
  const offset = sign * (hours * 3600 + minutes * 60);
  // RFC 3339 §4.3: -00:00 says the time is UTC and the local offset is unknown.
  const unknown = sign < 0 && offset === 0;
  return { seconds: local - offset, tzOffset: unknown ? null : offset };
}
