import { runSteps, type DecodeSteps } from '../run-steps.ts';
import { lineEnd, LirsCollector, type DecodedLirs } from './lirs-collector.ts';

export type { DecodedLirs } from './lirs-collector.ts';

/** Lines read between two pauses of `decodeLirsInSteps`: some milliseconds of work. */
export const SLICE_LINES = 8192;

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
  const lirs = new LirsCollector();
  const length = text.length;
  // The next backslash at or after `pos`, searched again only once passed: linear in all.
  let backslash = text.indexOf('\\');
  let pos = 0;
  let lineNumber = 0;
  while (pos < length) {
    let newline = text.indexOf('\n', pos);
    if (newline === -1) newline = length;
    const end = lineEnd(text, pos, newline);
    lineNumber++;
    if (backslash !== -1 && backslash < pos) backslash = text.indexOf('\\', pos);
    lirs.readLine(text, pos, end, lineNumber, backslash !== -1 && backslash < end);
    pos = newline + 1;
    if (lineNumber % SLICE_LINES === 0) yield;
  }
  return lirs.finish(lineNumber);
}
