import { bytesPlan } from '../../formats/bytes-plan.ts';
import { lirsLineWalk, type LirsLineWalk } from '../../formats/lirs/lirs-line-walk.ts';
import { allAsciiBased, readPieces } from '../../formats/text/charset.ts';
import { isGzip } from '../../formats/text/is-gzip.ts';
import { inflateWithZlib } from '../inflate-with-zlib.ts';
import { align, jsonModule, reserve, type WriteJsonExports } from './json-bytes.ts';
import { DECODE_JSON_TAIL, decodeJsonHead, RECORD_PIECES, type WriteOut } from './write-decode-json.ts';

/** Bytes of one entry of the LIRS walk (`scan-lirs-lines.wat`). */
const ENTRY = 72;
/**
 * Output written at a time: about 180 records. Many calls let the engine's optimized code for
 * `plain_lirs`, compiled in the background, soon be the code that runs, and the output reuse one
 * buffer (`cli-io.ts`).
 */
const BATCH_BYTES = 1 << 16;
/** Charsets whose names the walk splits where the decoded text does (in Shift_JIS a trail byte may be 0x5C). */
const SPLIT_ALIKE = new Set(['utf-8', 'euc-jp']);
/** The EUC-JP table of `write-json.wat`: 4 bytes for each of 17,735 sequences. */
const EUC_JP_TABLE_BYTES = 4 * 17_735;
/** Room for the sequences the table is made from (3 or 4 bytes and an LF each) and their UTF-8. */
const SEQUENCE_BYTES = 160 * 1024;

/** Writes a whole `decode --json` document. */
export type DecodeJsonWriter = (write: WriteOut) => Promise<void>;

/**
 * `antenna decode FILE --json` for a LIRS file every line of which is a comment or a plain
 * record (nine fields, no escape, no extension: as samidare writes most lines), from the bytes to the JSON without
 * making a single record a JavaScript object: the LIRS walk's entries (`scan-lirs-lines.wat`)
 * and the names, decoded once and written again as UTF-8, go to `plain_lirs` (write-json.wat),
 * which writes each record as `writeDecodeJson` does. In a process that has only just started,
 * records made and kept as objects cost more in the garbage collector and in JavaScript that
 * has not been compiled yet than the whole rest of the decode.
 *
 * The bytes are the same as the general reading's (`readAntennaFile`, then `writeDecodeJson`).
 * Null, and nothing written, for every file that reading might read otherwise: not LIRS, a byte
 * order mark, a line for the text reader (a broken record, an escape, an extension field), Shift_JIS,
 * names with a backslash, an author with `://`, a title or author that might be cut, two records
 * whose URLs hash alike, no record, a gzip or size error, a file too big for the walk. A unit
 * test holds the two readings to the same bytes over generated files and the producers' files.
 *
 * @example
 * const writer = await plainLirsJson(bytes, CLI_READ_LIMITS.maxInflatedBytes);
 * if (writer !== null) await writer((chunk) => process.stdout.write(chunk));
 */
export async function plainLirsJson(bytes: Uint8Array, maxInflatedBytes: number): Promise<DecodeJsonWriter | null> {
  let plain = bytes;
  if (isGzip(bytes)) {
    try {
      plain = await inflateWithZlib(bytes, maxInflatedBytes);
    } catch {
      return null;
    }
  } else if (bytes.length > maxInflatedBytes) return null;
  const planned = bytesPlan(plain, null);
  if (planned === null || planned.format !== 'lirs' || plain.indexOf(0x0a) === -1) return null;
  const { candidates, asciiEncoding } = planned.plan;
  if (!allAsciiBased(candidates)) return null;

  const walk = lirsLineWalk(plain, true);
  if (walk === null) return null;
  const plan = planOutput(walk, candidates, asciiEncoding);
  if (plan === null) {
    walk.release();
    return null;
  }
  const { exports, memory, at, encoding, count } = plan;
  return async (write) => {
    await write(`${decodeJsonHead('lirs', encoding)}[\n`);
    exports.start_plain_lirs(at.names);
    let room = BATCH_BYTES;
    for (let entry = 0; entry < count; ) {
      const done = exports.plain_lirs(at.pieces, 0, at.entries + entry * ENTRY, count - entry, at.out, at.out + room);
      const end = exports.out_end();
      if (end > at.out) await write(new Uint8Array(memory.buffer, at.out, end - at.out));
      // A record that does not fit the room: more room, and it again.
      if (done === 0) reserve(memory, at.out + (room *= 2));
      entry += done;
    }
    await write(DECODE_JSON_TAIL);
    walk.release();
  };
}

/**
 * The walk over every line, the names decoded and written again as UTF-8, and the checks that
 * the records are plain; null when the general reading must read the file.
 */
function planOutput(
  walk: LirsLineWalk,
  candidates: readonly string[],
  asciiEncoding: string,
): { exports: WriteJsonExports; memory: WebAssembly.Memory; at: Layout; encoding: string; count: number } | null {
  const entries = walk.sortAll();
  const joined = walk.joinedBytes();
  const pieces = align(entries.byteOffset + entries.length);
  const { exports, memory, piecesEnd } = jsonModule(RECORD_PIECES, walk.memory, pieces);
  const count = entries.length / ENTRY;
  const at = layout(entries.byteOffset, pieces, piecesEnd, joined.byteOffset, joined.length, count);
  reserve(memory, at.out + Math.max(BATCH_BYTES, SEQUENCE_BYTES));
  const encoding = eucJpNames(exports, memory, at, candidates) ?? otherNames(memory, at, candidates, asciiEncoding);
  if (encoding === null || !SPLIT_ALIKE.has(encoding)) return null;
  const records = exports.check_plain_lirs(at.entries, count, at.names, at.namesEnd, at.hashes);
  if (records <= 0) return null;
  new Int32Array(memory.buffer, at.hashes, records).sort();
  if (exports.all_distinct(at.hashes, records) !== 1) return null;
  return { exports, memory, at, encoding, count };
}

/**
 * The names read as EUC-JP, written as UTF-8 by `euc_jp_utf8`, when that is the charset
 * `readPieces` would choose (its candidates put EUC-JP before Shift_JIS, and before UTF-8 or the
 * bytes are no UTF-8) and every byte is ASCII or a sequence Node's decoder reads as a character:
 * the same text, without the decoder's slower reading, a string and its encoding again. The
 * table is made by that decoder. Null when the names are left to `otherNames`.
 */
function eucJpNames(exports: WriteJsonExports, memory: WebAssembly.Memory, at: Layout, candidates: readonly string[]): string | null {
  const rank = (name: string): number => {
    const index = candidates.indexOf(name);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  if (rank('euc-jp') > rank('shift_jis')) return null;
  if (rank('utf-8') < rank('euc-jp') && isUtf8(new Uint8Array(memory.buffer, at.joined, at.joinedLength))) return null;
  // The table is made in the output's room, which is written later.
  if (!fillEucJpTable(exports, memory, at.table, at.out)) return null;
  const end = exports.euc_jp_utf8(at.joined, at.joined + at.joinedLength, at.table, at.names);
  if (end < 0) return null;
  at.namesEnd = end;
  return 'euc-jp';
}

/**
 * Fills the EUC-JP table at `table` from what Node's decoder makes of each sequence, with
 * `SEQUENCE_BYTES` of room at `scratch`; false when the decoder reads them otherwise than one
 * character (or none) a sequence, and the table is not to be used.
 */
function fillEucJpTable(exports: WriteJsonExports, memory: WebAssembly.Memory, table: number, scratch: number): boolean {
  const sequencesEnd = exports.euc_jp_sequences(scratch);
  const decoded = new TextDecoder('euc-jp').decode(new Uint8Array(memory.buffer, scratch, sequencesEnd - scratch));
  const utf8 = new Uint8Array(memory.buffer, sequencesEnd, scratch + SEQUENCE_BYTES - sequencesEnd);
  const { read, written } = new TextEncoder().encodeInto(decoded, utf8);
  return read === decoded.length && exports.euc_jp_table(sequencesEnd, sequencesEnd + written, table) === 1;
}

/**
 * A reader of EUC-JP by the table, as UTF-8, with the table made once: for each `bytes`, the
 * UTF-8, or null where `plainLirsJson` would leave the names to `readPieces` (a byte that is
 * neither ASCII nor a sequence the table holds). Null when the table cannot be made.
 *
 * @example
 * eucJpReader()?.(new Uint8Array([0xa4, 0xa2])) // the UTF-8 of あ
 */
export function eucJpReader(): ((bytes: Uint8Array) => Uint8Array | null) | null {
  const { exports, memory, piecesEnd } = jsonModule([]);
  const table = piecesEnd;
  const scratch = align(table + EUC_JP_TABLE_BYTES);
  reserve(memory, scratch + SEQUENCE_BYTES);
  if (!fillEucJpTable(exports, memory, table, scratch)) return null;
  return (bytes) => {
    const input = scratch;
    const output = align(input + bytes.length);
    reserve(memory, output + 2 * bytes.length + 8);
    new Uint8Array(memory.buffer).set(bytes, input);
    const end = exports.euc_jp_utf8(input, input + bytes.length, table, output);
    return end < 0 ? null : new Uint8Array(memory.buffer.slice(output, end));
  };
}

/** The names read by `readPieces` (in one piece) and written again as UTF-8; their charset, or null when no candidate reads them whole. */
function otherNames(memory: WebAssembly.Memory, at: Layout, candidates: readonly string[], asciiEncoding: string): string | null {
  const whole = readPieces(new Uint8Array(memory.buffer, at.joined, at.joinedLength), candidates, 0, at.joinedLength);
  if (whole === null) return null;
  const text = whole.pieces[0] as string;
  const names = new Uint8Array(memory.buffer, at.names, at.hashes - at.names);
  const { read, written } = new TextEncoder().encodeInto(text, names);
  if (read !== text.length) return null;
  at.namesEnd = at.names + written;
  return whole.encoding ?? asciiEncoding;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Where `plainLirsJson` has each part in the walk's memory: the file from 0, then the rest after the JSON pieces. */
interface Layout {
  readonly entries: number;
  readonly joined: number;
  readonly joinedLength: number;
  readonly pieces: number;
  readonly table: number;
  readonly names: number;
  /** Where the names' UTF-8 ends, once written. */
  namesEnd: number;
  readonly hashes: number;
  readonly out: number;
}

function layout(entries: number, pieces: number, piecesEnd: number, joined: number, joinedLength: number, count: number): Layout {
  const table = piecesEnd;
  const names = align(table + EUC_JP_TABLE_BYTES);
  // A byte of the names is at most three bytes of UTF-8 (a UTF-16 unit of their text, at most one byte).
  const hashes = align(names + 3 * joinedLength + 8);
  return { entries, joined, joinedLength, pieces, table, names, namesEnd: names, hashes, out: align(hashes + 4 * count) };
}
