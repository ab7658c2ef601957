import { settleDetection } from '../core/freshness/index.ts';
import type { AntennaRecord } from '../core/record.ts';
import type { DecodedAntenna } from '../formats/types.ts';
import { parseHttpDate } from '../http/parse-http-date.ts';

/** A record's own block `Date` (hina-di §5.7), kept in `extra` as written, read as seconds. */
function blockDate(record: AntennaRecord): number | null {
  for (const [name, value] of Object.entries(record.extra)) {
    if (name.toLowerCase() === 'date') return parseHttpDate(value)?.seconds ?? null;
  }
  return null;
}

/**
 * A decoded file's records as they are kept: each without a detection time gets one by the
 * freshness rule (core `detectedAt`: block `Date`, file `Date`, else `now`, the poll).
 *
 * @example
 * settleRecords(decodedHinadi, 1700000000)[0].lastDetected // the header Date when the block has none
 */
export function settleRecords(decoded: Pick<DecodedAntenna, 'records' | 'date'>, now: number): AntennaRecord[] {
  return settleDetection(decoded.records, blockDate, decoded.date, now);
}
