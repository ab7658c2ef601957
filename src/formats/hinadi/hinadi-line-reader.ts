import type { RejectionCause } from '../../core/record.ts';
import { rejected } from '../../core/rejections/index.ts';
import { parseHttpDate } from '../../http/parse-http-date.ts';
import { HinadiBlock } from './hinadi-block.ts';
import type { HinadiCollector, HinadiDocument } from './hinadi-collector.ts';
import { FIELD } from './hinadi-fields.ts';
import { isBlankHinadiLine, newFieldLine, splitHinadiField } from './split-hinadi-field.ts';
import { withRoom } from '../text/with-room.ts';
import { doubled } from '../doubled.ts';
import type { PlainHinadiBlocks } from './plain-hinadi-blocks.ts';
import { PlainHinadiFile } from './plain-hinadi-file.ts';
import type { PlainHinadiSink, PlainHinadiWalk } from './plain-hinadi-layout.ts';
import { DecodedRanges } from './decoded-ranges.ts';

/** Lines read between two pauses: some milliseconds of work. */
const SLICE_LINES = 16384;

/** Blocks read between two pauses of the second pass. */
const SLICE_BLOCKS = 4096;

const SP = 32;
const HT = 9;

/**
 * Blocks the walk over a plain block may fail on before the reader stops trying it in a file
 * where it fails more often than not: a producer that writes other fields in every block
 * (tamatebako's `Expires`, `X-TAMA-Timezone`) would otherwise pay for the walk and then for the
 * general reading of each block.
 */
const PLAIN_TRIES = 256;

/** Where the reader is: before `HINA/`, in the header, between blocks, in a block. */
const BEFORE = 0;
const HEADER = 1;
const BETWEEN = 2;
const BLOCK = 3;

/** An entry's `id` for a line of a block that is no field. */
const NOT_A_FIELD = -2;
/** Numbers per entry: name start (line number for NOT_A_FIELD), name end, id, value start, value end, range (-1: ASCII). */
const ENTRY = 6;

/** Why a block is discarded when its line `line` is no `Name: value` field. */
const notAField = (line: number): RejectionCause => rejected('not-a-field', String(line));

/**
 * hina-di 2.x read in two passes, a slice at a time: the `HINA/x.y` line, the header block,
 * then entity blocks separated by blank lines, with LF or CRLF ends. The first pass (`scan`)
 * finds the lines, fields and blocks and notes each field line as numbers; the second (`read`)
 * gives each block to a `HinadiBlock` and to the `HinadiCollector`, which keeps one record per
 * URL and reports broken blocks at their first line.
 *
 * Given the file's decoded text (`bytes` null), that is the whole reading (`decodeHinadi`).
 * Given the bytes and the bytes one to one as `text` (`decodeHinadiBytes`), lines and fields
 * are found in the bytes; a value with a byte that is not ASCII, and a line with one that is no
 * field, are copied to `joinedBytes` to be decoded in one call, and `read` takes those values
 * from the decoded text (`startReading`). There, given the walk (`WASM_HINADI_WALK`), a
 * block of the plainest kind is read in one walk over its bytes by the first pass, and the
 * second makes its record from those numbers (`PlainHinadiBlocks`): what `HinadiBlock` and
 * `readHinadiBlock` would make of it, at a fraction of the calls and objects.
 *
 * @example
 * const reader = new HinadiLineReader(null, 'HINA/2.2\n\nURL: http://a.jp/\n');
 * while (!reader.scan());
 * reader.startReading([]);
 * const collector = new HinadiCollector();
 * while (!reader.read(collector));
 * reader.finish(collector) // { title: null, date: null, records: [], rejected: [{ line: 3, kind: 'no-last-modified', … }] }
 */
export class HinadiLineReader implements PlainHinadiSink {
  /** Each field line of the header's Title and Date and of each block, `ENTRY` numbers apiece. */
  private entries = new Int32Array(6 * 1024);
  private entryCount = 0;
  /** Each block's first line (negative for a plain block) and first entry (grown by `doubled`). */
  private blockLines = new Int32Array(1024);
  private blockEntries = new Int32Array(1024);
  private blockCount = 0;
  /** The header's last Title and Date entries, or -1. */
  private headerTitle = -1;
  private headerDate = -1;
  /** Bytes not all ASCII, ranges joined by LF; grown as it fills. */
  private joined: Uint8Array;
  /** `joined` for writing four bytes at a time. */
  private joinedView: DataView;
  private joinedLength = 0;
  /** Ranges to decode so far (the walk numbers its own on from here). */
  rangeCount = 0;
  private readonly field = newFieldLine();
  private state = BEFORE;
  private hinadi = true;
  private pos = 0;
  lineCount = 0;
  /** The bytes as the walk over a plain block reads them; null for decoded text. */
  private readonly file: PlainHinadiFile | null;
  /** Blocks read in one walk over their bytes (byte reader only). */
  private readonly plain: PlainHinadiBlocks | null;
  /** Blocks starting with U the walk left to the general reading (those it read: `plain.count`). */
  private plainFailures = 0;
  /** The bytes of the blank line after the last plain block the walk read (LF, CR LF), or 0. */
  blankAfter = 0;
  /** The second pass: the next block and plain block, and the decoded ranges. */
  private readonly block = new HinadiBlock();
  private blockIndex = 0;
  private plainIndex = 0;
  private ranges = new DecodedRanges([], 0);

  constructor(
    private readonly bytes: Uint8Array | null,
    private readonly latin1: string,
    /** The walk over plain blocks, when the caller gave one (bytes only). */
    private readonly walk: PlainHinadiWalk | null = null,
  ) {
    this.joined = new Uint8Array(bytes === null ? 0 : (latin1.length >> 2) + 64);
    this.joinedView = new DataView(this.joined.buffer);
    this.file = bytes === null ? null : new PlainHinadiFile(bytes, latin1);
    this.plain = walk === null ? null : walk.blocks(latin1);
  }

  /** Whether the first line that is not blank starts with `HINA/` (in bytes: and is ASCII there, so read the same in every candidate). */
  startsHinadi(): boolean {
    return this.hinadi;
  }

  /** Whether the file has no line that is not blank. */
  isEmpty(): boolean {
    return this.state === BEFORE;
  }

  /** Whether `bytes[from, to)` are all ASCII (decoded text is taken as it is). */
  private isAscii(from: number, to: number): boolean {
    return this.file === null || this.file.ascii.isAscii(from, to);
  }

  /**
   * Whether the line at `pos` starts with `HINA/` in any case, as the text reader asks; in
   * bytes, also ASCII there (a first line that is not may still read as HINA/ decoded:
   * U+0131 upper-cases to I).
   */
  private isHinaLine(pos: number): boolean {
    const start = this.latin1.slice(pos, pos + 5);
    return (this.bytes === null || !/[^\x00-\x7f]/.test(start)) && start.toUpperCase() === 'HINA/';
  }

  joinedBytes(): Uint8Array {
    return this.joined.subarray(0, this.joinedLength);
  }

  /** Appends ranges the walk copied, each ended by LF (`HinadiRanges`). */
  appendJoined(bytes: Uint8Array): void {
    const joined = withRoom(this.joined, this.joinedLength, bytes.length);
    if (joined !== this.joined) {
      this.joined = joined;
      this.joinedView = new DataView(joined.buffer);
    }
    joined.set(bytes, this.joinedLength);
    this.joinedLength += bytes.length;
  }

  /**
   * First pass, a slice of lines: the lines the text reader's states would see, as entries; true
   * when done. The walk holds no bytes to decode past a slice: another file may be read between two.
   */
  scan(): boolean {
    const done = this.scanSlice();
    this.walk?.flush(this);
    return done;
  }

  private scanSlice(): boolean {
    const latin1 = this.latin1;
    const field = this.field;
    const length = latin1.length;
    const stop = this.lineCount + SLICE_LINES;
    let pos = this.pos;
    let state = this.state;
    while (this.lineCount < stop) {
      if (state === BETWEEN) {
        // Plain blocks are read whole before their first line is looked at: on from the last one's last line.
        const plainEnd = this.scanPlain(pos);
        if (plainEnd >= length) {
          this.state = BLOCK;
          return true;
        }
        if (plainEnd >= 0) {
          pos = plainEnd + 1;
          if (this.blankAfter > 0) {
            // The blank line after it, taken as the lines below would take it: the block ends.
            this.lineCount++;
            pos += this.blankAfter;
          } else {
            state = BLOCK;
          }
          continue;
        }
      }
      let newline = latin1.indexOf('\n', pos);
      if (newline < 0) newline = length;
      const end = newline > pos && latin1.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
      const line = ++this.lineCount;
      const first = latin1.charCodeAt(pos);
      const blank = end === pos || ((first === SP || first === HT) && isBlankHinadiLine(latin1, pos, end));
      const ascii = blank || this.isAscii(pos, end);

      if (state === BLOCK || (state === BETWEEN && !blank)) {
        if (blank) {
          state = BETWEEN;
        } else {
          if (state === BETWEEN) {
            this.addBlock(line);
            state = BLOCK;
          }
          if (splitHinadiField(latin1, pos, end, field)) this.addField(pos, ascii);
          else this.addEntry(line, 0, NOT_A_FIELD, 0, 0, ascii ? -1 : this.addRange(pos, end));
        }
      } else if (state === HEADER) {
        if (blank) {
          state = BETWEEN;
        } else if (splitHinadiField(latin1, pos, end, field)) {
          if (field.id === FIELD.url) {
            // No blank line after the header: this line already starts the first block.
            this.addBlock(line);
            this.addField(pos, ascii);
            state = BLOCK;
          } else if (field.id === FIELD.date) {
            this.headerDate = this.addField(pos, ascii);
          } else if (field.id === FIELD.title) {
            this.headerTitle = this.addField(pos, ascii);
          } else if (!ascii) {
            this.addRange(field.valueStart, field.valueEnd);
          }
        } else if (!ascii) {
          this.addRange(pos, end);
        }
      } else if (state === BEFORE && !blank) {
        // A first line that is not ASCII may still read as HINA/ decoded (U+0131 upper-cases to I).
        if (!this.isHinaLine(pos)) {
          this.hinadi = false;
          return true;
        }
        if (!ascii) this.addRange(pos, end);
        state = HEADER;
      }

      if (newline >= length) {
        this.state = state;
        return true;
      }
      pos = newline + 1;
    }
    this.pos = pos;
    this.state = state;
    return false;
  }

  /**
   * Reads the block whose first line, the next line, starts at `pos` in one walk when it is
   * plain, and the plain blocks after it, each after one blank line (the walk,
   * `PlainHinadiWalk.scan`, which notes them here and copies their values that are not ASCII to
   * decode): gives the end of the last one's last line, the bytes of the blank line after it in
   * `blankAfter` (0 for none), or -1 when the line is for the line by line reading (the text
   * reader's all are: the walk reads bytes).
   */
  private scanPlain(pos: number): number {
    const { file, walk, plain } = this;
    if (file === null || walk === null || plain === null) return -1;
    if (this.plainFailures > PLAIN_TRIES && this.plainFailures > plain.count) return -1;
    const end = walk.scan(file, pos, plain, this);
    // A plain block starts with `URL:`; blank lines between blocks are no failure (NO_PLAIN_START).
    if (end === -1) this.plainFailures++;
    return end < 0 ? -1 : end;
  }

  /** Notes a block that starts at line `line` (negative for a plain block) with the next entry. */
  addBlock(line: number): void {
    const index = this.blockCount++;
    if (index === this.blockLines.length) {
      this.blockLines = doubled(this.blockLines);
      this.blockEntries = doubled(this.blockEntries);
    }
    this.blockLines[index] = line;
    this.blockEntries[index] = this.entryCount;
  }

  /** Notes the field `this.field` of the line at `pos`, copying its value to decode when not ASCII; gives its entry. */
  private addField(pos: number, ascii: boolean): number {
    const { nameEnd, id, valueStart, valueEnd } = this.field;
    return this.addEntry(pos, nameEnd, id, valueStart, valueEnd, ascii ? -1 : this.addRange(valueStart, valueEnd));
  }

  private addEntry(a: number, nameEnd: number, id: number, valueStart: number, valueEnd: number, range: number): number {
    const index = this.entryCount++;
    let at = index * ENTRY;
    if (at + ENTRY > this.entries.length) this.entries = doubled(this.entries);
    const entries = this.entries;
    entries[at++] = a;
    entries[at++] = nameEnd;
    entries[at++] = id;
    entries[at++] = valueStart;
    entries[at++] = valueEnd;
    entries[at] = range;
    return index;
  }

  /**
   * Copies `bytes[from, to)` and an LF to the bytes to decode; gives the range's number. Only
   * the byte reader copies: given decoded text, every line is taken as ASCII (`isAscii`).
   */
  private addRange(from: number, to: number): number {
    // The walk's ranges come first: they were numbered before this one.
    this.walk?.flush(this);
    let at = this.joinedLength;
    const joined = withRoom(this.joined, at, to - from + 1);
    if (joined !== this.joined) {
      this.joined = joined;
      this.joinedView = new DataView(joined.buffer);
    }
    const bytes = this.bytes as Uint8Array;
    const view = (this.file as PlainHinadiFile).view;
    const joinedView = this.joinedView;
    // Four bytes at a time, about twice as fast as one by one for a title's twenty or so.
    let i = from;
    for (; i + 4 <= to; i += 4, at += 4) joinedView.setUint32(at, view.getUint32(i));
    for (; i < to; i++) joined[at++] = bytes[i] as number;
    joined[at++] = 0x0a;
    this.joinedLength = at;
    return this.rangeCount++;
  }

  /** Before the second pass: `pieces` are the joined ranges as the chosen charset reads them (`readPieces`). */
  startReading(pieces: readonly string[]): void {
    this.ranges = new DecodedRanges(pieces, this.rangeCount);
    this.block.ranges = this.ranges;
  }

  /** Second pass, a slice of blocks: gives each to `collector`; true when done. */
  read(collector: HinadiCollector): boolean {
    const block = this.block;
    const entries = this.entries;
    const latin1 = this.latin1;
    const blocks = this.blockCount;
    const stop = Math.min(blocks, this.blockIndex + SLICE_BLOCKS);
    for (let index = this.blockIndex; index < stop; index++) {
      const line = this.blockLines[index] as number;
      if (line < 0) {
        // Only the walk makes a block's line negative: `plain` is there.
        const plain = this.plain as PlainHinadiBlocks;
        const walked = this.plainIndex++;
        collector.addPlain(plain.record(walked, this.ranges), -line, plain.urlHash(walked));
        continue;
      }
      block.reset(latin1, line);
      const last = index + 1 < blocks ? (this.blockEntries[index + 1] as number) : this.entryCount;
      for (let entry = this.blockEntries[index] as number; entry < last; entry++) {
        const at = entry * ENTRY;
        const id = entries[at + 2] as number;
        if (id === NOT_A_FIELD) {
          block.fail(notAField(entries[at] as number));
          continue;
        }
        block.add(entries[at] as number, entries[at + 1] as number, id, entries[at + 3] as number, entries[at + 4] as number);
        const range = entries[at + 5] as number;
        if (range >= 0) block.useDecoded(block.count - 1, range);
      }
      collector.addBlock(block);
    }
    this.blockIndex = stop;
    return stop >= blocks;
  }

  /** The header's value of entry `entry`, or null for -1. */
  private headerValue(entry: number): string | null {
    if (entry < 0) return null;
    const at = entry * ENTRY;
    const range = this.entries[at + 5] as number;
    return range < 0 ? this.latin1.slice(this.entries[at + 3], this.entries[at + 4]) : this.ranges.text(range);
  }

  finish(collector: HinadiCollector): HinadiDocument {
    const title = this.headerValue(this.headerTitle);
    const date = this.headerValue(this.headerDate);
    return collector.finish(this.lineCount, title === '' ? null : title, date === null ? null : (parseHttpDate(date)?.seconds ?? null));
  }
}
