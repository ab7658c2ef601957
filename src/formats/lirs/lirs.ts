import type { AntennaRecord, Rejection } from '../../core/record.ts';
import { excerpt } from '../excerpt.ts';
import { normalizeUrl } from '../../http/normalize-url.ts';
import { readLirsLine } from './read-lirs-line.ts';
import { readPlainLirsRecord } from './read-plain-lirs-record.ts';
import { runSteps, type DecodeSteps } from '../run-steps.ts';

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
 * stops the file. One pass over the text.
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
  const kept: (AntennaRecord | null)[] = [];
  const keptLines: number[] = [];
  const byUrl = new Map<string, number>();
  const rejected: Rejection[] = [];
  let sorted = true;
  /** Records dropped from `kept` for a later duplicate: none, as nearly always, and `kept` is the answer. */
  let dropped = 0;
  const reject = (line: number, reason: string): void => {
    const last = rejected[rejected.length - 1];
    if (last !== undefined && last.line > line) sorted = false;
    rejected.push({ line, reason });
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
      let record = backslash === -1 || backslash >= end ? readPlainLirsRecord(text, pos, end) : null;
      // A plain record's URL is already its own key (see isPlainHttpUrl).
      let key = record?.url;
      if (record === null) {
        const result = readLirsLine(text, pos + 5, end);
        if (result.status === 'ok') record = result.record;
        else reject(lineNumber, result.reason);
      }
      if (record !== null) {
        key ??= normalizeUrl(record.url);
        const previous = byUrl.get(key);
        const earlier = previous === undefined ? null : (kept[previous] ?? null);
        if (previous === undefined || earlier === null) {
          byUrl.set(key, kept.length);
          kept.push(record);
          keptLines.push(lineNumber);
        } else if ((record.lastDetected ?? 0) > (earlier.lastDetected ?? 0)) {
          reject(keptLines[previous] ?? 0, `duplicate of line ${lineNumber}`);
          kept[previous] = null;
          dropped++;
          byUrl.set(key, kept.length);
          kept.push(record);
          keptLines.push(lineNumber);
        } else {
          reject(lineNumber, `duplicate of line ${keptLines[previous] ?? 0}`);
        }
      }
    } else if (text.charCodeAt(pos) !== 0x23 && !isBlank(text, pos, end)) {
      reject(lineNumber, `not a LIRS record: "${excerpt(text.slice(pos, Math.min(end, pos + 100)))}"`);
    }
    pos = newline + 1;
    if (lineNumber % SLICE_LINES === 0) yield;
  }
  const records = dropped === 0 ? (kept as AntennaRecord[]) : kept.filter((record) => record !== null);
  if (!sorted) rejected.sort((a, b) => a.line - b.line);
  return { records, rejected };
}
