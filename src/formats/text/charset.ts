
/** Text decoded from an antenna file's bytes, with the WHATWG name of the encoding used. */
export interface DecodedText {
  readonly text: string;
  readonly encoding: string;
}

/** Labels producers wrote that the WHATWG Encoding Standard does not list. */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['cp932', 'shift_jis'],
  ['ms932', 'shift_jis'],
  ['windows-932', 'shift_jis'],
  ['shift-jis', 'shift_jis'],
  ['x-shift_jis', 'shift_jis'],
  ['eucjp', 'euc-jp'],
  ['euc_jp', 'euc-jp'],
  ['ujis', 'euc-jp'],
  ['eucjp-ms', 'euc-jp'],
  ['euc-jp-ms', 'euc-jp'],
  ['cp51932', 'euc-jp'],
]);

/** Encodings a stray label may not pick: without a BOM they would misread ASCII-based bytes. */
const NEVER_FROM_A_LABEL = new Set(['utf-16le', 'utf-16be', 'replacement']);

/**
 * The WHATWG name for a charset label, or null when TextDecoder does not know it.
 *
 * @example
 * encodingName('EUC-JP') // 'euc-jp'
 * encodingName('CP932')  // 'shift_jis'
 * encodingName('x-foo')  // null
 */
export function encodingName(label: string): string | null {
  const trimmed = label.trim().toLowerCase();
  if (trimmed === '') return null;
  try {
    const name = new TextDecoder(ALIASES.get(trimmed) ?? trimmed).encoding;
    return NEVER_FROM_A_LABEL.has(name) ? null : name;
  } catch {
    return null;
  }
}

/**
 * The encoding named by a byte order mark at the start of the bytes, and the mark's length.
 *
 * @example
 * bomEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x4c])) // { encoding: 'utf-8', length: 3 }
 */
export function bomEncoding(bytes: Uint8Array): { encoding: string; length: number } | null {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', length: 2 };
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', length: 2 };
  return null;
}

/** Whether this platform's `euc-jp` decoder lets through bytes the standard rejects (Node's ICU). */
let laxEucJp: boolean | null = null;

function isLaxEucJp(): boolean {
  if (laxEucJp === null) laxEucJp = decodeStrictly(new Uint8Array([0x83]), 'euc-jp') !== null;
  return laxEucJp;
}

function decodeStrictly(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Node's ICU `euc-jp` decoder passes the bytes 0x80–0x8D and 0x90–0x9F as C1 controls even with
 * `fatal`, where the standard says error (so Shift_JIS kana, lead bytes 0x82/0x83, would read
 * as EUC-JP). A standard decoder never yields a C1 control for EUC-JP, so one in the text
 * marks the bytes as not EUC-JP. (ICU also reads 0x8E 0xE0–0xE2 as ¢ £ ¬; too rare to chase.)
 */
const C1_CONTROL = /[\u0080-\u009f]/;

/**
 * Each part decoded strictly, or null as soon as one is not read whole (or is C1 controls from a
 * lax EUC-JP decoder): a charset that fails on the first piece decodes no more of them.
 */
function decodePartsFatal(parts: readonly Uint8Array[], encoding: string): string[] | null {
  const lax = encoding === 'euc-jp' && isLaxEucJp();
  const texts: string[] = [];
  for (const part of parts) {
    const text = decodeStrictly(part, encoding);
    if (text === null || (lax && C1_CONTROL.test(text))) return null;
    texts.push(text);
  }
  return texts;
}

/**
 * Bytes decoded at a time by `readPieces`. The text of each piece stays under V8's large-object
 * size (128 KiB), so it is made in the young generation's memory, which is used again and
 * again: text bigger than that gets memory of its own, and touching memory the process has not
 * used yet cost about 3 ms per MB on the machines the benchmarks ran on (the names of a
 * 20,000-record LIRS file, 500 KB, took 2.9 ms to decode in one piece and 1.0 ms in 32 KiB ones).
 */
const PIECE_BYTES = 1 << 15;

/** `bytes` cut after the first LF from every `most`th byte on (at least one part). */
function cutAtLines(bytes: Uint8Array, most: number): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (let at = 0, end; at < bytes.length || parts.length === 0; at = end) {
    end = bytes.indexOf(0x0a, at + most - 1) + 1 || bytes.length;
    parts.push(bytes.subarray(at, end));
  }
  return parts;
}

/** How many UTF-16 code units of `text` match `pattern` (a global character class). */
function count(text: string, pattern: RegExp): number {
  return text.length - text.replace(pattern, '').length;
}

/** Share of non-ASCII characters that are kana, CJK ideographs, Japanese punctuation or full-width forms. */
function japaneseShare(text: string): number {
  const other = count(text, /[\x80-\uffff]/g);
  return other === 0 ? 1 : count(text, /[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/g) / other;
}

/**
 * How wrong a reading looks. 10 for a decoding error (U+FFFD, or a C1 control from a lax
 * decoder) and for ､ and ･ (U+FF64/FF65: what the EUC-JP hiragana and katakana lead bytes
 * 0xA4/0xA5 become in Shift_JIS, and rare in real text); 1 for other half-width katakana and
 * private-use characters, which real Shift_JIS text has now and then.
 */
function oddness(text: string): number {
  return 10 * count(text, /[\x80-\x9f\ufffd\uff64\uff65]/g) + count(text, /[\ue000-\uf8ff\uff61-\uff63\uff66-\uff9f]/g);
}

/**
 * The first candidate that reads all of `bytes`, or null (the choice `decodeText` makes for a
 * whole file), and their text in pieces of about `most` bytes each, cut after an LF; in one
 * piece when `most` is their length. LF ends every character in all three charsets and the
 * decoders start afresh after it, so the choice and the text are the same whatever the
 * pieces, and a byte reader's names (ranges joined by LF) read several times faster in
 * pieces than as one text (`PIECE_BYTES`). `encoding` is null for pure ASCII, which every
 * candidate reads alike. The first `declared` candidates were named by a declaration: one
 * that reads the bytes is taken as it is.
 *
 * @example
 * readPieces(joined, ['utf-8', 'euc-jp', 'shift_jis']) // { pieces: ['ただよう記憶,ひや\n…', …], encoding: 'euc-jp' }
 */
export function readPieces(
  bytes: Uint8Array,
  candidates: readonly string[],
  declared = 0,
  most = PIECE_BYTES,
): { pieces: string[]; encoding: string | null } | null {
  const parts = cutAtLines(bytes, most);
  for (let index = 0; index < candidates.length; index++) {
    const encoding = candidates[index] as string;
    const pieces = decodePartsFatal(parts, encoding);
    if (pieces === null) continue;
    if (encoding === 'shift_jis' && index >= declared && candidates.indexOf('euc-jp') < index) {
      // EUC-JP that failed (a character cut in half) still reads as Shift_JIS half-width
      // katakana: keep EUC-JP, with U+FFFD for the bad bytes, when that reads better.
      const lenient = new TextDecoder('euc-jp', { ignoreBOM: true });
      const asEucJp = parts.map((part) => lenient.decode(part));
      if (oddness(asEucJp.join('')) < oddness(pieces.join(''))) return { pieces: asEucJp, encoding: 'euc-jp' };
    }
    if (encoding === 'utf-8' && pieces.reduce((length, piece) => length + piece.length, 0) === bytes.length) return { pieces, encoding: null };
    const asEucJp = encoding === 'utf-8' && index >= declared && candidates.indexOf('euc-jp') > index ? decodePartsFatal(parts, 'euc-jp') : null;
    return asEucJp !== null && japaneseShare(asEucJp.join('')) > japaneseShare(pieces.join('')) ? { pieces: asEucJp, encoding: 'euc-jp' } : { pieces, encoding };
  }
  return null;
}

/**
 * Decodes bytes with the first candidate encoding that reads them without an error.
 *
 * - Pure ASCII reads the same in all of them and is reported as `ownEncoding` (the format's:
 *   `euc-jp` for LIRS), so a writer that echoes the encoding keeps it.
 * - Valid UTF-8 that EUC-JP also reads (a few short kanji-only titles can be both) goes to the
 *   reading with the larger share of Japanese characters, UTF-8 on a tie: EUC-JP kanji read as
 *   UTF-8 come out as Latin, Greek or Cyrillic letters.
 * - The first `declared` candidates were named by a declaration (a feed's HTTP charset or XML
 *   declaration): one that reads the bytes wins, whatever the other readings look like.
 * - When no candidate reads the whole file (a title cut in the middle of a character, a relay
 *   that pasted records from antennas in different encodings), each line is decoded by itself
 *   the same way, and a line none reads is decoded in `ownEncoding` with U+FFFD for the bad
 *   bytes; the encoding reported is the one most lines needed. LF (0x0A) never occurs inside
 *   an EUC-JP, Shift_JIS or UTF-8 character, so splitting the bytes there is safe.
 *
 * @example
 * decodeText(bytes, ['utf-8', 'euc-jp', 'shift_jis'], 'euc-jp') // { text: 'LIRS,…', encoding: 'euc-jp' }
 */
export function decodeText(bytes: Uint8Array, candidates: readonly string[], ownEncoding: string, declared = 0): DecodedText {
  const whole = readPieces(bytes, candidates, declared, bytes.length);
  if (whole !== null) return { text: whole.pieces[0] as string, encoding: whole.encoding ?? ownEncoding };
  return decodeLineByLine(bytes, candidates, ownEncoding);
}

function decodeLineByLine(bytes: Uint8Array, candidates: readonly string[], ownEncoding: string): DecodedText {
  const lenient = new TextDecoder(ownEncoding, { ignoreBOM: true });
  const lines = new Map<string, number>();
  const parts: string[] = [];
  let start = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    const line = bytes.subarray(start, end);
    const read = readPieces(line, candidates, 0, line.length) ?? { pieces: [lenient.decode(line)], encoding: ownEncoding };
    if (read.encoding !== null) lines.set(read.encoding, (lines.get(read.encoding) ?? 0) + 1);
    parts.push(read.pieces[0] as string);
    start = end + 1;
  }
  let encoding = ownEncoding;
  for (const [name, count] of lines) if (count > (lines.get(encoding) ?? 0)) encoding = name;
  return { text: parts.join('\n'), encoding };
}

/** Charsets whose ASCII bytes are always ASCII characters: LF, `,`, digits and URLs are found in the bytes. */
const ASCII_BASED = new Set(['utf-8', 'euc-jp', 'shift_jis']);

/**
 * Whether every candidate charset keeps ASCII bytes ASCII, so a byte reader may find a
 * format's structure in the bytes (`decodeLirsBytes`, `decodeHinadiBytes`, the command line's
 * plain LIRS JSON).
 *
 * @example
 * allAsciiBased(['utf-8', 'euc-jp', 'shift_jis']) // true
 * allAsciiBased(['iso-2022-jp', 'utf-8'])         // false
 */
export function allAsciiBased(candidates: readonly string[]): boolean {
  return candidates.every((name) => ASCII_BASED.has(name));
}
