import type { AntennaRecord, Rejection, RejectionCause } from '../../core/record.ts';
import { rejected as rejectedBecause, rejectionAt } from '../../core/rejections/index.ts';
import { excerpt } from '../excerpt.ts';
import { normalizeUrl } from '../../http/normalize-url.ts';
import { readLirsLine } from './read-lirs-line.ts';
import { plainUrlHash, readPlainLirsRecord } from './read-plain-lirs-record.ts';
import { throwIfMostlyBroken } from '../throw-if-mostly-broken.ts';
import { runSteps, type DecodeSteps } from '../run-steps.ts';
import { allDistinct, keyHash } from '../all-distinct.ts';

/** Lines read between two pauses of `decodeLirsInSteps`: some milliseconds of work. */
const SLICE_LINES = 8192;

/** What a LIRS file gives: its usable records in file order, and the lines it skipped. */
export interface DecodedLirs {
  readonly records: AntennaRecord[];
  readonly rejected: Rejection[];
}

function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0d) return false;
  }
  return true;
}

/**
 * Reads LIRS 2.1 text (already decoded from its bytes, so a Shift_JIS 0x5C trail byte is never
 * taken for a backslash). One record per line, `LIRS,` … `,` then LF or CRLF; a file whose
 * lines all end in a lone CR (forbidden, but old Mac tools) is read too. `#` lines and blank
 * lines are skipped. A broken record is rejected with its 1-based line and a reason and never
 * stops the file — unless rejections pass 10,000 and outnumber the records, when the text is
 * not LIRS at all (`throwIfMostlyBroken`). One pass over the text.
 *
 * LIRS §URL: the URL is the key, host without case and path with case. When a URL repeats,
 * the record with the newer Last-Detected stays (the earlier line on a tie) and the other is
 * rejected as a duplicate.
 *
 * @example
 * decodeLirs('LIRS,938779260,938781002,32400,49383,http://hiya.ouchi.to/n/,Tadayo Memories,Hiya,http://amano.hauN.org/,\n')
 * // { records: [{ url: 'http://hiya.ouchi.to/n/', title: 'Tadayo Memories', … }], rejected: [] }
 */
export function decodeLirs(input: string): DecodedLirs {
  return runSteps(decodeLirsInSteps(input));
}

/**
 * `decodeLirs` in slices of 8192 lines: it yields between them, so a caller can let other
 * work run while a large file decodes (see `runStepsPausing`), and gives the same result.
 */
export function* decodeLirsInSteps(input: string): DecodeSteps<DecodedLirs> {
  const text = !input.includes('\n') && input.includes('\r') ? input.replaceAll('\r', '\n') : input;
  /** Every record read, its key (`normalizeUrl`), the key's hash and its line, in file order. */
  const read: AntennaRecord[] = [];
  const keys: string[] = [];
  const hashes: number[] = [];
  const lines: number[] = [];
  const rejected: Rejection[] = [];
  let sorted = true;
  const reject = (line: number, cause: RejectionCause): void => {
    const last = rejected[rejected.length - 1];
    if (last !== undefined && last.line > line) sorted = false;
    rejected.push(rejectionAt(line, cause));
  };

  const length = text.length;
  // The next backslash at or after `pos`, searched again only once passed: linear in all.
  let backslash = text.indexOf('\\');
  let pos = 0;
  let lineNumber = 0;
  while (pos < length) {
    let newline = text.indexOf('\n', pos);
    if (newline === -1) newline = length;
    const end = newline > pos && text.charCodeAt(newline - 1) === 0x0d ? newline - 1 : newline;
    lineNumber++;
    if (text.startsWith('LIRS,', pos)) {
      if (backslash !== -1 && backslash < pos) backslash = text.indexOf('\\', pos);
      const plain = backslash === -1 || backslash >= end ? readPlainLirsRecord(text, pos, end) : null;
      if (plain !== null) {
        // A plain record's URL is already its own key (see isPlainHttpUrl).
        read.push(plain);
        keys.push(plain.url);
        hashes.push(plainUrlHash(text));
        lines.push(lineNumber);
      } else {
        const result = readLirsLine(text, pos + 5, end);
        if (result.status === 'ok') {
          const key = normalizeUrl(result.record.url);
          read.push(result.record);
          keys.push(key);
          hashes.push(keyHash(key));
          lines.push(lineNumber);
        } else {
          reject(lineNumber, result);
          throwIfMostlyBroken('LIRS', rejected.length, read.length, lineNumber);
        }
      }
    } else if (text.charCodeAt(pos) !== 0x23 && !isBlank(text, pos, end)) {
      reject(lineNumber, rejectedBecause('not-lirs-record', excerpt(text.slice(pos, Math.min(end, pos + 100)))));
      throwIfMostlyBroken('LIRS', rejected.length, read.length, lineNumber);
    }
    pos = newline + 1;
    if (lineNumber % SLICE_LINES === 0) yield;
  }
  // Nearly every file names each URL once: one bulk check of the keys, and the record-by-record
  // comparison only for a file where it fails.
  // A record that repeats a URL is superseded, not broken: only unreadable lines count here.
  throwIfMostlyBroken('LIRS', rejected.length, read.length, lineNumber);
  const records = allDistinct(keys, hashes) ? read : newestPerUrl(read, keys, lines, reject);
  if (!sorted) rejected.sort((a, b) => a.line - b.line);
  return { records, rejected };
}

/**
 * LIRS §URL: of the records for one key, the one detected last stays (the earlier line on a
 * tie), in file order; each other one is rejected as a duplicate of the line that stays.
 */
function newestPerUrl(
  read: readonly AntennaRecord[],
  keys: readonly string[],
  lines: readonly number[],
  reject: (line: number, cause: RejectionCause) => void,
): AntennaRecord[] {
  const kept: (AntennaRecord | null)[] = [];
  const keptLines: number[] = [];
  const byUrl = new Map<string, number>();
  for (let index = 0; index < read.length; index++) {
    const record = read[index] as AntennaRecord;
    const key = keys[index] ?? '';
    const line = lines[index] ?? 0;
    const previous = byUrl.get(key);
    const earlier = previous === undefined ? null : (kept[previous] ?? null);
    if (previous === undefined || earlier === null) {
      byUrl.set(key, kept.length);
      kept.push(record);
      keptLines.push(line);
    } else if ((record.lastDetected ?? 0) > (earlier.lastDetected ?? 0)) {
      reject(keptLines[previous] ?? 0, rejectedBecause('duplicate', String(line)));
      kept[previous] = null;
      byUrl.set(key, kept.length);
      kept.push(record);
      keptLines.push(line);
    } else {
      reject(line, rejectedBecause('duplicate', String(keptLines[previous] ?? 0)));
    }
  }
  return kept.filter((record) => record !== null);
}
