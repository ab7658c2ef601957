import type { PlainHinadiFile } from './plain-hinadi-file.ts';
import { PlainHinadiBlocks } from './plain-hinadi-blocks.ts';
import { PLAIN, scannedBlock, type HinadiRanges, type PlainHinadiWalk } from './plain-hinadi-layout.ts';
import { SCAN_HINADI_BLOCKS_WASM } from './scan-hinadi-blocks-wasm.ts';
import { compileWasm } from '../wasm-module.ts';

/** Zeros after the file: what the module reads past the file's end (a date's 31 bytes at most) is never a name, a digit or a URL byte. */
const ZEROS = 48;
/** The module's scratch: a block's numbers, its lines and ranges, the names, months and URL bytes. */
const SCRATCH = 768;
/** Room past the values to decode: the module copies them 16 bytes at a time. */
const SLACK = 16;
const PAGE = 65_536;

interface BlockExports {
  readonly memory: WebAssembly.Memory;
  start(size: number, scratch: number, base: number): void;
  block(start: number): number;
}

let compiled: WebAssembly.Module | null = null;

/**
 * hina-di's plain blocks read in machine code (`scan-hinadi-blocks.wat`), for
 * `DecodeOptions.plainHinadiWalk`: each block of the plainest kind read in one walk over its
 * bytes, to the record the general reading of the block gives, several times faster. The
 * module holds `window` bytes of the file at a time, from the block it reads: a block that
 * starts past the first half of them loads the next window from there, and a block the window
 * may cut short (longer than half of it) is left to the general reading. Each block's numbers
 * are copied out to where the caller keeps them, its positions as positions in the file. Its
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
  let numbers = new Float64Array(0);
  let window8 = new Uint8Array(0);
  /** The block's lines, the ranges numbered so far, the bytes held to decode. */
  let ints = new Int32Array(3);
  let joinedAt = 0;

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
      const memory = exports.memory;
      const pages = Math.ceil((joinedAt + window + SLACK) / PAGE) - memory.buffer.byteLength / PAGE;
      if (pages > 0) memory.grow(pages);
      const all = new Uint8Array(memory.buffer);
      window8 = all;
      all.set(file.bytes.subarray(windowStart, windowEnd));
      all.fill(0, length, scratch);
      numbers = new Float64Array(memory.buffer, scratch, PLAIN.size);
      ints = new Int32Array(memory.buffer, scratch + 176, 3);
      ints[2] = 0;
      exports.start(length, scratch, windowStart);
      loaded = file;
    }
    return exports;
  }

  return {
    scan(file, start, out, at, ranges) {
      const exports = moduleFor(file, start, ranges);
      const held = ints[2] as number;
      ints[1] = ranges.rangeCount;
      const end = exports.block(start - windowStart);
      if (end < 0) return -1;
      // A block that reaches the window's end may go on past it: what it copied is dropped.
      if (windowEnd < file.bytes.length && windowStart + end >= windowEnd - 2) {
        ints[2] = held;
        return -1;
      }
      out.set(numbers, at);
      scannedBlock.lines = ints[0] as number;
      // Read here, where the bytes are at hand: the blank line after the block, if it is one.
      const next = window8[end + 1];
      scannedBlock.blankAfter = next === 0x0a ? 1 : next === 0x0d && window8[end + 2] === 0x0a ? 2 : 0;
      ranges.rangeCount = ints[1] as number;
      return windowStart + end;
    },
    flush,
    blocks: (latin1) => new PlainHinadiBlocks(latin1),
    release() {
      // The file may go: the module keeps only a window's worth of memory.
      loaded = null;
    },
  };
}

/** The walk the command-line tool passes: 8 MiB of the file in the module at a time, so a file of 20,000 blocks (4 MB) is copied in once. */
export const WASM_HINADI_WALK: PlainHinadiWalk = wasmHinadiWalk(8 << 20);
