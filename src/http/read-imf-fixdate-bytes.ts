import { daysFromCivil, daysInMonth } from './days-from-civil.ts';
import { IMF_GMT as GMT, IMF_JST as JST, IMF_MONTHS as MONTHS, IMF_UTC as UTC } from './imf-fixdate-words.ts';

/** A date `readImfFixdateBytes` read: one object, filled again for each date. */
export interface ImfFixdateOut {
  seconds: number;
  tzOffset: number | null;
}

/** Two digits at `i`, or a negative number when either is not a digit. */
function twoDigits(bytes: Uint8Array, i: number): number {
  const tens = (bytes[i] as number) - 48;
  const ones = (bytes[i + 1] as number) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1000;
}

/**
 * `parseImfFixdate` read from ASCII bytes instead of a string, into `out` instead of a new
 * object: a byte reader's dates then cost no string access and no allocation. The same shape
 * (`Sun, 06 Nov 1994 08:49:37 GMT`, also `UTC`, `JST`, `±hhmm`), the same checks and the same
 * result, held equal by a property test; false where `parseImfFixdate` gives null.
 *
 * @example
 * const out = { seconds: 0, tzOffset: null };
 * readImfFixdateBytes(new TextEncoder().encode('Sun, 02 Jan 2000 12:04:05 +0900'), 0, 31, out) // true
 * out // { seconds: 946782245, tzOffset: 32400 }
 */
export function readImfFixdateBytes(bytes: Uint8Array, start: number, end: number, out: ImfFixdateOut): boolean {
  const length = end - start;
  const s = start;
  if (length !== 29 && length !== 31) return false;
  if (
    bytes[s + 3] !== 44 || bytes[s + 4] !== 32 || bytes[s + 7] !== 32 || bytes[s + 11] !== 32 ||
    bytes[s + 16] !== 32 || bytes[s + 19] !== 58 || bytes[s + 22] !== 58 || bytes[s + 25] !== 32
  ) {
    return false;
  }
  const day = twoDigits(bytes, s + 5);
  const year = twoDigits(bytes, s + 12) * 100 + twoDigits(bytes, s + 14);
  const hour = twoDigits(bytes, s + 17);
  const minute = twoDigits(bytes, s + 20);
  const second = twoDigits(bytes, s + 23);
  const month = MONTHS.get((bytes[s + 8] as number) * 65536 + (bytes[s + 9] as number) * 256 + (bytes[s + 10] as number)) ?? 0;
  const z = s + 26;
  let offset: number;
  if (length === 29) {
    const zone = (bytes[z] as number) * 65536 + (bytes[z + 1] as number) * 256 + (bytes[z + 2] as number);
    offset = zone === GMT || zone === UTC ? 0 : zone === JST ? 32400 : NaN;
  } else {
    const sign = bytes[z];
    const hh = twoDigits(bytes, z + 1);
    const mm = twoDigits(bytes, z + 3);
    offset = (sign !== 43 && sign !== 45) || hh < 0 || hh > 23 || mm < 0 || mm > 59 ? NaN : (sign === 45 ? -1 : 1) * (hh * 3600 + mm * 60);
  }
  if (
    Number.isNaN(offset) || month === 0 || year < 0 || day < 1 ||
    day > daysInMonth(year, month) || hour < 0 || hour > 23 || minute < 0 || minute > 59 ||
    second < 0 || second > 59
  ) {
    return false;
  }
  out.seconds = daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset;
  // GMT and UTC name no local zone; -0000 says it is unknown (RFC 2822 §3.3).
  out.tzOffset = offset === 0 && (length === 29 || bytes[z] === 45) ? null : offset;
  return true;
}
