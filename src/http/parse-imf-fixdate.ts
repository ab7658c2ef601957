import { daysFromCivil, daysInMonth } from './days-from-civil.ts';
import { IMF_GMT as GMT, IMF_JST as JST, IMF_MONTHS as MONTHS, IMF_UTC as UTC } from './imf-fixdate-words.ts';
import type { HttpDate } from './parse-http-date.ts';

/** Two digits at `i`, or a negative number when either is not a digit. */
function twoDigits(text: string, i: number): number {
  const tens = text.charCodeAt(i) - 48;
  const ones = text.charCodeAt(i + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1000;
}

/** `GMT`/`UTC` (0), `JST` or `±hhmm` at `z` → offset in seconds; NaN for anything else. */
function zoneAt(text: string, z: number, length: number): number {
  if (length === 29) {
    const zone = text.charCodeAt(z) * 65536 + text.charCodeAt(z + 1) * 256 + text.charCodeAt(z + 2);
    if (zone === GMT || zone === UTC) return 0;
    return zone === JST ? 32400 : NaN;
  }
  const sign = text.charCodeAt(z);
  const hh = twoDigits(text, z + 1);
  const mm = twoDigits(text, z + 3);
  if ((sign !== 43 && sign !== 45) || hh < 0 || hh > 23 || mm < 0 || mm > 59) return NaN;
  return (sign === 45 ? -1 : 1) * (hh * 3600 + mm * 60);
}

/**
 * The fast path of `parseHttpDate` for the one shape nearly every producer writes, read by
 * position: `Sun, 06 Nov 1994 08:49:37 GMT` (also `UTC`, `JST`, `+0900`), in `text[start, end)`
 * so a decoder need not slice. Anything else gives null, and the general parser takes over.
 *
 * @example
 * parseImfFixdate('Sun, 02 Jan 2000 12:04:05 +0900') // { seconds: 946782245, tzOffset: 32400 }
 */
export function parseImfFixdate(text: string, start = 0, end = text.length): HttpDate | null {
  const length = end - start;
  const s = start;
  if (length !== 29 && length !== 31) return null;
  if (
    text.charCodeAt(s + 3) !== 44 || text.charCodeAt(s + 4) !== 32 ||
    text.charCodeAt(s + 7) !== 32 || text.charCodeAt(s + 11) !== 32 ||
    text.charCodeAt(s + 16) !== 32 || text.charCodeAt(s + 19) !== 58 ||
    text.charCodeAt(s + 22) !== 58 || text.charCodeAt(s + 25) !== 32
  ) {
    return null;
  }
  const day = twoDigits(text, s + 5);
  const year = twoDigits(text, s + 12) * 100 + twoDigits(text, s + 14);
  const hour = twoDigits(text, s + 17);
  const minute = twoDigits(text, s + 20);
  const second = twoDigits(text, s + 23);
  const month =
    MONTHS.get(
      text.charCodeAt(s + 8) * 65536 + text.charCodeAt(s + 9) * 256 + text.charCodeAt(s + 10),
    ) ?? 0;
  const offset = zoneAt(text, s + 26, length);
  if (
    Number.isNaN(offset) || month === 0 || year < 0 || day < 1 ||
    day > daysInMonth(year, month) || hour < 0 || hour > 23 || minute < 0 || minute > 59 ||
    second < 0 || second > 59
  ) {
    return null;
  }
  const seconds =
    daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset;
  // GMT and UTC name no local zone (see HttpDate.tzOffset); -0000 says it is unknown (RFC 2822 §3.3).
  const named = offset === 0 && (length === 29 || text.charCodeAt(s + 26) === 45);
  return { seconds, tzOffset: named ? null : offset };
}
