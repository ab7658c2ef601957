import type { PlainHinadiFile } from './plain-hinadi-file.ts';
import { PlainHinadiBlocks } from './plain-hinadi-blocks.ts';
import { PLAIN, type HinadiRanges, type PlainHinadiWalk } from './plain-hinadi-layout.ts';
import { SCAN_HINADI_BLOCKS_WASM } from './scan-hinadi-blocks-wasm.ts';
import { compileWasm } from '../wasm-module.ts';

/** Zeros after the file: what the module reads past the file's end (a date's 31 bytes at most) is never a name, a digit or a URL byte. */
const ZEROS = 48;
/** The module's scratch: a block's numbers, its lines and ranges, the names, months and URL bytes. */
const SCRATCH = 768;
/** Room past the values to decode: the module copies them 16 bytes at a time. */
const SLACK = 16;
const PAGE = 65_536;
/** Blocks one call reads at most: the rows of the module's table. */
const RUN = 256;
/** Bytes of a block's numbers in the table. */
const ROW = PLAIN.size * 8;

interface BlockExports {
  readonly memory: WebAssembly.Memory;
  start(size: number, scratch: number, base: number, whole: number): void;
  blocks(start: number, most: number, table: number, lines: number): number;
}

let compiled: WebAssembly.Module | null = null;

/**
 * hina-di's plain blocks read in machine code (`scan-hinadi-blocks.wat`), for
 * `DecodeOptions.plainHinadiWalk`: each block of the plainest kind read in one walk over its
 * bytes, to the record the general reading of the block gives, several times faster, and the
 * plain blocks that follow one another read in one call (up to `RUN`). The module holds
 * `window` bytes of the file at a time, from the block it reads: a block that starts past the
 * first half of them loads the next window from there, and a block the window may cut short
 * (longer than half of it) is left to the general reading. The blocks' numbers are copied out
 * to where the caller keeps them (`PlainHinadiBlocks`), positions as positions in the file. Their
 * values that are not ASCII are copied, LF after each, to an area of the module's memory, and
 * handed to the caller's `HinadiRanges` in one piece (`flush`): before the next window is
 * loaded, and whenever the caller asks (it asks before it copies a value of its own, and at the
 * end of each slice of lines). The area holds a window's worth: the bytes a window's blocks
 * copy are fewer than the window's.
 *
 * @example
 * await decodeAntenna(bytes, { now, plainHinadiWalk: wasmHinadiWalk(1 << 20) })
 */
export function wasmHinadiWalk(window: number): PlainHinadiWalk {
  let module: BlockExports | null = null;
  let loaded: PlainHinadiFile | null = null;
  let windowStart = 0;
  let windowEnd = 0;
  /** The module's memory as numbers, for the table. */
  let numbers = new Float64Array(0);
  /** The block's lines, the ranges numbered so far, the bytes held to decode, the last block's end. */
  let ints = new Int32Array(4);
  let joinedAt = 0;
  let table = 0;
  let lines = 0;
  /** Chunks of block numbers a file has done with, for the next (`PlainHinadiBlocks`). */
  const pool: Float64Array[] = [];

  /** Hands the values held to decode to `ranges`. */
  function flush(ranges: HinadiRanges): void {
    const held = ints[2] as number;
    if (held === 0 || module === null) return;
    ranges.appendJoined(new Uint8Array(module.memory.buffer, joinedAt, held));
    ints[2] = 0;
  }

  /** The module with the window of `file` that `start` begins, loaded when it does not hold it. */
  function moduleFor(file: PlainHinadiFile, start: number, ranges: HinadiRanges): BlockExports {
    compiled ??= compileWasm(SCAN_HINADI_BLOCKS_WASM);
    const exports = (module ??= new WebAssembly.Instance(compiled, {}).exports as unknown as BlockExports);
    const size = file.bytes.length;
    if (loaded !== file || start < windowStart || (windowEnd < size && start + (window >> 1) > windowEnd)) {
      // What the window before held to decode is the same file's; another file's was never asked for.
      if (loaded === file) flush(ranges);
      windowStart = start;
      windowEnd = Math.min(size, start + window);
      const length = windowEnd - windowStart;
      const scratch = (length + ZEROS + 7) & ~7;
      joinedAt = scratch + SCRATCH;
      table = (joinedAt + window + SLACK + 7) & ~7;
      lines = table + RUN * ROW;
      const memory = exports.memory;
      const pages = Math.ceil((lines + RUN * 8) / PAGE) - memory.buffer.byteLength / PAGE;
      if (pages > 0) memory.grow(pages);
      const all = new Uint8Array(memory.buffer);
      all.set(file.bytes.subarray(windowStart, windowEnd));
      all.fill(0, length, scratch);
      numbers = new Float64Array(memory.buffer);
      ints = new Int32Array(memory.buffer, scratch + 176, 4);
      ints[2] = 0;
      exports.start(length, scratch, windowStart, windowEnd === size ? 1 : 0);
      loaded = file;
    }
    return exports;
  }

  return {
    scan(file, start, plain, sink) {
      const exports = moduleFor(file, start, sink);
      ints[1] = sink.rangeCount;
      const count = exports.blocks(start - windowStart, Math.min(RUN, plain.room()), table, lines);
      if (count <= 0) return count;
      plain.take(numbers, table >> 3, count);
      sink.rangeCount = ints[1] as number;
      // Each block's lines, and the blank line before the next, as the reader's own first pass notes them.
      const blockLines = new Int32Array(numbers.buffer, lines, 2 * count);
      for (let block = 0; block < count; block++) {
        sink.addBlock(-(sink.lineCount + 1));
        sink.lineCount += (blockLines[2 * block] as number) + (block + 1 < count ? 1 : 0);
      }
      sink.blankAfter = blockLines[2 * count - 1] as number;
      return windowStart + (ints[3] as number);
    },
    flush,
    blocks: (latin1) => new PlainHinadiBlocks(latin1, pool),
    release() {
      // The file may go: the module keeps only a window's worth of memory (and `pool`, chunks of numbers no file holds).
      loaded = null;
    },
  };
}

/** The walk the command-line tool passes: 8 MiB of the file in the module at a time, so a file of 20,000 blocks (4 MB) is copied in once. */
export const WASM_HINADI_WALK: PlainHinadiWalk = wasmHinadiWalk(8 << 20);
