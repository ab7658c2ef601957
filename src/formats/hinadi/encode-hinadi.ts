import type { AntennaRecord } from '../../core/record.ts';
import { formatHttpDate } from '../../http/format-http-date.ts';
import { hinadiFieldKey, isHinadiFieldName } from './hinadi-fields.ts';

export interface EncodeHinadiOptions {
  /** Output time (Unix seconds), written as the header `Date`. */
  readonly now: number;
  /** The header `User-Agent` (hina-di §5.2: required). */
  readonly userAgent?: string;
  /**
   * Whether these blocks came from another agent: each `Method` then gains `REMOTE/` on its
   * left (hina-di §5.17, §13); a block without one gets `Method: REMOTE`. A function says it
   * per record: a relay that also checks pages itself writes its own checks as they are.
   */
  readonly relay?: boolean | ((record: AntennaRecord) => boolean);
  /** The charset named in the header `Content-Type`; the caller encodes the text to match. */
  readonly charset?: string;
}

const CRLF = '\r\n';

/** A field value on one line: no control characters but HT (§3.2 TEXT), no blank edges. */
function clean(value: string): string {
  return value.replace(/[\x00-\x08\x0a-\x1f\x7f]/g, ' ').replace(/^[ \t]+|[ \t]+$/g, '');
}

function writeBlock(record: AntennaRecord, relay: boolean): string {
  const lines: string[] = [];
  const written = new Set<string>();
  const field = (name: string, value: string): void => {
    lines.push(`${name}: ${clean(value)}`);
    written.add(hinadiFieldKey(name));
  };
  field('URL', record.url);
  if (record.title !== null) field('Title', record.title);
  if (record.author !== null) field('Author-Name', record.author);
  field('Last-Modified', formatHttpDate(record.lastModified, record.tzOffset));
  if (record.lastDetected !== null) field('Last-Modified-Detected', formatHttpDate(record.lastDetected, record.tzOffset));
  if (record.contentLength !== null) field('Content-Length', String(record.contentLength));
  // §5.5: the page checked instead of URL. §5.16: the agent that obtained the data.
  if (record.checkedUrl !== null) field('Virtual', record.checkedUrl);
  if (record.sourceUrl !== null) field('Authorized-url', record.sourceUrl);
  if (relay) field('Method', record.method === null ? 'REMOTE' : `REMOTE/${record.method}`);
  else if (record.method !== null) field('Method', record.method);
  if (record.expires !== null) field('Expires', formatHttpDate(record.expires, record.tzOffset));
  for (const [name, value] of Object.entries(record.extra)) {
    // A name that is not a field name cannot be written; one already written would make the
    // block a repeated-field block (§10) that every reader discards.
    if (isHinadiFieldName(name) && !written.has(hinadiFieldKey(name))) field(name, value);
  }
  return lines.join(CRLF) + CRLF;
}

/**
 * Writes records as hina-di 2.2 text with CRLF line ends: the header block, then one entity
 * block per record, URL first, then the record's fields and its `extra` fields in their own
 * order: `checkedUrl` as `Virtual`, `sourceUrl` as `Authorized-url`, no
 * `Last-Modified-Detected` when the record has no detection time. Dates are RFC 1123 in the
 * record's zone (`GMT` when unknown), so `decodeHinadi` gives the same records back.
 * `extension` (LIRS only) has no hina-di field and is not written.
 *
 * @example
 * encodeHinadi([record], { now: 946782245 })
 * // 'HINA/2.2\r\nUser-Agent: Antenna Reader\r\nContent-Type: text/plain; charset=UTF-8\r\n
 * //  Date: Sun, 02 Jan 2000 03:04:05 GMT\r\n\r\nURL: http://a.jp/\r\n…'
 */
export function encodeHinadi(
  records: readonly AntennaRecord[],
  options: EncodeHinadiOptions,
): string {
  const header =
    `HINA/2.2${CRLF}` +
    `User-Agent: ${clean(options.userAgent ?? 'Antenna Reader')}${CRLF}` +
    `Content-Type: text/plain; charset=${clean(options.charset ?? 'UTF-8')}${CRLF}` +
    `Date: ${formatHttpDate(options.now, null)}${CRLF}`;
  const relay = options.relay ?? false;
  const relayed = typeof relay === 'function' ? relay : () => relay;
  return [header, ...records.map((record) => writeBlock(record, relayed(record)))].join(CRLF);
}
