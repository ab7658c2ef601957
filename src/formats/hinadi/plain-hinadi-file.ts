import { AsciiBytes } from './ascii-bytes.ts';

/**
 * One file's bytes as the byte reader and the walk over plain blocks read them: `latin1` is
 * the bytes one to one as characters, `view` the same bytes for reading four at a time, `ascii`
 * tells ranges of ASCII bytes. One per file read.
 *
 * @example
 * const file = new PlainHinadiFile(bytes, latin1);
 * WASM_HINADI_WALK.scan(file, start, out, 0) // each block in turn, with the same file
 */
export class PlainHinadiFile {
  readonly view: DataView;
  readonly ascii: AsciiBytes;

  constructor(
    readonly bytes: Uint8Array,
    readonly latin1: string,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.ascii = new AsciiBytes(bytes);
  }
}
