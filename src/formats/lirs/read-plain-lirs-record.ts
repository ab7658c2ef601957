import type { AntennaRecord } from '../../core/record.ts';
import { isHttpUrl } from '../../http/is-http-url.ts';
import { NO_EXTENSION, NO_EXTRA, checkedUrlOf, tamatebakoMethod } from './read-lirs-record.ts';
import { isShowableTime } from '../../core/freshness/index.ts';
import { keyHash } from '../all-distinct.ts';

/** Positions of the commas on one line; reused, so reading a record allocates no array. */
const commas = new Int32Array(64);

/** Digits in `text[start, end)` as a number; -1 if empty, not all digits or too long. */
function digitsAt(text: string, start: number, end: number): number {
  if (start === end || end - start > 15) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - 0x30;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** Position of the comma before field `index` (0 = the one after `LIRS`). */
function edge(index: number): number {
  return commas[index] ?? 0;
}

function fieldAt(text: string, index: number): string {
  return text.slice(edge(index) + 1, edge(index + 1));
}

/**
 * An http(s) URL already in the form `normalizeUrl` gives (lower-case scheme and host, no
 * port, user or fragment, a path) with no white space: one pass, and the URL is its own key.
 * Everything it accepts `isHttpUrl` accepts too; everything else takes the general path.
 *
 * @example
 * isPlainHttpUrl('http://hiya.ouchi.to/n/') // true
 * isPlainHttpUrl('HTTP://Hiya.Ouchi.TO/n/') // false: normalizeUrl has work to do
 */
export function isPlainHttpUrl(url: string): boolean {
  return PLAIN_HTTP_URL.test(url);
}

/**
 * Lower-case scheme; a host of at least one character without white space, controls, `#`, `:`,
 * `?`, `@`, capitals or DEL, ended by the path's `/`; a path without white space, controls,
 * `#` or DEL. One anchored regular expression, run by V8 as machine code.
 */
const PLAIN_HTTP_URL = /^https?:\/\/[^\x00-\x23/:?@A-Z\x7f]+\/[^\x00-\x20#\x7f]*$/;

function orNull(field: string): string | null {
  return field === '' || field === '0' ? null : field;
}

/**
 * The last source URL read, and whether it may stand as one. Most lines of a file repeat the
 * one before (an antenna names itself, or the relay it read from), and the same string then
 * serves them all: one string less per record to allocate, to check and to collect. Only ever
 * a value already read and checked, so never stale.
 */
let previousSource = '';
let previousSourceFits = true;

/** Whether `text[start, end)` is `previousSource`, compared in place. */
function repeatsSource(text: string, start: number, end: number): boolean {
  // startsWith compares in native code; a loop of charCodeAt over a sliced string costs more.
  return end - start === previousSource.length && text.startsWith(previousSource, start);
}

/** The source URL field, or undefined when it is neither a URL nor "not known" (a shifted record). */
function sourceAt(text: string): string | null | undefined {
  const start = edge(7) + 1;
  const end = edge(8);
  if (!repeatsSource(text, start, end)) {
    previousSource = text.slice(start, end);
    const value = orNull(previousSource);
    previousSourceFits = value === null || isHttpUrl(value.trim());
  }
  return previousSourceFits ? orNull(previousSource) : undefined;
}

/**
 * Whether a field starting with `code` may be an http(s) URL once trimmed: it starts with `h`,
 * `H`, or with white space as `String.prototype.trim` knows it.
 */
export function mayStartUrl(code: number): boolean {
  return (
    code === 0x68 || code === 0x48 || code <= 0x20 || code === 0xa0 || code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f ||
    code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

/** Whether an author field is an http(s) URL once trimmed: the sign of a shifted record, for the general path to mend. */
export function authorIsUrl(author: string): boolean {
  return author !== '' && mayStartUrl(author.charCodeAt(0)) && isHttpUrl(author.trim());
}

/**
 * The fast reading of a LIRS line `text[start, end)` (`start` at `LIRS,`) that is perfectly
 * regular: no backslash (the caller knows; an escape takes the general path), the closing comma, at least eight fields but not nine (nine is where
 * an unescaped title comma is mended), plain digits for the times and Content-Length, a
 * signed number or nothing for the time difference, a URL that `isPlainHttpUrl` accepts.
 * It gives exactly what `readLirsRecord(splitLirsFields(…))` gives for such a line, without
 * building the field array; anything else gives null and takes that general path.
 *
 * @example
 * readPlainLirsRecord('LIRS,1,2,+32400,0,http://a.jp/,A,0,0,', 0, 37) // { url: 'http://a.jp/', … }
 */
export function readPlainLirsRecord(text: string, start: number, end: number): AntennaRecord | null {
  if (text.charCodeAt(end - 1) !== 0x2c || end - start < 14) return null;
  // indexOf per field, not a loop over the characters: V8 searches a two-byte text faster.
  let count = 0;
  let at = start + 4;
  for (;;) {
    if (count === commas.length) return null;
    commas[count++] = at;
    if (at === end - 1) break;
    at = text.indexOf(',', at + 1);
  }
  const fieldCount = count - 1;
  if (fieldCount < 8 || fieldCount === 9) return null;

  const lastModified = digitsAt(text, edge(0) + 1, edge(1));
  const lastDetected = digitsAt(text, edge(1) + 1, edge(2));
  // Zero and times no view can show take the general path, which says why it rejects them.
  if (lastModified <= 0 || lastDetected <= 0 || !isShowableTime(lastModified) || !isShowableTime(lastDetected)) return null;

  let tzStart = edge(2) + 1;
  const tzEnd = edge(3);
  const sign = text.charCodeAt(tzStart);
  let tzOffset: number | null = null;
  if (tzStart < tzEnd) {
    if (sign === 0x2b || sign === 0x2d) tzStart++;
    const digits = digitsAt(text, tzStart, tzEnd);
    if (digits < 0) return null;
    tzOffset = digits > 26 * 3600 ? null : sign === 0x2d ? -digits || 0 : digits;
  }

  const lengthStart = edge(3) + 1;
  const lengthEnd = edge(4);
  const contentLength = lengthStart === lengthEnd ? 0 : digitsAt(text, lengthStart, lengthEnd);
  if (contentLength < 0) return null;

  const url = fieldAt(text, 4);
  if (!isPlainHttpUrl(url)) return null;
  // A shifted record (a bare comma before the source URL, a URL where the author belongs) is
  // for the general path to mend (mendLirsLayout).
  const sourceUrl = sourceAt(text);
  if (sourceUrl === undefined) return null;
  const authorField = fieldAt(text, 6);
  if (mayStartUrl(text.charCodeAt(edge(6) + 1)) && isHttpUrl(authorField.trim())) return null;

  // Most records end at the source URL: no extension fields, and nothing of tamatebako's to read.
  let extension: readonly string[] = NO_EXTENSION;
  if (fieldCount > 8) {
    const fields: string[] = [];
    for (let index = 8; index < fieldCount; index++) fields.push(fieldAt(text, index));
    extension = fields;
  }
  const plain = extension === NO_EXTENSION;
  return {
    url,
    title: orNull(fieldAt(text, 5)),
    author: orNull(authorField),
    lastModified,
    lastDetected,
    tzOffset,
    contentLength: contentLength === 0 ? null : contentLength,
    sourceUrl,
    checkedUrl: plain ? null : checkedUrlOf(extension),
    method: plain ? null : tamatebakoMethod(extension),
    expires: null,
    extension,
    extra: NO_EXTRA,
  };
}

/**
 * `keyHash` of the URL of the line `readPlainLirsRecord` read last, when it gave a record: its
 * key (see `isPlainHttpUrl`), hashed in the text itself, where reading is cheaper than in the
 * URL, a slice of it.
 */
export function plainUrlHash(text: string): number {
  return keyHash(text, edge(4) + 1, edge(5));
}
