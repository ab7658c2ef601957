import type { AntennaRecord } from '../../core/record.ts';
import type { DecodeSteps } from '../run-steps.ts';
import { allAsciiBased, readPieces } from '../text/charset.ts';
import { LirsCollector, isBlank, lineEnd, type DecodedLirs } from './lirs-collector.ts';
import { SLICE_LINES } from './lirs.ts';
import { authorIsUrl } from './read-plain-lirs-record.ts';
import { scanPlainLirsLine, scannedLine, SourceMemo } from './scan-plain-lirs-line.ts';
import type { LirsLineSink, LirsWalk, PlainLirsWalk } from './lirs-walk-entries.ts';
import { withRoom } from '../text/with-room.ts';
import { doubled } from '../doubled.ts';

/** LIRS read from its bytes, and the charset its titles and author names were read in. */
export interface DecodedLirsBytes {
  readonly lirs: DecodedLirs;
  readonly encoding: string;
}

/** Lines the byte reader hands to the text reader before the text reader is left to do it all. */
const MOST_LINES_OTHER = 10_000;


type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Reads a LIRS file from its bytes, decoding only what is not ASCII: the titles and author
 * names, and the few lines that are not plain records. `latin1` is the bytes read one to one
 * as characters (a byte, a character: `TextDecoder('latin1')`, which is windows-1252, keeps
 * that too), where V8 finds line ends and commas far faster than in the decoded text of a
 * Japanese file. It gives exactly what `decodeText` and then `decodeLirs` give:
 *
 * - In EUC-JP, Shift_JIS and UTF-8, LF, CR, `,`, `#`, digits and every byte below 0x40 are
 *   never part of a character, so lines and fields are where the bytes say. (A Shift_JIS
 *   trail byte may be 0x5C: a backslash in a title counts only if the decoded title has one.)
 * - A line `scanPlainLirsLine` reads in one walk over its bytes (what `readPlainLirsRecord`
 *   gives for it, with an ASCII URL and source URL and no extension fields) is such a record;
 *   its title and author bytes are decoded. Any other line (and a plain one whose decoded
 *   author is a URL or names hold a backslash) is decoded whole and read by the text reader,
 *   `LirsCollector.readLine`. Given `walk` (`DecodeOptions.plainLirsWalk`, the command line's
 *   `PLAIN_LIRS_WALK`), the lines are sorted and the plain ones read by it, in machine code, to
 *   the same records; it also takes a title or author with `\,` and `\\` escapes for plain,
 *   and reads such names again in the decoded text (`LirsWalk.readNames`).
 * - The charset is chosen by `readPieces` on the bytes that are not ASCII, every such range
 *   joined by LF: what a strict decode of the whole file chooses, since every other byte is
 *   ASCII and each candidate reads ASCII alike (a character cut short at a range's end is an
 *   error before `,`, CR or LF, as before LF). The text comes in pieces of whole ranges.
 *
 * Null when the file is better left to the text reader: a charset not ASCII-based, bytes no
 * candidate reads whole (read line by line), lines ended by CR alone, mostly other lines.
 *
 * @example
 * runSteps(decodeLirsBytes(bytes, latin1.decode(bytes), ['utf-8', 'euc-jp', 'shift_jis'], 'euc-jp'))
 * // { lirs: { records: [{ url: 'http://hiya.ouchi.to/n/', title: 'ただよう記憶', … }], rejected: [] }, encoding: 'euc-jp' }
 */
export function* decodeLirsBytes(
  bytes: Uint8Array,
  latin1: string,
  candidates: readonly string[],
  ownEncoding: string,
  walk: PlainLirsWalk | null = null,
): DecodeSteps<DecodedLirsBytes | null> {
  if (!allAsciiBased(candidates)) return null;
  if (latin1.indexOf('\n') === -1 && latin1.indexOf('\r') !== -1) return null;
  // The loops live in the reader's methods, not here: V8 optimizes a generator only once it is
  // called again, never in the middle of one call's loop.
  const lines = walk === null ? null : walk(bytes);
  const reader = new LirsByteReader(bytes, latin1, lines);
  let whole: ReturnType<typeof readPieces>;
  try {
    while (!reader.scan()) {
      if (reader.mostlyOther()) return null;
      yield;
    }
    if (reader.mostlyOther()) return null;
    whole = readPieces(reader.joinedBytes(), candidates);
  } finally {
    lines?.release();
  }
  if (whole === null) return null;
  const lirs = new LirsCollector();
  reader.encoding = whole.encoding ?? 'utf-8';
  while (!reader.read(whole.pieces, lirs)) yield;
  return { lirs: lirs.finish(reader.lineCount), encoding: whole.encoding ?? ownEncoding };
}

/** The two passes of `decodeLirsBytes`, a slice of lines at a time. */
class LirsByteReader implements LirsLineSink {
  /**
   * Each line that is not blank: its line number (negative for a comment), its record when
   * it is plain (null for a line the text reader reads), `keyHash` of that record's URL, and
   * where the line starts.
   */
  private lineNumbers = new Int32Array(1024);
  private readonly records: (AntennaRecord | null)[] = [];
  private hashes = new Int32Array(1024);
  private starts = new Int32Array(1024);
  /** Bytes that are not known to be ASCII, ranges joined by LF; grown as it fills (names are a quarter of a file). */
  private joined: Uint8Array;
  private joinedLength = 0;
  private others = 0;
  private readonly source = new SourceMemo();
  private pos = 0;
  lineCount = 0;
  /** Where the second pass is: the next entry, the piece of decoded text it is in, and its start there. */
  private entry = 0;
  private piece = 0;
  private at = 0;
  /** The next backslash in the piece at hand: -1 for none left, -2 before it is looked for. */
  private textBackslash = -2;
  /**
   * The charset the names were read in. Where it is Shift_JIS, a 0x5C byte may be a character's
   * trail byte: a walk may have taken one for a backslash that escapes a comma, so every plain
   * record's names it took are split again in the decoded text (`LirsWalk.readNames`).
   */
  encoding = 'utf-8';

  constructor(
    private readonly bytes: Uint8Array,
    private readonly latin1: string,
    private readonly walk: LirsWalk | null,
  ) {
    this.joined = new Uint8Array(walk === null ? (latin1.length >> 2) + 64 : 0);
  }

  /** Whether so many lines are for the text reader that it had better read them all. */
  mostlyOther(): boolean {
    return this.others > MOST_LINES_OTHER && this.others > this.records.length - this.others;
  }

  joinedBytes(): Uint8Array {
    return this.walk === null ? this.joined.subarray(0, this.joinedLength) : this.walk.joinedBytes();
  }

  /** First pass, a slice of lines: sorts them and gathers the bytes to decode; true when done. */
  scan(): boolean {
    return this.walk === null ? this.scanHere() : this.walk.sort(this, this.latin1, SLICE_LINES);
  }

  /** `scan` in JavaScript. */
  private scanHere(): boolean {
    const latin1 = this.latin1;
    const length = latin1.length;
    const stop = this.lineCount + SLICE_LINES;
    let pos = this.pos;
    while (pos < length && this.lineCount < stop) {
      let newline = latin1.indexOf('\n', pos);
      if (newline === -1) newline = length;
      const end = lineEnd(latin1, pos, newline);
      this.lineCount++;
      const first = latin1.charCodeAt(pos);
      if (first === 0x4c && latin1.startsWith('LIRS,', pos)) this.scanRecord(pos, end);
      else if (first === 0x23) this.add(-this.lineCount, null, 0, pos, pos, end);
      else if (!isBlank(latin1, pos, end)) this.add(this.lineCount, null, 0, pos, pos, end);
      pos = newline + 1;
    }
    this.pos = pos;
    return pos >= length;
  }

  private scanRecord(pos: number, end: number): void {
    const record = scanPlainLirsLine(this.bytes, this.latin1, pos, end, this.source);
    if (record === null) this.add(this.lineCount, null, 0, pos, pos, end);
    else this.add(this.lineCount, record, scannedLine.urlHash, pos, scannedLine.namesStart, scannedLine.namesEnd);
  }

  /** Notes an entry: a line that is not blank, and its record when it is plain. */
  note(lineNumber: number, record: AntennaRecord | null, hash: number, pos: number): void {
    const index = this.records.length;
    if (index === this.hashes.length) {
      this.lineNumbers = doubled(this.lineNumbers);
      this.hashes = doubled(this.hashes);
      this.starts = doubled(this.starts);
    }
    this.lineNumbers[index] = lineNumber;
    this.hashes[index] = hash;
    this.starts[index] = pos;
    this.records.push(record);
    if (record === null && lineNumber > 0) this.others++;
  }

  /** Notes an entry, and copies `bytes[from, to)` and an LF to the bytes to decode. */
  private add(lineNumber: number, record: AntennaRecord | null, hash: number, pos: number, from: number, to: number): void {
    this.note(lineNumber, record, hash, pos);
    let at = this.joinedLength;
    this.joined = withRoom(this.joined, at, to - from + 1);
    const joined = this.joined;
    const bytes = this.bytes;
    for (let i = from; i < to; i++) joined[at++] = bytes[i] as number;
    joined[at++] = 0x0a;
    this.joinedLength = at;
  }

  /**
   * Second pass, a slice of entries over the decoded ranges, `pieces` of whole ranges
   * (`readPieces`): gives each line to `lirs`; true when done.
   */
  read(pieces: readonly string[], lirs: LirsCollector): boolean {
    const count = Math.min(this.records.length, this.entry + SLICE_LINES);
    let text = pieces[this.piece] as string;
    let at = this.at;
    const shiftJis = this.walk !== null && this.encoding === 'shift_jis';
    for (let index = this.entry; index < count; index++) {
      if (at === text.length && this.piece < pieces.length - 1) {
        text = pieces[++this.piece] as string;
        at = 0;
        this.textBackslash = -2;
      }
      const line = this.lineNumbers[index] as number;
      let next = text.indexOf('\n', at);
      if (next === -1) next = text.length;
      if (this.textBackslash !== -1 && this.textBackslash < at) this.textBackslash = text.indexOf('\\', at);
      const backslash = this.textBackslash !== -1 && this.textBackslash < next;
      const record = this.records[index];
      if (record != null) this.readPlain(index, record as Writable<AntennaRecord>, text, at, next, backslash || shiftJis, lirs);
      else if (line > 0) lirs.readLine(text, at, next, line, backslash);
      at = next + 1;
    }
    this.at = at;
    this.entry = count;
    return count >= this.records.length;
  }

  /**
   * A plain record's names, decoded `text[at, next)`; or its line to the text reader when they
   * change what it is. Names with `escapes` (a backslash, or the walk's names read as Shift_JIS)
   * are read again by the walk that took them for plain (`LirsWalk.readNames`); without a walk,
   * their line goes to the text reader.
   */
  private readPlain(
    index: number,
    record: Writable<AntennaRecord>,
    text: string,
    at: number,
    next: number,
    escapes: boolean,
    lirs: LirsCollector,
  ): void {
    const line = this.lineNumbers[index] as number;
    if (!escapes) {
      const comma = text.indexOf(',', at);
      const author = text.slice(comma + 1, next);
      if (!authorIsUrl(author)) {
        if (record.title !== null) record.title = text.slice(at, comma);
        if (record.author !== null) record.author = author;
        lirs.addPlain(record, this.hashes[index] as number, line);
        return;
      }
    } else if (this.walk !== null && this.walk.readNames(record, text, at, next)) {
      lirs.addPlain(record, this.hashes[index] as number, line);
      return;
    }
    // The line again, decoded in the names' charset: the rest of a plain record is ASCII, which
    // each charset reads alike.
    const latin1 = this.latin1;
    const start = this.starts[index] as number;
    let newline = latin1.indexOf('\n', start);
    if (newline === -1) newline = latin1.length;
    const end = lineEnd(latin1, start, newline);
    const lineText = new TextDecoder(this.encoding).decode(this.bytes.subarray(start, end));
    lirs.readLine(lineText, 0, lineText.length, line, lineText.includes('\\'));
  }
}
