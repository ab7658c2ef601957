import type { AntennaRecord } from '../../core/record.ts';
import { hinadiTextOrNull } from './hinadi-text-or-null.ts';
import { PLAIN, SAME_AS_BEFORE } from './plain-hinadi-layout.ts';
import { inlineNumber } from '../inline-number.ts';
import { PlainRecord } from '../plain-record.ts';
import type { DecodedRanges } from './decoded-ranges.ts';

/** Blocks per chunk of numbers (45 KB): chunks are added as a file's blocks are read, never copied. */
const CHUNK = 256;

/** Chunks a pool keeps for the next file at most: a file of 32,768 plain blocks (5.8 MB). */
const POOLED = 128;

/**
 * The plain blocks of one file (`PlainHinadiWalk.scan`) as numbers, `PLAIN.size` per block,
 * until the second pass makes each its record: no object per block until its values are
 * decoded, and the record is made once, as it stays.
 *
 * Given a `pool` (the walk's), chunks are taken from it, and go back to it once the last block
 * has been made a record: the next file reads into them, where 3.5 MB of fresh memory outside
 * the heap for each file of 20,000 blocks would make V8 collect garbage all the sooner. Only a
 * later file's `room` takes them again, so `urlHash` of the last block, asked right after its
 * record, still reads its numbers. A file left before its last record keeps its chunks.
 *
 * @example
 * const plain = new PlainHinadiBlocks(latin1);
 * WASM_HINADI_WALK.scan(file, start, plain, ranges) // the plain blocks from start on, taken into plain
 * plain.record(0, decoded, rangeStarts) // { url: 'http://a.jp/', title: 'ただよう記憶', … }
 */
export class PlainHinadiBlocks {
  /** The chunk the next block goes to; none until the first block is tried. */
  data: Float64Array = new Float64Array(0);
  count = 0;
  private readonly chunks: Float64Array[] = [];
  /** The text values made last, by slot: a value the walk found the same as the block before's is that very string. */
  private readonly values: (string | null)[] = new Array<string | null>(PLAIN.size).fill(null);

  constructor(
    private readonly latin1: string,
    private readonly pool: Float64Array[] = [],
  ) {}

  /** How many blocks the chunk at hand has room for, a chunk taken or made when there is none. */
  room(): number {
    if (this.chunks.length * CHUNK === this.count) {
      this.data = this.pool.pop() ?? new Float64Array(PLAIN.size * CHUNK);
      this.chunks.push(this.data);
    }
    return CHUNK - (this.count % CHUNK);
  }

  /** Takes `count` blocks' numbers from `numbers[from…]`, `PLAIN.size` apiece: no more than `room()`. */
  take(numbers: Float64Array, from: number, count: number): void {
    this.data.set(numbers.subarray(from, from + count * PLAIN.size), (this.count % CHUNK) * PLAIN.size);
    this.count += count;
  }

  /** `keyHash` of block `index`'s URL. */
  urlHash(index: number): number {
    return this.chunkOf(index)[(index % CHUNK) * PLAIN.size + PLAIN.urlHash] as number;
  }

  private chunkOf(index: number): Float64Array {
    return this.chunks[Math.floor(index / CHUNK)] as Float64Array;
  }

  /**
   * Block `index` as the record `readHinadiBlock` makes of it; values that are not ASCII are
   * read from `ranges`. Blocks are made into records in order.
   */
  record(index: number, ranges: DecodedRanges): AntennaRecord {
    const data = this.chunkOf(index);
    const at = (index % CHUNK) * PLAIN.size;
    const tzOffset = data[at + PLAIN.tzOffset] as number;
    const lastDetected = data[at + PLAIN.lastDetected] as number;
    const contentLength = data[at + PLAIN.contentLength] as number;
    if (index + 1 === this.count) this.recycle();
    return new PlainRecord(
      this.latin1.slice(data[at + PLAIN.urlStart], data[at + PLAIN.urlEnd]),
      hinadiTextOrNull(this.text(data, at, PLAIN.title, ranges)),
      hinadiTextOrNull(this.text(data, at, PLAIN.author, ranges)),
      inlineNumber(data[at + PLAIN.lastModified] as number),
      Number.isNaN(lastDetected) ? null : inlineNumber(lastDetected),
      Number.isNaN(tzOffset) ? null : inlineNumber(tzOffset),
      contentLength < 0 ? null : inlineNumber(contentLength),
      hinadiTextOrNull(this.text(data, at, PLAIN.authorizedUrl, ranges)),
      hinadiTextOrNull(this.text(data, at, PLAIN.virtual, ranges)),
      this.text(data, at, PLAIN.method, ranges),
    );
  }

  /** The chunks to the pool too, up to `POOLED` there. */
  private recycle(): void {
    const { pool, chunks } = this;
    for (let i = 0; i < chunks.length && pool.length < POOLED; i++) pool.push(chunks[i] as Float64Array);
  }

  /** The value in `slot` of the block at `at`, or null when the field is absent. */
  private text(data: Float64Array, at: number, slot: number, ranges: DecodedRanges): string | null {
    const start = data[at + slot] as number;
    if (start < 0) return null;
    const range = data[at + slot + 2] as number;
    if (range === SAME_AS_BEFORE) return this.values[slot] as string;
    const value = range < 0 ? this.latin1.slice(start, data[at + slot + 1]) : ranges.text(range);
    this.values[slot] = value;
    return value;
  }
}
