import type { AntennaRecord } from '../../core/record.ts';
import { isShowableTime } from '../../core/freshness/index.ts';
import { isHttpUrl } from '../../http/is-http-url.ts';
import { KEY_HASH_SEED, keyHashFinish, keyHashStep } from '../all-distinct.ts';
import { NO_EXTENSION, NO_EXTRA } from './read-lirs-record.ts';
import { mayStartUrl } from './read-plain-lirs-record.ts';

/**
 * Where the names of the line `scanPlainLirsLine` read last lie (title start to author end,
 * the comma between them included), and `keyHash` of its URL; valid when it gave a record.
 */
export const scannedLine = { namesStart: 0, namesEnd: 0, urlHash: 0 };

/**
 * Bytes a plain URL may hold, one flag a byte: 1 in its host, 2 in its path (the characters
 * `isPlainHttpUrl` allows, ASCII only, no backslash: a backslash anywhere but the names sends
 * the line to the text reader).
 */
const URL_BYTES = new Uint8Array(256);
for (let byte = 0x21; byte < 0x7f; byte++) {
  const host = byte > 0x23 && byte !== 0x2f && byte !== 0x3a && byte !== 0x3f && byte !== 0x40 && !(byte >= 0x41 && byte <= 0x5a);
  const path = byte !== 0x23;
  if (byte === 0x5c || byte === 0x2c) continue;
  URL_BYTES[byte] = (host ? 1 : 0) | (path ? 2 : 0);
}

/**
 * The source URL of the lines before: most lines of a file repeat it (an antenna names itself,
 * or the relay it read from), so its bytes are compared in place and it is read and checked
 * once. One per file.
 */
export class SourceMemo {
  start = -1;
  end = -1;
  value: string | null = null;
  /** Whether it may stand as a plain line's source: not known, or an ASCII http(s) URL. */
  fits = false;
}

/** Where the field `numberTo` read last ends: its comma. */
let numberEnd = 0;

/**
 * The digits from `bytes[start]` to the next comma before `end` as a number, that comma's
 * position in `numberEnd`; -1 if there are none, anything else comes first, or more than 15.
 */
function numberTo(bytes: Uint8Array, start: number, end: number): number {
  let value = 0;
  let at = start;
  for (; at < end; at++) {
    const digit = (bytes[at] as number) - 0x30;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  numberEnd = at;
  return at === start || at - start > 15 || at === end || bytes[at] !== 0x2c ? -1 : value;
}

/**
 * The next comma at or after `from`, before `end` (`end` when there is none), by the string's
 * `indexOf`, which V8 runs faster than a loop over the bytes.
 */
function commaIn(latin1: string, from: number, end: number): number {
  const at = latin1.indexOf(',', from);
  return at === -1 || at > end ? end : at;
}

/**
 * One pass over the bytes of the LIRS line `bytes[start, end)` (`latin1` the same bytes one to
 * one as characters): its record when it is the plainest kind, what `readPlainLirsRecord` gives
 * for it with the names left to the caller (a title or author that is not null is ''), with an
 * ASCII URL and source URL, exactly eight fields and no backslash outside the names; else null,
 * and the line goes to the text reader. One walk: the digits of the times, zone and length as
 * they go by, the URL's characters checked and hashed together, the names skipped by
 * `indexOf`, the source URL compared with the line before's.
 *
 * @example
 * scanPlainLirsLine(bytes, latin1, 0, bytes.length, new SourceMemo()) // { url: 'http://a.jp/', title: '', … }
 */
export function scanPlainLirsLine(
  bytes: Uint8Array,
  latin1: string,
  start: number,
  end: number,
  source: SourceMemo,
): AntennaRecord | null {
  if (end - start < 14 || bytes[end - 1] !== 0x2c) return null;
  // LIRS,<modified>,<detected>,<zone>,<length>,
  const lastModified = numberTo(bytes, start + 5, end);
  const lastDetected = numberTo(bytes, numberEnd + 1, end);
  // Zero and times no view can show take the general path, which says why it rejects them.
  if (lastModified <= 0 || lastDetected <= 0 || !isShowableTime(lastModified) || !isShowableTime(lastDetected)) return null;
  let at = numberEnd + 1;
  let tzOffset: number | null = null;
  const sign = bytes[at];
  if (sign !== 0x2c) {
    const digits = numberTo(bytes, sign === 0x2b || sign === 0x2d ? at + 1 : at, end);
    if (digits < 0) return null;
    tzOffset = digits > 26 * 3600 ? null : sign === 0x2d ? -digits || 0 : digits;
    at = numberEnd;
  }
  at++;
  const contentLength = bytes[at] === 0x2c ? 0 : numberTo(bytes, at, end);
  if (contentLength < 0) return null;
  const comma = contentLength === 0 && bytes[at] === 0x2c ? at : numberEnd;

  // The URL: http:// or https://, a host, then a path; its hash taken as it is read.
  const urlStart = comma + 1;
  at = urlStart;
  if (bytes[at] !== 0x68 || bytes[at + 1] !== 0x74 || bytes[at + 2] !== 0x74 || bytes[at + 3] !== 0x70) return null;
  at += bytes[at + 4] === 0x73 ? 5 : 4;
  if (bytes[at] !== 0x3a || bytes[at + 1] !== 0x2f || bytes[at + 2] !== 0x2f) return null;
  let hash = KEY_HASH_SEED;
  for (let i = urlStart; i < at + 3; i++) hash = keyHashStep(hash, bytes[i] as number);
  at += 3;
  const hostStart = at;
  let byte = bytes[at] as number;
  while ((URL_BYTES[byte] as number) & 1) {
    hash = keyHashStep(hash, byte);
    byte = bytes[++at] as number;
  }
  if (at === hostStart || byte !== 0x2f) return null;
  hash = keyHashStep(hash, byte);
  byte = bytes[++at] as number;
  while ((URL_BYTES[byte] as number) & 2) {
    hash = keyHashStep(hash, byte);
    byte = bytes[++at] as number;
  }
  if (byte !== 0x2c || at >= end) return null;
  const urlEnd = at;

  // The title and the author: any bytes but a comma (decoded by the caller).
  const namesStart = urlEnd + 1;
  // Names are skipped by indexOf, which V8 runs faster than a loop over their bytes.
  const titleEnd = commaIn(latin1, namesStart, end);
  const authorStart = titleEnd + 1;
  const namesEnd = commaIn(latin1, authorStart, end);
  if (namesEnd >= end - 1) return null;
  // An author that may be a URL is a shifted record, for the general path to mend.
  if (mayStartUrl(bytes[authorStart] as number) && isHttpUrl(latin1.slice(authorStart, namesEnd).trim())) return null;

  // The source URL, and then the line's end: a ninth field is an extension, for the text reader.
  const sourceStart = namesEnd + 1;
  const sourceEnd = end - 1;
  if (!repeatsSource(bytes, sourceStart, sourceEnd, source)) {
    let ascii = true;
    for (let i = sourceStart; i < sourceEnd; i++) {
      const code = bytes[i] as number;
      if (code >= 0x80 || code === 0x2c || code === 0x5c) ascii = false;
    }
    const value = latin1.slice(sourceStart, sourceEnd);
    source.start = sourceStart;
    source.end = sourceEnd;
    source.value = value === '' || value === '0' ? null : value;
    source.fits = ascii && (source.value === null || isHttpUrl(source.value.trim()));
  }
  if (!source.fits) return null;

  scannedLine.namesStart = namesStart;
  scannedLine.namesEnd = namesEnd;
  scannedLine.urlHash = keyHashFinish(hash, urlEnd - urlStart);
  return {
    url: latin1.slice(urlStart, urlEnd),
    title: nameOrNull(bytes, namesStart, titleEnd),
    author: nameOrNull(bytes, authorStart, namesEnd),
    lastModified,
    lastDetected,
    tzOffset,
    contentLength: contentLength === 0 ? null : contentLength,
    sourceUrl: source.value,
    checkedUrl: null,
    method: null,
    expires: null,
    extension: NO_EXTENSION,
    extra: NO_EXTRA,
  };
}

/** Whether `bytes[start, end)` are the bytes of the source URL `source` last read. */
function repeatsSource(bytes: Uint8Array, start: number, end: number, source: SourceMemo): boolean {
  const previous = source.start;
  if (previous < 0 || end - start !== source.end - previous) return false;
  for (let i = 0; i < end - start; i++) if (bytes[start + i] !== bytes[previous + i]) return false;
  return true;
}

/** A name field that is empty or `0` is not known (null); any other is '' until its bytes are decoded. */
function nameOrNull(bytes: Uint8Array, start: number, end: number): string | null {
  return start === end || (end - start === 1 && bytes[start] === 0x30) ? null : '';
}
