import type { AntennaRecord, Rejection, RejectionCause } from '../../core/record.ts';
import { rejected as rejectedBecause, rejectionAt } from '../../core/rejections/index.ts';
import { HinadiBlock } from './hinadi-block.ts';
import { FIELD, OTHER_FIELD, hinadiFieldId, isHinadiFieldName } from './hinadi-fields.ts';
import { NewestPerUrl } from './newest-per-url.ts';
import { parseHttpDate } from '../../http/parse-http-date.ts';
import { readHinadiBlock } from './read-hinadi-block.ts';
import { throwIfMostlyBroken } from '../throw-if-mostly-broken.ts';
import { AntennaDecodeError } from '../types.ts';
import { runSteps, type DecodeSteps } from '../run-steps.ts';

/** Lines read between two pauses of `decodeHinadiInSteps`: some milliseconds of work. */
const SLICE_LINES = 16384;

/** What a hina-di file holds once read. */
export interface HinadiDocument {
  /** The header's `Title`, which some producers add; hina-di 2.2 itself defines none. */
  readonly title: string | null;
  /** The header's `Date` (§5.7: when the file was written), Unix seconds, or null. */
  readonly date: number | null;
  readonly records: AntennaRecord[];
  readonly rejected: Rejection[];
}

const SP = 32;
const HT = 9;

/** One field line, as positions; the value without its surrounding blanks. */
interface FieldLine {
  /**
   * The first colon at or after the line being split (the text's length when none is left),
   * searched again only once passed: lines without a colon never make the search quadratic.
   */
  nextColon: number;
  nameEnd: number;
  id: number;
  valueStart: number;
  valueEnd: number;
}

/**
 * Splits `Name: value` in `text[start, end)` into `out`; false when the line is not a field.
 * The name is `WORD *("-" WORD)` (hina-di §4.1); a known name needs no further check.
 * §3.2 wants ":" plus blanks; WDB writes `Name:<TAB><TAB>value` and readers of the time also
 * took `Name:value`.
 */
function splitField(text: string, start: number, end: number, out: FieldLine): boolean {
  if (out.nextColon < start) {
    const found = text.indexOf(':', start);
    out.nextColon = found < 0 ? text.length : found;
  }
  const colon = out.nextColon;
  if (colon >= end) return false;
  const id = hinadiFieldId(text, start, colon);
  if (id === OTHER_FIELD && !isHinadiFieldName(text, start, colon)) return false;
  let valueStart = colon + 1;
  let code = text.charCodeAt(valueStart);
  while (valueStart < end && (code === SP || code === HT)) code = text.charCodeAt(++valueStart);
  let valueEnd = end;
  code = text.charCodeAt(valueEnd - 1);
  while (valueEnd > valueStart && (code === SP || code === HT)) code = text.charCodeAt(--valueEnd - 1);
  out.nameEnd = colon;
  out.id = id;
  out.valueStart = valueStart;
  out.valueEnd = valueEnd;
  return true;
}

function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code !== SP && code !== HT) return false;
  }
  return true;
}

const notAField = (line: number): RejectionCause => rejectedBecause('not-a-field', String(line));

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

  const kept = new NewestPerUrl();
  const rejected: Rejection[] = [];
  const block = new HinadiBlock();
  const field: FieldLine = { nextColon: -1, nameEnd: 0, id: OTHER_FIELD, valueStart: 0, valueEnd: 0 };
  let state: 'before' | 'header' | 'between' | 'block' = 'before';
  let title: string | null = null;
  let fileDate: number | null = null;

  const finish = (): void => {
    const result = readHinadiBlock(block);
    if (result.status === 'ok') kept.add(result.record, block.startLine, block.valueHash(0));
    else rejected.push(rejectionAt(block.startLine, result));
    throwIfMostlyBroken('hina-di', rejected.length, kept.size, block.startLine);
  };

  const length = text.length;
  let pos = 0;
  let lineNumber = 0;
  for (;;) {
    let newline = text.indexOf('\n', pos);
    if (newline < 0) newline = length;
    const end = newline > pos && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    lineNumber++;
    const first = text.charCodeAt(pos);
    const blank = end === pos || ((first === SP || first === HT) && isBlank(text, pos, end));

    if (state === 'block' || (state === 'between' && !blank)) {
      if (blank) {
        finish();
        state = 'between';
      } else {
        if (state === 'between') {
          block.reset(text, lineNumber);
          state = 'block';
        }
        if (splitField(text, pos, end, field)) {
          block.add(pos, field.nameEnd, field.id, field.valueStart, field.valueEnd);
        } else {
          block.fail(notAField(lineNumber));
        }
      }
    } else if (state === 'header') {
      if (blank) {
        state = 'between';
      } else if (splitField(text, pos, end, field)) {
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
  if (state === 'block') finish();
  if (state === 'before') throw new AntennaDecodeError('empty', 'not a hina-di file: it is empty');

  const all = rejected.concat(kept.rejected).sort((a, b) => a.line - b.line);
  // A block that repeats a URL is superseded, not broken: only unreadable blocks count here.
  throwIfMostlyBroken('hina-di', rejected.length, kept.records.length + kept.rejected.length, lineNumber);
  return { title, date: fileDate, records: kept.records, rejected: all };
}
