import { GMT, JAPAN, atEnd, isLetter, readNumber, readTime, readWord, readZone, skipBlanks, wordMonth } from './date-cursor.ts';
import type { Cursor, Zone } from './date-cursor.ts';
import { daysFromCivil, daysInMonth } from './days-from-civil.ts';
import { parseImfFixdate } from './parse-imf-fixdate.ts';

/** A parsed date: Unix seconds, and the writer's zone when the text named one that says it. */
export interface HttpDate {
  readonly seconds: number;
  /**
   * Offset from UTC in seconds for a numeric zone (`+0900`), a named local zone (`JST`, `EST`)
   * or a hina-style date (Japan time); null for `GMT`/`UT`/`UTC`/`Z`, asctime and a missing
   * zone. A date written in GMT is the HTTP convention and says nothing about where the site is.
   */
  readonly tzOffset: number | null;
}

function toDate(
  year: number, month: number, day: number, secondsOfDay: number, zone: Zone,
): HttpDate | null {
  if (zone === undefined || secondsOfDay < 0 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  const seconds = daysFromCivil(year, month, day) * 86400 + secondsOfDay - zone.offset;
  return { seconds, tzOffset: zone.tzOffset };
}

/** RFC 850 two-digit years: 70–99 are 1970s–1990s, 00–69 are this century. */
function fullYear(year: number, digits: number): number {
  if (digits === 4) return year;
  if (digits === 2) return year < 70 ? 2000 + year : 1900 + year;
  return -1;
}

/** Blanks, then whether the text ends there (or only an RFC 822 comment follows). */
function endsHere(c: Cursor): boolean {
  skipBlanks(c);
  return c.i >= c.text.length || c.text.charCodeAt(c.i) === 40;
}

/**
 * `06 Nov 1994 08:49:37 GMT` (RFC 1123) or `06-Nov-94 08:49:37 GMT` (RFC 850); feeds also
 * write a comma after the month (`13 Feb, 2012`) and a date with no time (`01 Jan 2004`,
 * midnight GMT).
 */
function readDayMonthYear(c: Cursor, day: number): HttpDate | null {
  const dash = c.text.charCodeAt(c.i) === 45;
  if (dash) c.i++;
  else skipBlanks(c);
  const month = wordMonth(c, readWord(c));
  if (dash) {
    if (c.text.charCodeAt(c.i) !== 45) return null;
    c.i++;
  } else {
    if (c.text.charCodeAt(c.i) === 44) c.i++;
    skipBlanks(c);
  }
  const yearStart = c.i;
  const year = fullYear(readNumber(c), c.i - yearStart);
  if (year < 0) return null;
  if (endsHere(c)) return atEnd(c) ? toDate(year, month, day, 0, GMT) : null;
  const time = readTime(c);
  // A missing zone is read as GMT, as HTTP dates are.
  const zone = endsHere(c) ? GMT : readZone(c);
  if (!atEnd(c)) return null;
  return toDate(year, month, day, time, zone);
}

/**
 * asctime `Nov  6 08:49:37 1994` (read as GMT), also with a zone before or after the year
 * (date(1), Twitter: `Jul 15 01:16:00 +0000 2012`), and JavaScript's `Date#toString`, year
 * before the time: `Aug 30 2012 17:26:16 GMT+0200 (CEST)`.
 */
function readAsctime(c: Cursor, month: number): HttpDate | null {
  skipBlanks(c);
  const day = readNumber(c);
  skipBlanks(c);
  const mark = c.i;
  const early = readNumber(c);
  if (c.i - mark === 4) {
    skipBlanks(c);
    const time = readTime(c);
    const zone = endsHere(c) ? GMT : readZone(c);
    if (!atEnd(c)) return null;
    return toDate(early, month, day, time, zone);
  }
  c.i = mark;
  const time = readTime(c);
  skipBlanks(c);
  let zone: Zone = GMT;
  const zoneFirst = !(c.text.charCodeAt(c.i) >= 48 && c.text.charCodeAt(c.i) <= 57);
  if (zoneFirst) {
    zone = readZone(c);
    skipBlanks(c);
  }
  const yearStart = c.i;
  const year = readNumber(c);
  if (c.i - yearStart !== 4) return null;
  if (!zoneFirst && !endsHere(c)) zone = readZone(c);
  if (!atEnd(c)) return null;
  return toDate(year, month, day, time, zone);
}

/** hina.txt style `2000/01/02 12:04[:05]`: Japan time unless a zone follows. */
function readHinaStyle(c: Cursor, year: number): HttpDate | null {
  c.i++;
  const month = readNumber(c);
  if (c.text.charCodeAt(c.i) !== 47) return null;
  c.i++;
  const day = readNumber(c);
  skipBlanks(c);
  const time = readTime(c);
  skipBlanks(c);
  const zone: Zone = c.i >= c.text.length ? { offset: JAPAN, tzOffset: JAPAN } : readZone(c);
  if (!atEnd(c)) return null;
  return toDate(year, month, day, time, zone);
}

/**
 * Reads the dates antenna producers and feeds wrote: RFC 1123 (also WDB's unpadded days, a
 * comma after the month, no time), RFC 850, asctime (also Twitter's and JavaScript's orders),
 * and hina-style `YYYY/MM/DD hh:mm` in Japan time; zones as `readZone` reads them (the names
 * of `date-names.ts`, `GMT-01:01`, `Etc/GMT`). Weekday names are skipped, not checked. Returns
 * null for anything else, an unknown zone name included.
 *
 * @example
 * parseHttpDate('Sun, 2 Jan 2000 03:04:05 GMT')  // { seconds: 946782245, tzOffset: null }
 * parseHttpDate('2000/01/02 12:04')               // { seconds: 946782240, tzOffset: 32400 }
 */
export function parseHttpDate(text: string): HttpDate | null {
  const fixed = parseImfFixdate(text);
  if (fixed !== null) return fixed;
  const c: Cursor = { text, i: 0 };
  skipBlanks(c);
  const first = c.text.charCodeAt(c.i);
  if (first >= 48 && first <= 57) {
    const start = c.i;
    const n = readNumber(c);
    if (c.text.charCodeAt(c.i) === 47) return c.i - start === 4 ? readHinaStyle(c, n) : null;
    return c.i - start <= 2 ? readDayMonthYear(c, n) : null;
  }
  const length = readWord(c);
  if (length === 0) return null;
  const month = wordMonth(c, length);
  if (month !== 0) return readAsctime(c, month);
  // A weekday, with or without its comma.
  if (c.text.charCodeAt(c.i) === 44) c.i++;
  skipBlanks(c);
  const code = c.text.charCodeAt(c.i);
  if (isLetter(code)) {
    const asctimeMonth = wordMonth(c, readWord(c));
    return asctimeMonth === 0 ? null : readAsctime(c, asctimeMonth);
  }
  const start = c.i;
  const day = readNumber(c);
  if (day < 0 || c.i - start > 2) return null;
  return readDayMonthYear(c, day);
}
