import { MONTH_NAMES, ZONE_OFFSETS } from './date-names.ts';

/**
 * The pieces of a date in text, read at a cursor: blanks, numbers, words, month names, times of
 * day and zones. `parseHttpDate` puts them together in the orders producers wrote.
 */

export { JAPAN } from './date-names.ts';

/**
 * Up to `max` letters of a word, lower-cased and packed into a number. Dates are sliced from
 * the whole file's text, and `toLowerCase` on such slices is slow once the file holds Japanese.
 */
function pack(word: string, start = 0, end = word.length, max = 3): number {
  let key = 0;
  for (let i = start; i < end && i < start + max; i++) key = key * 256 + (word.charCodeAt(i) | 32);
  return key;
}

const LOWER_MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());

/** `jan` → 1, …; the full name is checked against the month's name. */
const MONTHS: ReadonlyMap<number, number> = new Map(
  LOWER_MONTHS.map((name, index): [number, number] => [pack(name), index + 1]),
);

/** Zone names of up to four letters (`date-names.ts`), packed: offset in seconds, or null for the GMT family. */
const ZONES: ReadonlyMap<number, number | null> = new Map(
  [...ZONE_OFFSETS].map(([name, offset]): [number, number | null] => [pack(name, 0, name.length, 4), offset]),
);

const ETC = pack('etc');

/** A position in a date being read. */
export interface Cursor {
  readonly text: string;
  i: number;
}

const SP = 32;
const HT = 9;

/** Moves past spaces and tabs. */
export function skipBlanks(c: Cursor): void {
  const { text } = c;
  let code = text.charCodeAt(c.i);
  while (code === SP || code === HT) code = text.charCodeAt(++c.i);
}

/**
 * Reads 1–4 digits; returns -1 when there are none. `c.i` moves past them.
 *
 * @example
 * readNumber({ text: '2000/01', i: 0 }) // 2000, and the cursor is at '/'
 */
export function readNumber(c: Cursor): number {
  const { text } = c;
  const start = c.i;
  let value = 0;
  let code = text.charCodeAt(c.i);
  while (code >= 48 && code <= 57 && c.i - start < 4) {
    value = value * 10 + (code - 48);
    code = text.charCodeAt(++c.i);
  }
  return c.i === start ? -1 : value;
}

/** Whether a character code is an ASCII letter. */
export function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Skips a word; returns its length. */
export function readWord(c: Cursor): number {
  const start = c.i;
  while (isLetter(c.text.charCodeAt(c.i))) c.i++;
  return c.i - start;
}

/** The month (1–12) of the word just read (`Nov` or `November`), or 0. */
export function wordMonth(c: Cursor, length: number): number {
  const start = c.i - length;
  const month = MONTHS.get(pack(c.text, start, c.i)) ?? 0;
  if (month === 0 || length === 3) return month;
  const name = LOWER_MONTHS[month - 1] ?? '';
  if (name.length !== length) return 0;
  for (let i = 3; i < length; i++) {
    if ((c.text.charCodeAt(start + i) | 32) !== name.charCodeAt(i)) return 0;
  }
  return month;
}

/** `h:mm[:ss]` → seconds of the day, or -1. */
export function readTime(c: Cursor): number {
  const h = readNumber(c);
  if (h < 0 || h > 23 || c.text.charCodeAt(c.i) !== 58) return -1;
  c.i++;
  const m = readNumber(c);
  if (m < 0 || m > 59) return -1;
  let s = 0;
  if (c.text.charCodeAt(c.i) === 58) {
    c.i++;
    s = readNumber(c);
    if (s < 0 || s > 60) return -1;
    if (s === 60) s = 59; // a leap second cannot be a Unix time
  }
  return h * 3600 + m * 60 + s;
}

/** Result of reading a zone: `undefined` when the text there is not a zone. */
export type Zone = { readonly offset: number; readonly tzOffset: number | null } | undefined;

/** `±hhmm`, `±hh:mm` or `±hh` at the sign. `-0000` says the local offset is unknown (RFC 2822 §3.3). */
function readNumericZone(c: Cursor): Zone {
  const sign = c.text.charCodeAt(c.i) === 45 ? -1 : 1;
  c.i++;
  const start = c.i;
  let hh = readNumber(c);
  let mm = 0;
  if (c.i - start === 4) {
    mm = hh % 100;
    hh = Math.floor(hh / 100);
  } else if (c.i - start === 2 && c.text.charCodeAt(c.i) === 58) {
    c.i++;
    mm = readNumber(c);
  } else if (c.i - start !== 2) {
    return undefined;
  }
  if (hh > 23 || mm < 0 || mm > 59) return undefined;
  const offset = sign * (hh * 3600 + mm * 60);
  return { offset, tzOffset: sign < 0 && offset === 0 ? null : offset };
}

/**
 * Reads `±hhmm`, `±hh:mm`, `±hh`, a zone name of `date-names.ts` (`GMT`, `JST`, `EST`, `MEST`,
 * a military letter), a GMT-family name with an offset after it (`GMT-01:01`, `UTC+9`), or the
 * tz database's `Etc/GMT` / `Etc/UTC`.
 *
 * @example
 * readZone({ text: '+0900', i: 0 }) // { offset: 32400, tzOffset: 32400 }
 * readZone({ text: 'GMT', i: 0 })   // { offset: 0, tzOffset: null }
 */
export function readZone(c: Cursor): Zone {
  const code = c.text.charCodeAt(c.i);
  if (code === 43 || code === 45) return readNumericZone(c);
  const start = c.i;
  const length = readWord(c);
  if (length === 0 || length > 4) return undefined;
  if (length === 3 && pack(c.text, start, c.i) === ETC && c.text.charCodeAt(c.i) === 47) {
    // `Etc/GMT-1` means UTC+1 (POSIX signs), so only the bare names are read.
    c.i++;
    const zone = readZone(c);
    return zone === GMT ? zone : undefined;
  }
  const name = pack(c.text, start, c.i, 4);
  if (!ZONES.has(name)) return undefined;
  const tzOffset = ZONES.get(name) ?? null;
  if (tzOffset !== null) return { offset: tzOffset, tzOffset };
  const next = c.text.charCodeAt(c.i);
  return next === 43 || next === 45 ? readNumericZone(c) : GMT;
}

/** GMT: no offset, and no site zone. */
export const GMT: Zone = { offset: 0, tzOffset: null };

/** After the date: blanks, an optional RFC 822 comment such as `(JST)`, then the end. */
export function atEnd(c: Cursor): boolean {
  skipBlanks(c);
  if (c.text.charCodeAt(c.i) === 40) {
    const close = c.text.indexOf(')', c.i);
    if (close < 0) return false;
    c.i = close + 1;
    skipBlanks(c);
  }
  return c.i >= c.text.length;
}
