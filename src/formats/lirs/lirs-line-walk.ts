import { PlainRecord } from '../plain-record.ts';
import { textOrNull } from './read-lirs-record.ts';
import { authorIsUrl } from './read-plain-lirs-record.ts';
import { lirsNamesComma, unescapeLirsField } from './split-lirs-fields.ts';
import type { LirsLineSink, LirsWalk, PlainLirsWalk } from './lirs-walk-entries.ts';
import { SCAN_LIRS_LINES_WASM } from './scan-lirs-lines-wasm.ts';
import { compileWasm } from '../wasm-module.ts';

/** Bytes of one entry the module writes (see scan-lirs-lines.wat). */
const ENTRY = 72;
/** Zeros after the file: what the module reads past a line's end is never taken for a URL or a digit. */
const PAD = 16;
/** The module's URL table and the copy of the last source URL (`TABLE_BYTES` in the module). */
const TABLE_BYTES = 256 + 4096;
const PAGE = 65_536;
/**
 * The largest file the module takes: it holds a copy of the whole file, which for a bigger one
 * would raise the command's peak memory by more than its speed is worth (a 200,000-record file
 * is 27 MB). A bigger file is read by the JavaScript walk, which needs no copy.
 */
const MOST_BYTES = 8 << 20;
/**
 * Entries the module writes a call: few, so that its optimized code, compiled in the
 * background while the first calls run, is soon the code that runs.
 */
const SLICE = 512;

/** An entry's kinds: a `#` comment, a line for the text reader, a plain record. */
export const WALK_COMMENT = 1;
export const WALK_OTHER = 2;
export const WALK_PLAIN = 3;
/** Entry flags: the title is not known, the author is not known, the source URL is not the line before's. */
export const WALK_NO_TITLE = 1;
export const WALK_NO_AUTHOR = 2;
export const WALK_NEW_SOURCE = 4;
/** The zone offset of an entry whose zone is not known. */
export const WALK_NO_ZONE = 0x7fffffff;

interface WalkExports {
  readonly memory: WebAssembly.Memory;
  start(size: number, table: number, joined: number): void;
  scan(entries: number, count: number): number;
  pos(): number;
  lines(): number;
  joined(): number;
}

let compiled: WebAssembly.Module | null = null;
/**
 * An instance no walk holds, kept with its grown memory for the next file: a fresh memory costs
 * more in the system's page faults than the walk itself on a 20,000-line file.
 */
let idle: WalkExports | null = null;

/** The module, compiled on first use. */
function walkModule(): WebAssembly.Module {
  return (compiled ??= compileWasm(SCAN_LIRS_LINES_WASM));
}

/**
 * One LIRS file's lines sorted in machine code (`scan-lirs-lines.wat`): what
 * `LirsByteReader.scan` does with `scanPlainLirsLine`, to the same entries and records, at
 * several times the speed of the same walk in JavaScript in Node. The file's bytes are copied
 * into the module's memory; each call writes up to `SLICE` entries, read from `i32` and `f64`
 * at `entry(index)`, and made into records here (or all kept, one slice after another, by
 * `sortAll`, for the command line's plain JSON).
 *
 * @example
 * const walk = new LirsLineWalk(bytes);
 * walk.sort(reader, latin1, 8192); // notes the first 8,192 lines' entries in reader
 */
export class LirsLineWalk implements LirsWalk {
  private readonly exports: WalkExports;
  private readonly entries: number;
  /** Where the joined ranges start. */
  private readonly joinAt: number;
  private readonly size: number;
  i32: Int32Array;
  f64: Float64Array;
  /** The source URL of the plain line read last. */
  private source: string | null = null;

  /**
   * `keepFile`: the joined ranges go to an area of their own past the table instead of over the
   * lines already read, so the file's bytes stay whole in `memory` (`plain-lirs-json.ts` writes
   * its URLs from there).
   */
  constructor(bytes: Uint8Array, keepFile = false) {
    this.size = bytes.length;
    this.exports = idle ?? (new WebAssembly.Instance(walkModule(), {}).exports as unknown as WalkExports);
    idle = null;
    const table = align(bytes.length + PAD);
    this.joinAt = keepFile ? align(table + TABLE_BYTES) : 0;
    this.entries = keepFile ? align(this.joinAt + bytes.length + PAD) : align(table + TABLE_BYTES);
    const memory = this.exports.memory;
    const pages = Math.ceil((this.entries + SLICE * ENTRY) / PAGE) - memory.buffer.byteLength / PAGE;
    if (pages > 0) memory.grow(pages);
    const all = new Uint8Array(memory.buffer);
    all.set(bytes);
    all.fill(0, bytes.length, table);
    this.i32 = new Int32Array(memory.buffer);
    this.f64 = new Float64Array(memory.buffer);
    this.exports.start(bytes.length, table, this.joinAt);
  }

  /** The module's memory: the file's bytes from 0, the joined ranges, the entries. */
  get memory(): WebAssembly.Memory {
    return this.exports.memory;
  }

  sort(sink: LirsLineSink, latin1: string, lines: number): boolean {
    const stop = sink.lineCount + lines;
    while (sink.lineCount < stop && !this.done()) {
      this.note(sink, latin1, this.scan());
      sink.lineCount = this.exports.lines();
    }
    return this.done();
  }

  /** Sorts the next slice of lines; gives how many entries it wrote. */
  scan(): number {
    return this.exports.scan(this.entries, SLICE);
  }

  /**
   * Sorts every line left, each slice's entries after the last's instead of over them: a view
   * of them all in the module's memory, valid until the next call or `release`.
   */
  sortAll(): Uint8Array {
    const memory = this.exports.memory;
    let end = this.entries;
    while (!this.done()) {
      const pages = Math.ceil((end + SLICE * ENTRY) / PAGE) - memory.buffer.byteLength / PAGE;
      // At least half again what it holds, so growing stays linear.
      if (pages > 0) memory.grow(Math.max(pages, Math.ceil(memory.buffer.byteLength / PAGE / 2)));
      end += this.exports.scan(end, SLICE) * ENTRY;
    }
    this.i32 = new Int32Array(memory.buffer);
    this.f64 = new Float64Array(memory.buffer);
    return new Uint8Array(memory.buffer, this.entries, end - this.entries);
  }

  /** Where entry `index` of the last slice starts in `i32` (its `f64` fields from half that, plus 6). */
  entry(index: number): number {
    return (this.entries + index * ENTRY) >> 2;
  }

  /** Whether every line has been sorted. */
  done(): boolean {
    return this.exports.pos() >= this.size;
  }

  /** Lines sorted so far, blank ones included. */
  lines(): number {
    return this.exports.lines();
  }

  joinedBytes(): Uint8Array {
    return new Uint8Array(this.exports.memory.buffer, this.joinAt, this.exports.joined() - this.joinAt);
  }

  release(): void {
    idle = this.exports;
  }

  /**
   * The module takes `\,` and `\\` in a title or author for escapes (`field_end`), so names with
   * a backslash are split and unescaped again in the decoded text, as `splitLirsFields` reads
   * them there: in Shift_JIS a 0x5C byte the module took for a backslash may be a character's
   * trail byte, and then the names split otherwise.
   */
  readNames(record: { title: string | null; author: string | null }, text: string, start: number, end: number): boolean {
    const comma = lirsNamesComma(text, start, end);
    if (comma < 0) return false;
    const author = unescapeLirsField(text.slice(comma + 1, end));
    if (authorIsUrl(author)) return false;
    record.title = textOrNull(unescapeLirsField(text.slice(start, comma)));
    record.author = textOrNull(author);
    return true;
  }

  /** The `count` entries of the last slice, noted in `sink`; plain ones made into records. */
  private note(sink: LirsLineSink, latin1: string, count: number): void {
    const { i32, f64 } = this;
    for (let index = 0; index < count; index++) {
      const at = this.entry(index);
      const kind = i32[at] as number;
      const line = i32[at + 1] as number;
      const start = i32[at + 2] as number;
      if (kind !== WALK_PLAIN) {
        sink.note(kind === WALK_COMMENT ? -line : line, null, 0, start);
        continue;
      }
      const flags = i32[at + 5] as number;
      if ((flags & WALK_NEW_SOURCE) !== 0) {
        const value = latin1.slice(i32[at + 8], i32[at + 9]);
        this.source = value === '' || value === '0' ? null : value;
      }
      const zone = i32[at + 6] as number;
      const length = f64[(at >> 1) + 8] as number;
      const record = new PlainRecord(
        latin1.slice(i32[at + 3], i32[at + 4]),
        (flags & WALK_NO_TITLE) !== 0 ? null : '',
        (flags & WALK_NO_AUTHOR) !== 0 ? null : '',
        f64[(at >> 1) + 6] as number,
        f64[(at >> 1) + 7] as number,
        zone === WALK_NO_ZONE ? null : zone,
        length === 0 ? null : length,
        this.source,
        null,
        null,
      );
      sink.note(line, record, i32[at + 7] as number, start);
    }
  }
}

function align(offset: number): number {
  return (offset + 7) & ~7;
}

/**
 * LIRS lines sorted in machine code, for `DecodeOptions.plainLirsWalk`: what the command-line
 * tool passes (the extension's worker sorts them in JavaScript). The same records either way.
 *
 * @example
 * await decodeAntenna(bytes, { now, plainLirsWalk: PLAIN_LIRS_WALK })
 */
export const PLAIN_LIRS_WALK: PlainLirsWalk = (bytes) => lirsLineWalk(bytes);

/** A walk over `bytes`, or null when the file is too big for the module to hold a copy of it. */
export function lirsLineWalk(bytes: Uint8Array, keepFile = false): LirsLineWalk | null {
  return bytes.length > MOST_BYTES ? null : new LirsLineWalk(bytes, keepFile);
}
