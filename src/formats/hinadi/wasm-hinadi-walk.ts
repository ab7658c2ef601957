import type { PlainHinadiFile } from './plain-hinadi-file.ts';
import { PlainHinadiBlocks } from './plain-hinadi-blocks.ts';
import { PLAIN, scannedBlock, type PlainHinadiWalk } from './plain-hinadi-layout.ts';
import { SCAN_HINADI_BLOCKS_WASM } from './scan-hinadi-blocks-wasm.ts';

/** Zeros after the file: what the module reads past the file's end (a date's 31 bytes at most) is never a name, a digit or a URL byte. */
const ZEROS = 48;
/** The module's scratch: a block's numbers, its lines and values to decode, the names, months and URL bytes. */
const SCRATCH = 768;
const PAGE = 65_536;

interface BlockExports {
  readonly memory: WebAssembly.Memory;
  start(size: number, scratch: number): void;
  block(start: number): number;
}

/** The module, compiled and instantiated on first use; the file whose bytes its memory holds. */
let module: BlockExports | null = null;
let loaded: PlainHinadiFile | null = null;
let numbers = new Float64Array(0);
let ints = new Int32Array(0);

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The module with `file`'s bytes in its memory, copied there when `file` is not the one it holds. */
function moduleFor(file: PlainHinadiFile): BlockExports {
  const exports = (module ??= new WebAssembly.Instance(new WebAssembly.Module(decodeBase64(SCAN_HINADI_BLOCKS_WASM)), {}).exports as unknown as BlockExports);
  if (loaded !== file) {
    const { bytes } = file;
    const scratch = (bytes.length + ZEROS + 7) & ~7;
    const memory = exports.memory;
    const pages = Math.ceil((scratch + SCRATCH) / PAGE) - memory.buffer.byteLength / PAGE;
    if (pages > 0) memory.grow(pages);
    const all = new Uint8Array(memory.buffer);
    all.set(bytes);
    all.fill(0, bytes.length, scratch);
    numbers = new Float64Array(memory.buffer, scratch, PLAIN.size);
    ints = new Int32Array(memory.buffer, scratch + 176, 10);
    exports.start(bytes.length, scratch);
    loaded = file;
  }
  return exports;
}

/**
 * hina-di's plain blocks read in machine code (`scan-hinadi-blocks.wat`), for
 * `DecodeOptions.plainHinadiWalk`: each block of the plainest kind read in one walk over its
 * bytes, to the record the general reading of the block gives, several times faster. The file's
 * bytes are copied into the module's memory when its first block is read; each block's numbers
 * are copied out to where the caller keeps them. What the command-line tool passes.
 *
 * @example
 * await decodeAntenna(bytes, { now, plainHinadiWalk: WASM_HINADI_WALK })
 */
export const WASM_HINADI_WALK: PlainHinadiWalk = {
  scan(file, start, out, at) {
    const end = moduleFor(file).block(start);
    if (end < 0) return -1;
    out.set(numbers, at);
    scannedBlock.lines = ints[0] as number;
    const pending = ints[1] as number;
    scannedBlock.pendingCount = pending;
    for (let i = 0; i < pending; i++) scannedBlock.pending[i] = ints[2 + i] as number;
    return end;
  },
  blocks: (latin1) => new PlainHinadiBlocks(latin1),
};
