import type { RejectionCause } from '../../core/record.ts';
import { rejected as rejectedBecause } from '../../core/rejections/index.ts';
import { HinadiBlock } from './hinadi-block.ts';
import { FIELD } from './hinadi-fields.ts';
import { isBlankHinadiLine, newFieldLine, splitHinadiField } from './split-hinadi-field.ts';
import { HinadiCollector, type HinadiDocument } from './hinadi-collector.ts';
import { parseHttpDate } from '../../http/parse-http-date.ts';
import { AntennaDecodeError } from '../types.ts';
import { runSteps, type DecodeSteps } from '../run-steps.ts';

/** Lines read between two pauses of `decodeHinadiInSteps`: some milliseconds of work. */
export const SLICE_LINES = 16384;

export type { HinadiDocument };

const SP = 32;
const HT = 9;

/** Why a block is discarded when its line `line` is no `Name: value` field. */
export const notAField = (line: number): RejectionCause => rejectedBecause('not-a-field', String(line));

/**
 * Reads hina-di 2.x text (already decoded from bytes) in one pass over its lines: the `HINA/x.y`
 * line, the header block, then entity blocks separated by blank lines, with LF or CRLF ends.
 * Broken blocks are reported in `rejected` with the line they start on (a text whose rejected
 * blocks pass 10,000 and outnumber its records is not hina-di: `throwIfMostlyBroken`); of two blocks for one
 * URL the one detected last is kept. Only text that is not hina-di at all throws.
 *
 * @example
 * decodeHinadi('HINA/2.2\nUser-Agent: x\n\nURL: http://a.jp/\nLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT\n')
 * // { title: null, date: null, records: [{ url: 'http://a.jp/', lastModified: 946782245, … }], rejected: [] }
 * @throws AntennaDecodeError `unknown-format` when the first line is not `HINA/…`
 */
export function decodeHinadi(input: string): HinadiDocument {
  return runSteps(decodeHinadiInSteps(input));
}

/**
 * `decodeHinadi` in slices of 16384 lines: it yields between them, so a caller can let other
 * work run while a large file decodes (see `runStepsPausing`), and gives the same result.
 */
export function* decodeHinadiInSteps(input: string): DecodeSteps<HinadiDocument> {
  let text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  // Classic Mac OS line ends.
  if (!text.includes('\n') && text.includes('\r')) text = text.replaceAll('\r', '\n');

  const collector = new HinadiCollector();
  const block = new HinadiBlock();
  const field = newFieldLine();
  let state: 'before' | 'header' | 'between' | 'block' = 'before';
  let title: string | null = null;
  let fileDate: number | null = null;

  const length = text.length;
  let pos = 0;
  let lineNumber = 0;
  for (;;) {
    let newline = text.indexOf('\n', pos);
    if (newline < 0) newline = length;
    const end = newline > pos && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    lineNumber++;
    const first = text.charCodeAt(pos);
    const blank = end === pos || ((first === SP || first === HT) && isBlankHinadiLine(text, pos, end));

    if (state === 'block' || (state === 'between' && !blank)) {
      if (blank) {
        collector.addBlock(block);
        state = 'between';
      } else {
        if (state === 'between') {
          block.reset(text, lineNumber);
          state = 'block';
        }
        if (splitHinadiField(text, pos, end, field)) {
          block.add(pos, field.nameEnd, field.id, field.valueStart, field.valueEnd);
        } else {
          block.fail(notAField(lineNumber));
        }
      }
    } else if (state === 'header') {
      if (blank) {
        state = 'between';
      } else if (splitHinadiField(text, pos, end, field)) {
        const value = text.slice(field.valueStart, field.valueEnd);
        if (field.id === FIELD.url) {
          // No blank line after the header: this line already starts the first block.
          block.reset(text, lineNumber);
          block.add(pos, field.nameEnd, field.id, field.valueStart, field.valueEnd);
          state = 'block';
        } else if (field.id === FIELD.date) {
          fileDate = parseHttpDate(value)?.seconds ?? null;
        } else if (field.id === FIELD.title) {
          title = value === '' ? null : value;
        }
      }
      // Other header lines (User-Agent, Content-Type, unknown or malformed) change nothing here:
      // the caller has already chosen the charset.
    } else if (state === 'before' && !blank) {
      if (text.slice(pos, pos + 5).toUpperCase() !== 'HINA/') {
        throw new AntennaDecodeError('unknown-format', 'not a hina-di file: it does not begin with HINA/');
      }
      state = 'header';
    }

    if (newline >= length) break;
    pos = newline + 1;
    if (lineNumber % SLICE_LINES === 0) yield;
  }
  if (state === 'block') collector.addBlock(block);
  if (state === 'before') throw new AntennaDecodeError('empty', 'not a hina-di file: it is empty');
  return collector.finish(lineNumber, title, fileDate);
}
