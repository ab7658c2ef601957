import type { AntennaRecord } from '../../core/record.ts';
import { NO_EXTENSION, NO_EXTRA } from '../lirs/read-lirs-record.ts';
import { hinadiTextOrNull } from './hinadi-text-or-null.ts';
import { PLAIN } from './scan-plain-hinadi-block.ts';

/**
 * The plain blocks of one file (`scanPlainHinadiBlock`) as numbers, one `PLAIN.size` run per
 * block in one growing array, until the second pass makes each its record: no object per
 * block until its values are decoded, and the record is made once, as it stays.
 *
 * @example
 * const plain = new PlainHinadiBlocks(latin1);
 * const at = plain.next(); // scanPlainHinadiBlock(bytes, latin1, ascii, start, plain.data, at), then plain.count++
 * plain.record(0, decoded, rangeStarts) // { url: 'http://a.jp/', title: 'ただよう記憶', … }
 */
export class PlainHinadiBlocks {
  data = new Float64Array(PLAIN.size * 256);
  count = 0;
  /** The Virtual and Authorized-url values given last: most blocks of a file repeat them, and then share one string. */
  private virtual = '';
  private authorized = '';

  constructor(private readonly latin1: string) {}

  /** Where the next block's numbers go, room made for them. */
  next(): number {
    const at = this.count * PLAIN.size;
    if (at + PLAIN.size > this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    return at;
  }

  /** `keyHash` of block `index`'s URL. */
  urlHash(index: number): number {
    return this.data[index * PLAIN.size + PLAIN.urlHash] as number;
  }

  /**
   * Block `index` as the record `readHinadiBlock` makes of it; values that are not ASCII are
   * read from `decoded`, where range `r` is `decoded[starts[r], starts[r + 1] - 1)`.
   */
  record(index: number, decoded: string, starts: Int32Array): AntennaRecord {
    const data = this.data;
    const at = index * PLAIN.size;
    const tzOffset = data[at + PLAIN.tzOffset] as number;
    const lastDetected = data[at + PLAIN.lastDetected] as number;
    const contentLength = data[at + PLAIN.contentLength] as number;
    const authorized = this.repeated(at + PLAIN.authorizedUrl, decoded, starts, this.authorized);
    if (authorized !== null) this.authorized = authorized;
    const virtual = this.repeated(at + PLAIN.virtual, decoded, starts, this.virtual);
    if (virtual !== null) this.virtual = virtual;
    return {
      url: this.latin1.slice(data[at + PLAIN.urlStart], data[at + PLAIN.urlEnd]),
      title: hinadiTextOrNull(this.text(at + PLAIN.title, decoded, starts)),
      author: hinadiTextOrNull(this.text(at + PLAIN.author, decoded, starts)),
      lastModified: data[at + PLAIN.lastModified] as number,
      lastDetected: Number.isNaN(lastDetected) ? null : lastDetected,
      tzOffset: Number.isNaN(tzOffset) ? null : tzOffset,
      contentLength: contentLength < 0 ? null : contentLength,
      sourceUrl: hinadiTextOrNull(authorized),
      checkedUrl: hinadiTextOrNull(virtual),
      method: this.text(at + PLAIN.method, decoded, starts),
      expires: null,
      extension: NO_EXTENSION,
      extra: NO_EXTRA,
    };
  }

  /** The value in `slot`, or null when the field is absent. */
  private text(slot: number, decoded: string, starts: Int32Array): string | null {
    const data = this.data;
    const start = data[slot] as number;
    if (start < 0) return null;
    const range = data[slot + 2] as number;
    if (range < 0) return this.latin1.slice(start, data[slot + 1]);
    return decoded.slice(starts[range], (starts[range + 1] as number) - 1);
  }

  /** Like `text`, but `previous` itself when the value is the same ASCII text. */
  private repeated(slot: number, decoded: string, starts: Int32Array, previous: string): string | null {
    const data = this.data;
    const start = data[slot] as number;
    const end = data[slot + 1] as number;
    if (start >= 0 && (data[slot + 2] as number) < 0 && end - start === previous.length && this.latin1.startsWith(previous, start)) return previous;
    return this.text(slot, decoded, starts);
  }
}
