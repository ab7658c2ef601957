import type { AntennaRecord } from '../../core/record.ts';
import { excerpt } from '../excerpt.ts';
import { isHttpUrl } from '../../http/is-http-url.ts';
import { mendLirsLayout, type LirsLayout } from './mend-lirs-layout.ts';
import { unshowableTime } from '../../core/freshness/index.ts';
import { rejected, type Rejected } from '../../core/rejections/index.ts';

/** One LIRS record's fields read into a record, or the reason it is unusable. */
export type LirsRecordResult =
  | { readonly status: 'ok'; readonly record: AntennaRecord; readonly layout: LirsLayout; readonly sound: boolean }
  | Rejected;

/** tamatebako's check methods, written in its fifth extension field. */
const TAMATEBAKO_METHODS = new Set(['GET', 'HEAD', 'CACHE', 'FILE', 'LENGTH', 'KEYWORD']);

/** Time differences past ±26 hours are not zones (UTC-12 … UTC+14 in practice). */
const MAX_TIME_DIFFERENCE = 26 * 3600;

/**
 * WDB counts seconds from 1980-01-01 and adds 315532800 when it writes LIRS (wdblib.pl
 * Print_WDBLIRS), so its "no time" is 315532800, not 0.
 */
export const WDB_EPOCH = 315532800;

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

/**
 * tamatebako's method (lib/website.rb `natsu_ext`): the fifth extension field, after its check
 * URL and three empty fields. A method name is the method; an antenna's URL there means the
 * record was relayed from that antenna (`REMOTE`); anything else, or another layout, is null.
 *
 * @example
 * tamatebakoMethod(['', '', '', '', 'HEAD'])                      // 'HEAD'
 * tamatebakoMethod(['', '', '', '', 'http://remote.example/'])    // 'REMOTE'
 */
export function tamatebakoMethod(extension: readonly string[]): string | null {
  if (extension.length !== 5 || extension[1] !== '' || extension[2] !== '' || extension[3] !== '') return null;
  const field = (extension[4] ?? '').trim();
  if (field.length <= 10 && TAMATEBAKO_METHODS.has(field.toUpperCase())) return field.toUpperCase();
  return isHttpUrl(field) ? 'REMOTE' : null;
}

/**
 * The page the antenna checked instead of the URL: the first extension field when it is an
 * http(s) URL (tamatebako's and rAntenna's check URL; both leave it empty when it is the URL).
 */
export function checkedUrlOf(extension: readonly string[]): string | null {
  const first = extension[0];
  return first !== undefined && first !== '' && isHttpUrl(first) ? first : null;
}

/**
 * LIRS §Time difference: a signed integer of seconds, `32400` or `+32400` in Japan.
 * Empty (the producer did not say) and anything unreadable or out of range give null. `0` is
 * read as UTC: the spec writes blank fields as `0`, so a `0` may also mean "unknown", but it
 * is a real zone for sites in the UK and Iceland and nothing in the file tells them apart —
 * except WDB's layout, whose `0` is a constant (see readLirsRecord).
 */
function parseTimeDifference(field: string): number | null {
  const text = field.trim();
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = parseDigits(text.startsWith('+') || text.startsWith('-') ? text.slice(1) : text);
  if (digits === null || digits > MAX_TIME_DIFFERENCE) return null;
  return sign * digits || 0;
}

/** `0` and empty mean "not known" for the title, author and source URL (samidare, Lily). */
export function textOrNull(field: string | undefined): string | null {
  return field === undefined || field === '' || field === '0' ? null : field;
}

/** A time that WDB's layout writes as its 1980 epoch plus nothing is no time at all. */
function wdbTime(value: number | null, layout: LirsLayout): number | null {
  return layout === 'wdb' && value === WDB_EPOCH ? 0 : value;
}

/**
 * Reads the data fields of one LIRS record (as split by `splitLirsFields`): Last-Modified,
 * Last-Detected, time difference, Content-Length, URL, title, author, source URL, then any
 * extension fields, all kept in `extension`. Producers' layouts are put right first
 * (`mendLirsLayout`): WDB's missing Content-Length, unescaped commas. Then:
 * - WDB's layout always writes time difference `0` whatever the site's zone: unknown (null).
 * - WDB's failed check is `315532800,315532800` (its 1980 epoch): unusable, like `0,0`.
 * - The first extension field, when an http(s) URL, is the check URL (`checkedUrl`).
 * - tamatebako's method is its fifth extension field (`tamatebakoMethod`).
 *
 * Rejected: fewer than the five fields up to the URL; a Last-Modified or Last-Detected that is
 * 0 or not a number (LIRS: the record is unusable), or past the times the reader can show
 * (`isShowableTime`: 15 digits reach 31.7 million years); a URL that is not http(s).
 *
 * @example
 * readLirsRecord(['938779260', '938781002', '+32400', '49383', 'http://hiya.ouchi.to/n/',
 *   'Tadayo Memories', 'Hiya', 'http://amano.hauN.org/', 'blah blah'])
 * // { status: 'ok', record: { lastModified: 938779260, tzOffset: 32400, … }, layout: 'plain', sound: true }
 */
export function readLirsRecord(rawFields: readonly string[]): LirsRecordResult {
  const { fields, layout, sound } = mendLirsLayout(rawFields);
  if (fields.length < 5) {
    return rejected('too-few-fields', String(rawFields.length));
  }
  const [lmField = '', ldField = '', tzField = '', lengthField = '', urlField = ''] = fields;
  const lastModified = wdbTime(parseDigits(lmField), layout);
  const lastDetected = wdbTime(parseDigits(ldField), layout);
  if (lastModified === 0 && lastDetected === 0) {
    return layout === 'wdb' && lmField.trim() !== '0' ? rejected('wdb-check-failed', String(WDB_EPOCH)) : rejected('check-failed');
  }
  if (lastModified === null) {
    return rejected('lm-not-a-number', excerpt(lmField));
  }
  if (lastModified === 0) return rejected('lm-zero');
  if (lastDetected === null) {
    return rejected('ld-not-a-number', excerpt(ldField));
  }
  if (lastDetected === 0) return rejected('ld-zero');
  const impossible = unshowableTime('Last-Modified', lastModified) ?? unshowableTime('Last-Detected', lastDetected);
  if (impossible !== null) return rejected('lirs-impossible-time', ...impossible);
  const url = urlField.charCodeAt(0) > 0x20 && urlField.charCodeAt(urlField.length - 1) > 0x20 ? urlField : urlField.trim();
  if (!isHttpUrl(url)) {
    return rejected('lirs-not-http-url', excerpt(url));
  }
  const extension = fields.length > 8 ? fields.slice(8) : NO_EXTENSION;
  return {
    status: 'ok',
    layout,
    sound,
    record: {
      url,
      title: textOrNull(fields[5]),
      author: textOrNull(fields[6]),
      lastModified,
      lastDetected,
      // WDB's Print_WDBLIRS writes `sprintf("%d,", 0)` for every site: not UTC, unknown.
      tzOffset: layout === 'wdb' ? null : parseTimeDifference(tzField),
      contentLength: parseDigits(lengthField) || null,
      sourceUrl: textOrNull(fields[7]),
      checkedUrl: checkedUrlOf(extension),
      method: tamatebakoMethod(extension),
      expires: null,
      extension,
      extra: NO_EXTRA,
    },
  };
}
