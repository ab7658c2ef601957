import { AntennaDecodeError } from './types.ts';

/** Rejected records a file may have before the decoder asks whether it is an antenna at all. */
export const MAX_REJECTED = 10_000;

/**
 * Stops a decoder on a file that is mostly not records: once more than `MAX_REJECTED` records
 * (lines of LIRS, blocks of hina-di) have been rejected and they outnumber the records read so
 * far. Millions of lines of junk then cost a few thousand rejections, not gigabytes of them;
 * a real antenna with some broken records — even thousands — is still read. Called at each
 * rejection, with the counts so far and the line being read.
 *
 * @example
 * throwIfMostlyBroken('LIRS', 10_001, 3, 10_005)
 * // throws AntennaDecodeError unknown-format: 'not a LIRS file: 10001 of its records up to line 10005 are broken …'
 */
export function throwIfMostlyBroken(format: string, rejected: number, records: number, line: number): void {
  if (rejected <= MAX_REJECTED || rejected <= records) return;
  throw new AntennaDecodeError(
    'unknown-format',
    `not a ${format} file: ${rejected} of its records up to line ${line} are broken, and only ${records} could be read`,
  );
}
