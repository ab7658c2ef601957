import type { AntennaRecord } from '../../core/record.ts';
import { excerpt } from '../excerpt.ts';
import { isHttpUrl } from '../../http/is-http-url.ts';

/** One LIRS record's fields read into a record, or the reason it is unusable. */
export type LirsRecordResult =
  | { readonly status: 'ok'; readonly record: AntennaRecord }
  | { readonly status: 'rejected'; readonly reason: string };

/** tamatebako's check methods, written in its second extension field. */
const TAMATEBAKO_METHODS = new Set(['GET', 'HEAD', 'CACHE', 'FILE', 'LENGTH', 'KEYWORD']);

/** Time differences past ±26 hours are not zones (UTC-12 … UTC+14 in practice). */
const MAX_TIME_DIFFERENCE = 26 * 3600;

/** Digits only (LIRS: "no character but 0-9"), surrounding spaces forgiven; null otherwise. */
function parseDigits(field: string): number | null {
  let start = 0;
  let end = field.length;
  while (start < end && field.charCodeAt(start) === 0x20) start++;
  while (end > start && field.charCodeAt(end - 1) === 0x20) end--;
  if (start === end || end - start > 15) return null;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = field.charCodeAt(i) - 0x30;
    if (digit < 0 || digit > 9) return null;
    value = value * 10 + digit;
  }
  return value;
}

/** Shared by every record without extension fields or producer extras; never written to. */
export const NO_EXTENSION: readonly string[] = Object.freeze([]);
export const NO_EXTRA: Readonly<Record<string, string>> = Object.freeze({});

/** tamatebako's method from its second extension field, upper-cased; null for anything else. */
export function tamatebakoMethod(extension: readonly string[]): string | null {
  const field = extension[1];
  if (field === undefined || field.length > 10) return null;
  const method = field.trim().toUpperCase();
  return TAMATEBAKO_METHODS.has(method) ? method : null;
}

/**
 * LIRS §Time difference: a signed integer of seconds, `32400` or `+32400` in Japan.
 * Empty (the producer did not say) and anything unreadable or out of range give null. `0` is
 * read as UTC: the spec writes blank fields as `0`, so a `0` may also mean "unknown", but it
 * is a real zone for sites in the UK and Iceland and nothing in the file tells them apart.
 */
function parseTimeDifference(field: string): number | null {
  const text = field.trim();
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = parseDigits(text.startsWith('+') || text.startsWith('-') ? text.slice(1) : text);
  if (digits === null || digits > MAX_TIME_DIFFERENCE) return null;
  return sign * digits || 0;
}

/** `0` and empty mean "not known" for the title, author and source URL (samidare, Lily). */
function textOrNull(field: string | undefined): string | null {
  return field === undefined || field === '' || field === '0' ? null : field;
}

/**
 * Puts the fields of producers that bend the layout back in their places:
 * - WDB leaves Content-Length out (`LIRS,lm,ld,0,URL,title,author,antenna,`): when the
 *   fourth field is a URL it cannot be a Content-Length, so an empty one is put back.
 * - rAntenna and Lily escape nothing, so a comma in a title splits it in two. Mended only
 *   when that is the one reading that makes sense: exactly nine fields, the ninth an http(s)
 *   URL, and the eighth (the source URL's place) neither a URL nor blank. The comma is given
 *   to the title; author names with commas are rarer than titles with them.
 */
function mendLayout(fields: readonly string[]): readonly string[] {
  const fourth = fields[3];
  if (fourth !== undefined && fourth.length >= 8 && isHttpUrl(fourth.trim())) {
    return [...fields.slice(0, 3), '', ...fields.slice(3)];
  }
  if (fields.length !== 9) return fields;
  const eighth = (fields[7] ?? '').trim();
  const ninth = (fields[8] ?? '').trim();
  if (isHttpUrl(ninth) && eighth !== '' && eighth !== '0' && !isHttpUrl(eighth)) {
    return [...fields.slice(0, 5), `${fields[5] ?? ''},${fields[6] ?? ''}`, fields[7] ?? '', fields[8] ?? ''];
  }
  return fields;
}

/**
 * Reads the data fields of one LIRS record (as split by `splitLirsFields`): Last-Modified,
 * Last-Detected, time difference, Content-Length, URL, title, author, source URL, then any
 * extension fields, which are all kept in `extension`. tamatebako's method (second extension
 * field: GET, HEAD, CACHE, FILE, LENGTH or KEYWORD) also goes to `method`.
 *
 * Rejected: fewer than the five fields up to the URL; a Last-Modified or Last-Detected that is
 * 0 or not a number (LIRS: the record is unusable); a URL that is not http(s).
 *
 * @example
 * readLirsRecord(['938779260', '938781002', '+32400', '49383', 'http://hiya.ouchi.to/n/',
 *   'Tadayo Memories', 'Hiya', 'http://amano.hauN.org/', 'blah blah'])
 * // { status: 'ok', record: { lastModified: 938779260, tzOffset: 32400, … } }
 */
export function readLirsRecord(rawFields: readonly string[]): LirsRecordResult {
  const fields = mendLayout(rawFields);
  if (fields.length < 5) {
    return { status: 'rejected', reason: `too few fields: ${rawFields.length}, where a record needs at least 5` };
  }
  const [lmField = '', ldField = '', tzField = '', lengthField = '', urlField = ''] = fields;
  const lastModified = parseDigits(lmField);
  const lastDetected = parseDigits(ldField);
  if (lastModified === 0 && lastDetected === 0) {
    return { status: 'rejected', reason: 'unusable: Last-Modified and Last-Detected are 0 (the check failed)' };
  }
  if (lastModified === null) {
    return { status: 'rejected', reason: `unusable: Last-Modified is not a number ("${excerpt(lmField)}")` };
  }
  if (lastModified === 0) return { status: 'rejected', reason: 'unusable: Last-Modified is 0' };
  if (lastDetected === null) {
    return { status: 'rejected', reason: `unusable: Last-Detected is not a number ("${excerpt(ldField)}")` };
  }
  if (lastDetected === 0) return { status: 'rejected', reason: 'unusable: Last-Detected is 0' };
  const url = urlField.charCodeAt(0) > 0x20 && urlField.charCodeAt(urlField.length - 1) > 0x20 ? urlField : urlField.trim();
  if (!isHttpUrl(url)) {
    return { status: 'rejected', reason: `URL is not an http(s) URL: "${excerpt(url)}"` };
  }
  const extension = fields.length > 8 ? fields.slice(8) : NO_EXTENSION;
  return {
    status: 'ok',
    record: {
      url,
      title: textOrNull(fields[5]),
      author: textOrNull(fields[6]),
      lastModified,
      lastDetected,
      tzOffset: parseTimeDifference(tzField),
      contentLength: parseDigits(lengthField) || null,
      sourceUrl: textOrNull(fields[7]),
      method: extension.length > 1 ? tamatebakoMethod(extension) : null,
      expires: null,
      extension,
      extra: NO_EXTRA,
    },
  };
}
