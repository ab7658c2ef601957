import type { AntennaRecord } from '../record.ts';

/** The clocks a record's detection time falls back on, latest-known first. */
export interface DetectionClocks {
  /** The record's own block `Date` (hina-di §5.7), Unix seconds, or null. */
  readonly blockDate: number | null;
  /** The file's `Date` (the hina-di header), Unix seconds, or null. */
  readonly fileDate: number | null;
  /** When the file was fetched (the poll), Unix seconds. */
  readonly now: number;
}

/**
 * When the antenna last checked a site: the record's own detection time when the file gave
 * one; else the block's `Date` (when its information was output); else the file's `Date`;
 * else the time of the poll — the file was current then, so its antenna had checked by then.
 * Decoders leave `lastDetected` null when the file does not say (a hina-di block without
 * `Last-Modified-Detected`, a hina.txt line); this rule is the one place that fills it in.
 *
 * @example
 * detectedAt({ lastDetected: null }, { blockDate: null, fileDate: 946782245, now: 1700000000 }) // 946782245
 * detectedAt({ lastDetected: 5 }, { blockDate: 7, fileDate: 8, now: 9 })                        // 5
 */
export function detectedAt(record: Pick<AntennaRecord, 'lastDetected'>, clocks: DetectionClocks): number {
  return record.lastDetected ?? clocks.blockDate ?? clocks.fileDate ?? clocks.now;
}

/**
 * The records with every `lastDetected` filled in by `detectedAt`; `blockDate` reads a record's
 * own block `Date`. Records that have one come back as they are.
 *
 * @example
 * settleDetection([{ ...record, lastDetected: null }], () => null, 946782245, 1700000000)[0].lastDetected // 946782245
 */
export function settleDetection(
  records: readonly AntennaRecord[],
  blockDate: (record: AntennaRecord) => number | null,
  fileDate: number | null,
  now: number,
): AntennaRecord[] {
  return records.map((record) =>
    record.lastDetected !== null ? record : { ...record, lastDetected: detectedAt(record, { blockDate: blockDate(record), fileDate, now }) },
  );
}
