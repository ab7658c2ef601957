import type { AntennaRecord, Rejection } from '../core/record.ts';
import type { DecodedAntenna } from '../formats/types.ts';

/** One record as `decode --json` prints it: every field, absent ones null. */
export interface RecordJson {
  readonly url: string;
  readonly title: string | null;
  readonly author: string | null;
  readonly lastModified: number;
  readonly lastDetected: number | null;
  readonly tzOffset: number | null;
  readonly contentLength: number | null;
  readonly sourceUrl: string | null;
  readonly checkedUrl: string | null;
  readonly method: string | null;
  readonly expires: number | null;
  readonly extension: readonly string[];
  readonly extra: Readonly<Record<string, string>>;
}

/** What `decode --json` prints: exactly these keys, in this order. */
export interface DecodeJson {
  readonly format: string;
  readonly encoding: string;
  readonly records: readonly RecordJson[];
  readonly rejected: readonly Rejection[];
}

/** One record as the JSON output prints it. */
export function recordJson(record: AntennaRecord): RecordJson {
  return {
    url: record.url,
    title: record.title,
    author: record.author,
    lastModified: record.lastModified,
    lastDetected: record.lastDetected,
    tzOffset: record.tzOffset,
    contentLength: record.contentLength,
    sourceUrl: record.sourceUrl,
    checkedUrl: record.checkedUrl,
    method: record.method,
    expires: record.expires,
    extension: record.extension,
    extra: record.extra,
  };
}

/**
 * The JSON object `decode --json` prints for a decoded file, records in file order.
 *
 * @example
 * JSON.stringify(decodeJson(decoded)) // '{"format":"hina-di","encoding":"euc-jp","records":[…],"rejected":[]}'
 */
export function decodeJson(decoded: DecodedAntenna): DecodeJson {
  return {
    format: decoded.format,
    encoding: decoded.encoding,
    records: decoded.records.map(recordJson),
    rejected: decoded.rejected.map(({ line, reason }) => ({ line, reason })),
  };
}
