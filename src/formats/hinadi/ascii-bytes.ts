/**
 * Asks whether ranges of one buffer's bytes are all ASCII, four bytes at a time where they are
 * aligned (a `Uint32Array` over the bytes): a sticky `[^\x00-\x7f]` search over the bytes read
 * as Latin-1 cost about as much as decoding the whole file.
 *
 * @example
 * new AsciiBytes(new TextEncoder().encode('Title: 日記')).isAscii(0, 6) // true
 */
export class AsciiBytes {
  /** The bytes four at a time from the first aligned one, `pad` bytes in. */
  private readonly words: Uint32Array;
  private readonly pad: number;

  constructor(private readonly bytes: Uint8Array) {
    this.pad = (4 - (bytes.byteOffset & 3)) & 3;
    const count = bytes.length > this.pad ? (bytes.length - this.pad) >> 2 : 0;
    this.words = count > 0 ? new Uint32Array(bytes.buffer, bytes.byteOffset + this.pad, count) : new Uint32Array(0);
  }

  /** Whether `bytes[from, to)` are all below 0x80. */
  isAscii(from: number, to: number): boolean {
    const bytes = this.bytes;
    const words = this.words;
    const pad = this.pad;
    let i = from;
    let high = 0;
    while (i < to && ((i - pad) & 3) !== 0) high |= bytes[i++] as number;
    let word = (i - pad) >> 2;
    const wordsEnd = (to - pad) >> 2;
    for (; word < wordsEnd; word++) high |= words[word] as number;
    i = Math.max(i, wordsEnd * 4 + pad);
    while (i < to) high |= bytes[i++] as number;
    return (high & 0x80808080) === 0;
  }
}
