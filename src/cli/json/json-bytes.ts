import { compileWasm } from '../../formats/wasm-module.ts';
import { WRITE_JSON_WASM } from './write-json-wasm.ts';

/** What `write-json.wat` exports. */
export interface WriteJsonExports {
  readonly write: (pieces: number, ops: number, count: number, numbers: number, text: number, out: number) => number;
  readonly check_plain_lirs: (entries: number, count: number, names: number, namesEnd: number, hashes: number) => number;
  readonly all_distinct: (sorted: number, count: number) => number;
  readonly start_plain_lirs: (names: number) => void;
  readonly plain_lirs: (pieces: number, file: number, entries: number, count: number, out: number, limit: number) => number;
  readonly out_end: () => number;
  readonly euc_jp_sequences: (at: number) => number;
  readonly euc_jp_table: (at: number, end: number, table: number) => number;
  readonly euc_jp_utf8: (at: number, end: number, table: number, out: number) => number;
}

/** Operation kinds, as `write-json.wat` reads them: the low three bits of each. */
const PIECE = 0;
const NULL = 1;
const INTEGER = 2;
const STRING = 3;
const RAW = 4;

/** The longest piece in bytes, so the output's bound is known before it is written. */
const MOST_PIECE_BYTES = 128;
/** Bytes an operation other than a string or raw text may write beyond the text: a piece, or `-` and 16 digits. */
const MOST_OP_BYTES = MOST_PIECE_BYTES;
/** A character of text may become six bytes of output: `\u001f`. */
const MOST_BYTES_PER_UNIT = 6;
const PAGE = 65_536;
/** The most code units a string or raw text may have: an operation's argument is 28 bits. */
const MOST_UNITS = 2 ** 28 - 1;

/** Any surrogate: only then can a string hold a lone one, which JSON escapes. */
const SURROGATE = /[\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const ENCODER = new TextEncoder();
let compiled: WebAssembly.Module | null = null;

/**
 * JSON text built as a list of operations and written to UTF-8 bytes in machine code
 * (`write-json.wat`): the same bytes as `JSON.stringify` gives for the same values, at a
 * fraction of the cost in a process that has only just started, where JavaScript that builds
 * and encodes strings runs mostly before the engine has compiled it. Pieces (keys, brackets,
 * indents) are named once; each value is an operation; `take` writes what has been built and
 * starts again.
 *
 * @example
 * const json = new JsonBytes(['{"a": ', '}']);
 * json.piece(0); json.string('x'); json.piece(1);
 * json.take() // the bytes of {"a": "x"}
 */
export class JsonBytes {
  private readonly exports: WriteJsonExports;
  private readonly memory: WebAssembly.Memory;
  private readonly piecesEnd: number;
  private ops: number[] = [];
  private numbers: number[] = [];
  private text = '';

  constructor(pieces: readonly string[]) {
    ({ exports: this.exports, memory: this.memory, piecesEnd: this.piecesEnd } = jsonModule(pieces));
  }

  /** Piece number `index`, as it is. */
  piece(index: number): void {
    this.ops.push(PIECE | (index << 3));
  }

  /** `value` as a JSON string, or `null`. */
  string(value: string | null): void {
    if (value === null) {
      this.ops.push(NULL);
      return;
    }
    this.ops.push(STRING | (units(value) << 3));
    this.text += value;
  }

  /** `value` as JSON writes a number, or `null`. */
  number(value: number | null): void {
    if (value === null) this.ops.push(NULL);
    else if (Number.isSafeInteger(value)) {
      this.ops.push(INTEGER);
      this.numbers.push(value);
    } else this.raw(JSON.stringify(value));
  }

  /** JSON text that is already written, well formed (no lone surrogate), copied as it is. */
  raw(json: string): void {
    this.ops.push(RAW | (units(json) << 3));
    this.text += json;
  }

  /**
   * The bytes of everything since the last `take`: a view of the module's memory, valid until
   * the next `take` (a fresh buffer for each batch cost more than writing it: 5–13 ms of a cold
   * `decode --json` of 20,000 records, in allocation and the collections it brought on).
   */
  take(): Uint8Array {
    if (SURROGATE.test(this.text)) this.escapeLoneSurrogates();
    const { ops, numbers, text } = this;
    const opsAt = this.piecesEnd;
    const numbersAt = align(opsAt + 4 * ops.length);
    const textAt = numbersAt + 8 * numbers.length;
    const outAt = align(textAt + 3 * text.length + 1);
    this.reserve(outAt + MOST_BYTES_PER_UNIT * text.length + MOST_OP_BYTES * ops.length);
    const memory = this.memory.buffer;
    new Int32Array(memory, opsAt, ops.length).set(ops);
    new Float64Array(memory, numbersAt, numbers.length).set(numbers);
    const { written } = ENCODER.encodeInto(text, new Uint8Array(memory, textAt, 3 * text.length));
    // Ended by a byte no character continues with: the module takes the bytes that continue the
    // last character it reads up to the first that does not.
    new Uint8Array(memory)[textAt + written] = 0;
    const end = this.exports.write(0, opsAt, ops.length, numbersAt, textAt, outAt);
    this.ops = [];
    this.numbers = [];
    this.text = '';
    return new Uint8Array(memory, outAt, end - outAt);
  }

  /**
   * Each string that holds a lone surrogate made raw text, escaped by `JSON.stringify` (the
   * module reads well-formed text only): looked for only when the text holds a surrogate at all.
   */
  private escapeLoneSurrogates(): void {
    const { ops, text } = this;
    let at = 0;
    let mended = '';
    for (let index = 0; index < ops.length; index++) {
      const op = ops[index] as number;
      const kind = op & 7;
      if (kind !== STRING && kind !== RAW) continue;
      const value = text.slice(at, at + (op >>> 3));
      at += op >>> 3;
      if (kind === STRING && LONE_SURROGATE.test(value)) {
        const json = JSON.stringify(value);
        ops[index] = RAW | (units(json) << 3);
        mended += json;
      } else mended += value;
    }
    this.text = mended;
  }

  /** Grows the memory to hold at least `bytes`. */
  private reserve(bytes: number): void {
    reserve(this.memory, bytes);
  }
}

/**
 * An instance of `write-json.wat` over `memory` (a fresh one unless given), with `pieces` laid
 * out from `at` as its operations read them, each an i32 start and an i32 length at `at` + 8 ×
 * its index; free memory starts at `piecesEnd`.
 */
export function jsonModule(
  pieces: readonly string[],
  memory = new WebAssembly.Memory({ initial: 1 }),
  at = 0,
): { exports: WriteJsonExports; memory: WebAssembly.Memory; piecesEnd: number } {
  const exports = new WebAssembly.Instance((compiled ??= compileWasm(WRITE_JSON_WASM)), { env: { memory } }).exports as unknown as WriteJsonExports;
  const bytes = pieces.map((piece) => ENCODER.encode(piece));
  const table = at + 8 * pieces.length;
  let end = table;
  for (const piece of bytes) {
    if (piece.length > MOST_PIECE_BYTES) throw new RangeError(`a piece of JSON is longer than ${MOST_PIECE_BYTES} bytes`);
    end += piece.length;
  }
  reserve(memory, end);
  const view = new DataView(memory.buffer);
  const all = new Uint8Array(memory.buffer);
  let next = table;
  bytes.forEach((piece, index) => {
    view.setInt32(at + index * 8, next, true);
    view.setInt32(at + index * 8 + 4, piece.length, true);
    all.set(piece, next);
    next += piece.length;
  });
  return { exports, memory, piecesEnd: align(end) };
}

/** Grows `memory` to hold at least `bytes`. */
export function reserve(memory: WebAssembly.Memory, bytes: number): void {
  const more = Math.ceil(bytes / PAGE) - memory.buffer.byteLength / PAGE;
  if (more > 0) memory.grow(more);
}

/** `text`'s length, when an operation can carry it (no text the tool reads comes near). */
function units(text: string): number {
  if (text.length > MOST_UNITS) throw new RangeError(`a string of JSON is longer than ${MOST_UNITS} characters`);
  return text.length;
}

/** `offset` rounded up to a multiple of eight. */
export function align(offset: number): number {
  return (offset + 7) & ~7;
}
