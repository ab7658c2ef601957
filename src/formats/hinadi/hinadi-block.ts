import { excerpt } from '../excerpt.ts';
import type { RejectionCause } from '../../core/record.ts';
import { rejected } from '../../core/rejections/index.ts';
import { FIELD, FIELD_COUNT, OTHER_FIELD, sameFieldName } from './hinadi-fields.ts';
import { parseHttpDate } from '../../http/parse-http-date.ts';
import type { HttpDate } from '../../http/parse-http-date.ts';
import { parseImfFixdate } from '../../http/parse-imf-fixdate.ts';
import { keyHash } from '../all-distinct.ts';
import { doubled } from '../doubled.ts';
import type { DecodedRanges } from './decoded-ranges.ts';

/** Fields a block may hold before the repeated-name check switches to a set. */
const LINEAR_LIMIT = 32;

/**
 * The fields of one hina-di entity block, as positions in the file's text: nothing is sliced
 * until the record needs it, and one instance serves every block of a file, so a 20,000-block
 * file allocates only what its records keep.
 */
export class HinadiBlock {
  text = '';
  /** Where values moved by `useDecoded` are. */
  ranges: DecodedRanges | null = null;
  startLine = 0;
  /** Number of fields. */
  count = 0;
  /** Per field: name start, name end, value start, value end. */
  private bounds = new Int32Array(64);
  /** Where each known field (FIELD) is, or -1. */
  readonly at = new Int32Array(FIELD_COUNT).fill(-1);
  /** The first reason this block must be discarded, if any. */
  error: RejectionCause | null = null;
  /** Lower-cased names of a long block, for the repeated-name check. */
  private lowerNames: Set<string> | null = null;
  /** The last value `repeatedValue` gave, kept across blocks. */
  private previousValue = '';

  reset(text: string, startLine: number): void {
    this.text = text;
    this.startLine = startLine;
    this.count = 0;
    this.at.fill(-1);
    this.error = null;
    this.lowerNames = null;
  }

  /** Adds the field `text[nameStart, nameEnd)`, numbered `id` by `hinadiFieldId`. */
  add(nameStart: number, nameEnd: number, id: number, valueStart: number, valueEnd: number): void {
    const index = this.count++;
    if (index * 4 + 4 > this.bounds.length) this.bounds = doubled(this.bounds);
    const b = this.bounds;
    b[index * 4] = nameStart;
    b[index * 4 + 1] = nameEnd;
    b[index * 4 + 2] = valueStart;
    b[index * 4 + 3] = valueEnd;
    if (index === 0 && id !== FIELD.url) {
      // hina-di §5.3: URL is the first field of a block.
      this.fail(rejected('url-not-first', excerpt(this.name(index))));
    } else if (id === OTHER_FIELD ? this.repeats(index) : (this.at[id] ?? -1) >= 0) {
      this.fail(rejected('repeated-field', excerpt(this.name(index))));
    } else if (id !== OTHER_FIELD) {
      this.at[id] = index;
    }
  }

  fail(cause: RejectionCause): void {
    this.error ??= cause;
  }

  /** The name of field `index` as written. */
  name(index: number): string {
    return this.text.slice(this.bounds[index * 4], this.bounds[index * 4 + 1]);
  }

  /** The value of field `index`, or null for -1 (an absent field). */
  value(index: number): string | null {
    if (index < 0) return null;
    const start = this.bounds[index * 4 + 2] ?? 0;
    const end = this.bounds[index * 4 + 3] ?? 0;
    return start >= 0 ? this.text.slice(start, end) : this.decodedText(start);
  }

  /** The decoded range a value moved by `useDecoded` is, from its start as stored. */
  private decodedText(start: number): string {
    return (this.ranges as DecodedRanges).text(~start);
  }

  /**
   * Field `index`'s value is decoded range `range` (`ranges`), not where `add` said in `text`:
   * the byte reader's text is the file's bytes as Latin-1, where a value that is not ASCII is
   * read from the decoded names instead (`decodeHinadiBytes`).
   */
  useDecoded(index: number, range: number): void {
    this.bounds[index * 4 + 2] = ~range;
  }

  /** `keyHash` of the value of field `index`, read in the text itself (cheaper than in a slice of it). */
  valueHash(index: number): number {
    const start = this.bounds[index * 4 + 2] ?? 0;
    const end = this.bounds[index * 4 + 3] ?? 0;
    return start >= 0 ? keyHash(this.text, start, end) : keyHash(this.decodedText(start));
  }

  /**
   * The value of field `index` like `value`, but the very string given last time when the text
   * is the same: a field most blocks repeat (`Virtual`, the antenna the record came from) then
   * costs one string per file instead of one per record.
   */
  repeatedValue(index: number): string | null {
    if (index < 0) return null;
    const start = this.bounds[index * 4 + 2] ?? 0;
    const end = this.bounds[index * 4 + 3] ?? 0;
    const previous = this.previousValue;
    if (start < 0) {
      const value = this.decodedText(start);
      return value === previous ? previous : (this.previousValue = value);
    }
    if (end - start === previous.length && this.text.startsWith(previous, start)) return previous;
    this.previousValue = this.text.slice(start, end);
    return this.previousValue;
  }

  /** The value of field `index` read as a date, or null. */
  date(index: number): HttpDate | null {
    if (index < 0) return null;
    const start = this.bounds[index * 4 + 2] ?? 0;
    const end = this.bounds[index * 4 + 3] ?? 0;
    if (start < 0) {
      const value = this.decodedText(start);
      return parseImfFixdate(value, 0, value.length) ?? parseHttpDate(value);
    }
    return parseImfFixdate(this.text, start, end) ?? parseHttpDate(this.text.slice(start, end));
  }

  /** The value of field `index` read as a decimal count (at most 15 digits), or null. */
  integer(index: number): number | null {
    if (index < 0) return null;
    const start = this.bounds[index * 4 + 2] ?? 0;
    const end = this.bounds[index * 4 + 3] ?? 0;
    // A value read from the decoded names is not ASCII, so no count.
    if (start < 0 || end <= start || end - start > 15) return null;
    let n = 0;
    for (let i = start; i < end; i++) {
      const digit = this.text.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) return null;
      n = n * 10 + digit;
    }
    return n;
  }

  /** Whether an earlier field has the name of field `index` (never true for index 0). */
  private repeats(index: number): boolean {
    const b = this.bounds;
    const name = this.name(index);
    if (index < LINEAR_LIMIT) {
      for (let i = 0; i < index; i++) {
        if (sameFieldName(this.text, b[i * 4] ?? 0, b[i * 4 + 1] ?? 0, name)) return true;
      }
      return false;
    }
    // A block with thousands of fields must not cost their square.
    if (this.lowerNames === null) {
      this.lowerNames = new Set();
      for (let i = 0; i < index; i++) this.lowerNames.add(this.name(i).toLowerCase());
    }
    const lower = name.toLowerCase();
    if (this.lowerNames.has(lower)) return true;
    this.lowerNames.add(lower);
    return false;
  }
}
