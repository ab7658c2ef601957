import { gzip } from 'pako';
import type { AntennaRecord } from '../../core/record.ts';
import { encodeStrictEucJp } from '../text/encode-strict-euc-jp.ts';

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

/**
 * The fields after the source URL. The check URL goes first, where tamatebako and rAntenna
 * write it (and `readLirsRecord` reads it back as `checkedUrl`); a record that already has an
 * empty or the same first extension field has its place.
 */
function extensionFields(record: AntennaRecord): readonly string[] {
  const { checkedUrl, extension } = record;
  if (checkedUrl === null) return extension;
  const first = extension[0];
  return [checkedUrl, ...(first === checkedUrl || first === '' ? extension.slice(1) : extension)];
}

function encodeRecord(record: AntennaRecord): string {
  const fields = [
    String(Math.floor(record.lastModified)),
    // LIRS has no "unknown" Last-Detected (0 makes the record unusable): a record whose file
    // did not say was checked no earlier than the change it reports.
    String(Math.floor(record.lastDetected ?? record.lastModified)),
    timeDifference(record.tzOffset),
    orZero(record.contentLength),
    escapeField(record.url),
    orZero(record.title),
    orZero(record.author),
    orZero(record.sourceUrl),
    ...extensionFields(record).map(escapeField),
  ];
  return `LIRS,${fields.join(',')},\n`;
}

/**
 * Writes records as a LIRS 2.1 file: one `LIRS,…,` line each, LF line ends, `\,` and `\\`
 * escapes, `0` for an unknown title, author, source URL or Content-Length, extension fields
 * after the source URL as they are. An unknown time difference is written empty rather than
 * `0`, so that it reads back as unknown and not as UTC.
 *
 * The check URL (`checkedUrl`) is the first field after the source URL, as tamatebako and
 * rAntenna write it. The bytes are the strict EUC-JP old readers accept (`encodeStrictEucJp`:
 * a character outside it is written as its compatibility form or `〓`). A record's `method`
 * is not written on its own: LIRS has no field for it, and tamatebako's method travels in
 * `extension`.
 *
 * @example
 * encodeLirs([record])                 // EUC-JP bytes of 'LIRS,938779260,…,\n'
 * encodeLirs([record], { gzip: true }) // the same, gzipped
 */
export function encodeLirs(records: readonly AntennaRecord[], options: EncodeLirsOptions = {}): Uint8Array {
  const text = records.map(encodeRecord).join('');
  const bytes = encodeStrictEucJp(text);
  return options.gzip === true ? gzip(bytes) : bytes;
}
