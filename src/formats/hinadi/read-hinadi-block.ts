import type { AntennaRecord } from '../../core/record.ts';
import { FIELD } from './hinadi-fields.ts';
import type { HinadiBlock } from './hinadi-block.ts';
import { excerpt } from '../excerpt.ts';
import { isHttpUrl } from '../../http/is-http-url.ts';
import { NO_EXTENSION, NO_EXTRA } from '../lirs/read-lirs-record.ts';
import { tamaZoneOffset } from './tama-zone-offset.ts';
import { hinadiTextOrNull as textOrNull } from './hinadi-text-or-null.ts';
import { isShowableTime, unshowableTime } from '../../core/freshness/index.ts';
import { rejected, type Rejected } from '../../core/rejections/index.ts';
import type { HttpDate } from '../../http/parse-http-date.ts';

export type BlockResult =
  | { readonly status: 'ok'; readonly record: AntennaRecord }
  | Rejected;

/** A date no view could show is no date: it stays in `extra` as written. */
function showable(date: HttpDate | null): HttpDate | null {
  return date !== null && isShowableTime(date.seconds) ? date : null;
}

/**
 * Turns a collected block into a record, or says why it is discarded.
 * Fields that do not become record properties, and those whose value cannot be read, are kept
 * in `extra` under the name as written, so that a relay writes them back (hina-di §12).
 *
 * @example
 * readHinadiBlock(block)
 * // { status: 'rejected', kind: 'repeated-field', params: ['Title'], reason: 'repeated field Title (hina-di §10)' }
 */
export function readHinadiBlock(block: HinadiBlock): BlockResult {
  if (block.error !== null) return { status: 'rejected', ...block.error };
  const { at } = block;
  const url = block.value(0) ?? '';
  if (!isHttpUrl(url)) return rejected('not-http-url', excerpt(url, 100));

  // Hatena Antenna writes X-Hatena-Last-Modified (its detection of the change) instead of
  // Last-Modified. It stays in extra either way, so a relay writes it back.
  const modifiedAt = at[FIELD.lastModified] ?? -1;
  const lastModified = block.date(modifiedAt);
  const modified = lastModified ?? block.date(at[FIELD.xHatenaLastModified] ?? -1);
  if (modified === null) {
    const written = block.value(modifiedAt);
    return written === null ? rejected('no-last-modified') : rejected('bad-last-modified', excerpt(written));
  }
  // hina-di §5.13: when the block's meta data was obtained. A block without it says nothing
  // about when the antenna checked: null here, and the freshness rule (core `detectedAt`)
  // falls back on the block's or the file's Date, else the time of the poll.
  const detectedAt = at[FIELD.lastModifiedDetected] ?? -1;
  const lastDetected = block.date(detectedAt);
  const impossible =
    unshowableTime(lastModified === null ? 'X-Hatena-Last-Modified' : 'Last-Modified', modified.seconds) ??
    (lastDetected === null ? null : unshowableTime('Last-Modified-Detected', lastDetected.seconds));
  if (impossible !== null) return rejected('impossible-time', ...impossible);
  const lengthAt = at[FIELD.contentLength] ?? -1;
  const contentLength = block.integer(lengthAt);
  // Expire (§5.11) repeats Expires for old readers: it stays in extra and is read only alone.
  const expiresAt = at[FIELD.expires] ?? -1;
  const expiresDate = showable(block.date(expiresAt));
  const expires = expiresDate ?? showable(block.date(at[FIELD.expire] ?? -1));

  const titleAt = at[FIELD.title] ?? -1;
  const authorAt = at[FIELD.authorName] ?? -1;
  const virtualAt = at[FIELD.virtual] ?? -1;
  const authorizedAt = at[FIELD.authorizedUrl] ?? -1;
  const methodAt = at[FIELD.method] ?? -1;
  // Shared and frozen when empty, as nearly always: one object less per record to collect.
  let extra: Record<string, string> | null = null;
  for (let i = 1; i < block.count; i++) {
    const read =
      i === titleAt || i === authorAt || i === virtualAt || i === authorizedAt || i === methodAt ||
      (i === modifiedAt && lastModified !== null) ||
      (i === detectedAt && lastDetected !== null) ||
      (i === lengthAt && contentLength !== null) ||
      (i === expiresAt && expiresDate !== null);
    if (!read) (extra ??= {})[block.name(i)] = block.value(i) ?? '';
  }
  // tamatebako names the site's zone (lib/website.rb to_di): it says more than the zone a
  // date happens to be written in. It stays in extra too, so a relay writes it back.
  const zoneAt = at[FIELD.xTamaTimezone] ?? -1;
  const zone = zoneAt < 0 ? null : tamaZoneOffset(block.value(zoneAt) ?? '');

  const record: AntennaRecord = {
    url,
    // An empty Title: line (Asahina) is no title. WDB's own fields name the site as the
    // antenna's owner does; used when the page gave none.
    title: textOrNull(block.value(titleAt)) ?? textOrNull(block.value(at[FIELD.xWdbTitle] ?? -1)),
    author: textOrNull(block.value(authorAt)) ?? textOrNull(block.value(at[FIELD.xWdbAuthorName] ?? -1)),
    lastModified: modified.seconds,
    lastDetected: lastDetected?.seconds ?? null,
    tzOffset: zone ?? modified.tzOffset,
    contentLength,
    // §5.16 Authorized-url: the agent that obtained the data, what producers write to LIRS
    // field 8. `0` is samidare's "not known", passed on by relays (tamatebako).
    sourceUrl: textOrNull(block.repeatedValue(authorizedAt)),
    // §5.5 Virtual: the page checked instead of URL.
    checkedUrl: textOrNull(block.value(virtualAt)),
    method: block.value(methodAt),
    expires: expires?.seconds ?? null,
    extension: NO_EXTENSION,
    extra: extra ?? NO_EXTRA,
  };
  return { status: 'ok', record };
}
