import type { PlainHinadiFile } from './plain-hinadi-file.ts';
import { PlainHinadiBlocks } from './plain-hinadi-blocks.ts';
import { PLAIN, scannedBlock, type PlainHinadiWalk } from './plain-hinadi-layout.ts';
import { SCAN_HINADI_BLOCKS_WASM } from './scan-hinadi-blocks-wasm.ts';
import { compileWasm } from '../wasm-module.ts';

/** Zeros after the file: what the module reads past the file's end (a date's 31 bytes at most) is never a name, a digit or a URL byte. */
const ZEROS = 48;
/** The module's scratch: a block's numbers, its lines and values to decode, the names, months and URL bytes. */
const SCRATCH = 768;
const PAGE = 65_536;
/** Text values' slots: their start and end are positions in the file. */
const TEXT_SLOTS = [PLAIN.title, PLAIN.author, PLAIN.virtual, PLAIN.authorizedUrl, PLAIN.method];

interface BlockExports {
  readonly memory: WebAssembly.Memory;
  start(size: number, scratch: number): void;
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
 * are copied out to where the caller keeps them, its positions as positions in the file.
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
  let ints = new Int32Array(0);

  /** The module with the window of `file` that `start` begins, loaded when it does not hold it. */
  function moduleFor(file: PlainHinadiFile, start: number): BlockExports {
    compiled ??= compileWasm(SCAN_HINADI_BLOCKS_WASM);
    const exports = (module ??= new WebAssembly.Instance(compiled, {}).exports as unknown as BlockExports);
    const size = file.bytes.length;
    if (loaded !== file || start < windowStart || (windowEnd < size && start + (window >> 1) > windowEnd)) {
      windowStart = start;
      windowEnd = Math.min(size, start + window);
      const length = windowEnd - windowStart;
      const scratch = (length + ZEROS + 7) & ~7;
      const memory = exports.memory;
      const pages = Math.ceil((scratch + SCRATCH) / PAGE) - memory.buffer.byteLength / PAGE;
      if (pages > 0) memory.grow(pages);
      const all = new Uint8Array(memory.buffer);
      all.set(file.bytes.subarray(windowStart, windowEnd));
      all.fill(0, length, scratch);
      numbers = new Float64Array(memory.buffer, scratch, PLAIN.size);
      ints = new Int32Array(memory.buffer, scratch + 176, 10);
      exports.start(length, scratch);
      loaded = file;
    }
    return exports;
  }

  return {
    scan(file, start, out, at) {
      const end = moduleFor(file, start).block(start - windowStart);
      // A block that reaches the window's end may go on past it.
      if (end < 0 || (windowEnd < file.bytes.length && windowStart + end >= windowEnd - 2)) return -1;
      out.set(numbers, at);
      out[at + PLAIN.urlStart] = windowStart + (numbers[PLAIN.urlStart] as number);
      out[at + PLAIN.urlEnd] = windowStart + (numbers[PLAIN.urlEnd] as number);
      for (const slot of TEXT_SLOTS) {
        const valueStart = numbers[slot] as number;
        if (valueStart < 0) continue;
        out[at + slot] = windowStart + valueStart;
        out[at + slot + 1] = windowStart + (numbers[slot + 1] as number);
      }
      scannedBlock.lines = ints[0] as number;
      const pending = ints[1] as number;
      scannedBlock.pendingCount = pending;
      for (let i = 0; i < pending; i++) scannedBlock.pending[i] = ints[2 + i] as number;
      return windowStart + end;
    },
    blocks: (latin1) => new PlainHinadiBlocks(latin1),
    release() {
      // The file may go: the module keeps only a window's worth of memory.
      loaded = null;
    },
  };
}

/** The walk the command-line tool passes: a mebibyte of the file in the module at a time. */
export const WASM_HINADI_WALK: PlainHinadiWalk = wasmHinadiWalk(1 << 20);
