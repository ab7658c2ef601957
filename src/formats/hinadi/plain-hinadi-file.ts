import { AsciiBytes } from './ascii-bytes.ts';

/**
 * One file's bytes as the walk reads them: `latin1` is the bytes one to one as characters,
 * `view` the same bytes for reading four at a time; and where the last plain block's Virtual
 * and Authorized-url values lie (start -1: absent or not ASCII). One per file read.
 *
 * @example
 * const file = new PlainHinadiFile(bytes, latin1);
 * scanPlainHinadiBlock(file, start, out, 0) // each block in turn, with the same file
 */
export class PlainHinadiFile {
  readonly view: DataView;
  readonly ascii: AsciiBytes;
  virtualStart = -1;
  virtualEnd = -1;
  authorizedStart = -1;
  authorizedEnd = -1;

  constructor(
    readonly bytes: Uint8Array,
    readonly latin1: string,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.ascii = new AsciiBytes(bytes);
  }
}
