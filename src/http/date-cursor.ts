/**
 * The pieces of a date in text, read at a cursor: blanks, numbers, words, month names, times of
 * day and zones. `parseHttpDate` puts them together in the orders producers wrote.
 */

/** Japan time, UTC+9, in seconds. */
export const JAPAN = 32400;

const MONTH_NAMES = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
];

/**
 * Up to three letters of a word, lower-cased and packed into a number. Dates are sliced from
 * the whole file's text, and `toLowerCase` on such slices is slow once the file holds Japanese.
 */
function pack(word: string, start = 0, end = word.length): number {
  let key = 0;
  for (let i = start; i < end && i < start + 3; i++) key = key * 256 + (word.charCodeAt(i) | 32);
  return key;
}

/** `jan` → 1, …; the full name is checked against MONTH_NAMES. */
const MONTHS: ReadonlyMap<number, number> = new Map(
  MONTH_NAMES.map((name, index): [number, number] => [pack(name.slice(0, 3)), index + 1]),
);

/** Named zones: offset in seconds, or null for the GMT family, which names no local zone. */
const ZONES: ReadonlyMap<number, number | null> = new Map<number, number | null>(
  (
    [
      ['gmt', null], ['ut', null], ['utc', null], ['z', null],
      ['jst', JAPAN],
      ['est', -18000], ['edt', -14400], ['cst', -21600], ['cdt', -18000],
      ['mst', -25200], ['mdt', -21600], ['pst', -28800], ['pdt', -25200],
    ] as const
  ).map(([name, offset]): [number, number | null] => [pack(name), offset]),
);

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
  const name = MONTH_NAMES[month - 1] ?? '';
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

/**
 * Reads `±hhmm`, `±hh:mm`, `±hh` or a zone name (`GMT`, `JST`, `EST`, …).
 *
 * @example
 * readZone({ text: '+0900', i: 0 }) // { offset: 32400, tzOffset: 32400 }
 * readZone({ text: 'GMT', i: 0 })   // { offset: 0, tzOffset: null }
 */
export function readZone(c: Cursor): Zone {
  const code = c.text.charCodeAt(c.i);
  if (code === 43 || code === 45) {
    const sign = code === 45 ? -1 : 1;
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
    if (mm < 0 || mm > 59) return undefined;
    const offset = sign * (hh * 3600 + mm * 60);
    return { offset, tzOffset: offset };
  }
  const length = readWord(c);
  if (length === 0 || length > 3) return undefined;
  const name = pack(c.text, c.i - length, c.i);
  if (!ZONES.has(name)) return undefined;
  const tzOffset = ZONES.get(name) ?? null;
  return { offset: tzOffset ?? 0, tzOffset };
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
