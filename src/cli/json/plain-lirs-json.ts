import { bytesPlan } from '../../formats/decode-antenna.ts';
import { lirsLineWalk, type LirsLineWalk } from '../../formats/lirs/lirs-line-walk.ts';
import { readWhole } from '../../formats/text/charset.ts';
import { isGzip } from '../../formats/text/inflate.ts';
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
/** Charsets the byte reader reads (`decodeLirsBytes`). */
const ASCII_BASED = new Set(['utf-8', 'euc-jp', 'shift_jis']);

/** Writes a whole `decode --json` document. */
export type DecodeJsonWriter = (write: WriteOut) => Promise<void>;

/**
 * `antenna decode FILE --json` for a LIRS file every line of which is a comment or a plain
 * record (the common case: what every producer writes), from the bytes to the JSON without
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
  if (!candidates.every((name) => ASCII_BASED.has(name))) return null;

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
  const whole = readWhole(walk.joinedBytes(), candidates);
  if (whole === null) return null;
  const encoding = whole.encoding ?? asciiEncoding;
  if (!SPLIT_ALIKE.has(encoding)) return null;
  const pieces = align(entries.byteOffset + entries.length);
  const { exports, memory, piecesEnd } = jsonModule(RECORD_PIECES, walk.memory, pieces);
  const count = entries.length / ENTRY;
  const at = layout(entries.byteOffset, pieces, piecesEnd, whole.text.length, count);
  reserve(memory, at.out + BATCH_BYTES);
  const names = new Uint8Array(memory.buffer, at.names, at.hashes - at.names);
  at.namesEnd = at.names + new TextEncoder().encodeInto(whole.text, names).written;
  const records = exports.check_plain_lirs(at.entries, count, at.names, at.namesEnd, at.hashes);
  if (records <= 0) return null;
  new Int32Array(memory.buffer, at.hashes, records).sort();
  if (exports.all_distinct(at.hashes, records) !== 1) return null;
  return { exports, memory, at, encoding, count };
}

/** Where `plainLirsJson` has each part in the walk's memory: the file from 0, then the rest after the JSON pieces. */
interface Layout {
  readonly entries: number;
  readonly pieces: number;
  readonly names: number;
  /** Where the names' UTF-8 ends, once written. */
  namesEnd: number;
  readonly hashes: number;
  readonly out: number;
}

function layout(entries: number, pieces: number, piecesEnd: number, nameUnits: number, count: number): Layout {
  const names = piecesEnd;
  // A UTF-16 code unit is at most three bytes of UTF-8.
  const hashes = align(names + 3 * nameUnits + 8);
  return { entries, pieces, names, namesEnd: names, hashes, out: align(hashes + 4 * count) };
}
