import type { PlainHinadiBlocks } from './plain-hinadi-blocks.ts';
import type { PlainHinadiFile } from './plain-hinadi-file.ts';

/**
 * Where `PlainHinadiWalk.scan` writes a block, numbers from `at` on: the URL's bounds and
 * `keyHash`, the times (NaN: none), Content-Length (-1: none), then for each text field its
 * value's start (-1: absent), end, and the number of its decoded range (-1: ASCII, read in place).
 */
export const PLAIN = {
  urlStart: 0,
  urlEnd: 1,
  urlHash: 2,
  lastModified: 3,
  tzOffset: 4,
  lastDetected: 5,
  contentLength: 6,
  title: 7,
  author: 10,
  virtual: 13,
  authorizedUrl: 16,
  method: 19,
  /** Numbers per block. */
  size: 22,
} as const;

/**
 * The range number of a Virtual or Authorized-url value that is the same ASCII text as the
 * plain block before held there: the same string serves both. Most blocks of a file name the
 * antenna's own URL there.
 */
export const SAME_AS_BEFORE = -2;

/** What `PlainHinadiWalk.scan` gives for a line that starts no block it could read (not `URL:`): no failure of the walk. */
export const NO_PLAIN_START = -2;

/**
 * The reader the walk notes plain blocks in, as the reader's own first pass notes a block
 * (`addBlock`, its first line negative: a plain block), the lines read, and the bytes of the
 * blank line after the last block the walk read when that is an LF or CR LF alone.
 */
export interface PlainHinadiSink extends HinadiRanges {
  lineCount: number;
  blankAfter: number;
  addBlock(line: number): void;
}

/**
 * Where the values to decode go, one range each: the bytes of the ranges so far, each ended by
 * LF, and how many there are. The walk numbers a block's values that are not ASCII on from
 * `rangeCount` (in `PLAIN`'s third number of the slot), and hands their bytes over in order.
 */
export interface HinadiRanges {
  rangeCount: number;
  appendJoined(bytes: Uint8Array): void;
}

/**
 * The reading of plain hina-di blocks in one walk over their bytes (`WASM_HINADI_WALK`): the
 * walk over one block (`scan`), and where a file's walked blocks are kept until
 * their records are made. Given to the decoder by a caller that wants it
 * (`DecodeOptions.plainHinadiWalk`), so the extension's worker, which reads hina-di fast enough
 * without it, does not carry its code.
 */
export interface PlainHinadiWalk {
  /**
   * Reads the plain blocks from `start` on into `plain`, notes them in `sink` and numbers their
   * values to decode there: gives where the last one's last line ends (its LF, or the file's
   * end), -1 when the first is not plain, or `NO_PLAIN_START`.
   */
  readonly scan: (file: PlainHinadiFile, start: number, plain: PlainHinadiBlocks, sink: PlainHinadiSink) => number;
  /** Hands the bytes of the values it numbered and still holds to `ranges`. */
  readonly flush: (ranges: HinadiRanges) => void;
  readonly blocks: (latin1: string) => PlainHinadiBlocks;
  /** The file's blocks are all walked: what the walk holds of it may go. */
  readonly release?: () => void;
}
