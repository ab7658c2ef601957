import { gzip } from 'pako';
import type { AntennaRecord } from '../../core/record.ts';
import { encodeEucJp } from '../text/encode-euc-jp.ts';

export interface EncodeLirsOptions {
  /** gzip the file, as LIRS §Format has it (`sites.lirs.gz`). */
  readonly gzip?: boolean;
}

/** LIRS §Escaping: `\` → `\\`, `,` → `\,`. CR and LF cannot be in a field and become spaces. */
function escapeField(value: string): string {
  if (!/[\\,\r\n]/.test(value)) return value;
  return value.replace(/[\\,]/g, '\\$&').replace(/\r\n|\r|\n/g, ' ');
}

/** LIRS writes `0` for a field it does not know (all but the extension fields). */
function orZero(value: string | number | null): string {
  return value === null || value === '' ? '0' : escapeField(String(value));
}

/** A time difference is written as a plain signed integer; unknown is left empty (see below). */
function timeDifference(tzOffset: number | null): string {
  return tzOffset === null ? '' : String(tzOffset);
}

function encodeRecord(record: AntennaRecord): string {
  const fields = [
    String(Math.floor(record.lastModified)),
    String(Math.floor(record.lastDetected)),
    timeDifference(record.tzOffset),
    orZero(record.contentLength),
    escapeField(record.url),
    orZero(record.title),
    orZero(record.author),
    orZero(record.sourceUrl),
    ...record.extension.map(escapeField),
  ];
  return `LIRS,${fields.join(',')},\n`;
}

/**
 * Writes records as a LIRS 2.1 file: one `LIRS,…,` line each, LF line ends, `\,` and `\\`
 * escapes, `0` for an unknown title, author, source URL or Content-Length, extension fields
 * after the source URL as they are. An unknown time difference is written empty rather than
 * `0`, so that it reads back as unknown and not as UTC.
 *
 * The bytes are EUC-JP, as the spec requires. If a record holds a character EUC-JP cannot
 * write (an emoji, Hangul, a rare kanji), the whole file is written in UTF-8 instead: RFB 4 §7
 * lets readers fall back to UTF-8, `decodeAntenna` tells the two apart, and no title is
 * mangled into `?`. A record's `method` is not written on its own: LIRS has no field for it,
 * and tamatebako's method travels in `extension`.
 *
 * @example
 * encodeLirs([record])                 // EUC-JP bytes of 'LIRS,938779260,…,\n'
 * encodeLirs([record], { gzip: true }) // the same, gzipped
 */
export function encodeLirs(records: readonly AntennaRecord[], options: EncodeLirsOptions = {}): Uint8Array {
  const text = records.map(encodeRecord).join('');
  const bytes = encodeEucJp(text) ?? new TextEncoder().encode(text);
  return options.gzip === true ? gzip(bytes) : bytes;
}
