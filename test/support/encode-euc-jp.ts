// Test-only EUC-JP writer with the Windows-era extensions (NEC row 13, IBM rows, JIS X 0212), to
// write fixtures as old tools did. The product writes strict EUC-JP (src/formats/text/encode-strict-euc-jp.ts).
/**
 * Code unit → EUC-JP bytes packed big-endian into one number (0 = no EUC-JP form).
 * Built on first use by decoding every EUC-JP sequence with the standard decoder, so the
 * encoder agrees with the WHATWG `euc-jp` decoder byte for byte.
 */
let table: Uint32Array | null = null;

/**
 * Pairs of characters where the WHATWG table has only one and the other is its obvious twin: the
 * CP932-versus-JIS pairs that converters disagreed on (QUIRKS: wave dash), and the yen sign
 * and overline, which must never become the ASCII backslash and tilde they share a byte with
 * in JIS-Roman (a `¥` written as 0x5C would turn into LIRS's escape character).
 */
const TWINS: ReadonlyArray<readonly [number, number]> = [
  [0x301c, 0xff5e], // WAVE DASH, FULLWIDTH TILDE
  [0x2016, 0x2225], // DOUBLE VERTICAL LINE, PARALLEL TO
  [0x2212, 0xff0d], // MINUS SIGN, FULLWIDTH HYPHEN-MINUS
  [0x2014, 0x2015], // EM DASH, HORIZONTAL BAR
  [0x00a2, 0xffe0], // CENT SIGN, FULLWIDTH CENT SIGN
  [0x00a3, 0xffe1], // POUND SIGN, FULLWIDTH POUND SIGN
  [0x00ac, 0xffe2], // NOT SIGN, FULLWIDTH NOT SIGN
  [0x00a5, 0xffe5], // YEN SIGN, FULLWIDTH YEN SIGN
  [0x203e, 0xffe3], // OVERLINE, FULLWIDTH MACRON
];

function buildTable(): Uint32Array {
  const result = new Uint32Array(0x10000);
  for (let code = 0; code < 0x80; code++) result[code] = code;
  // SS2: half-width katakana.
  for (let trail = 0xa1; trail <= 0xdf; trail++) result[0xff61 + trail - 0xa1] = 0x8e00 | trail;
  // JIS X 0208 (with NEC row 13 and the IBM rows) first, then JIS X 0212 behind SS3.
  // The first sequence that decodes to a character is its encoding, as in the WHATWG encoder.
  fillRows(result, []);
  fillRows(result, [0x8f]);
  // Whichever of a pair the table lacks borrows its twin's bytes.
  for (const [a, b] of TWINS) {
    if (result[a] === 0) result[a] = result[b] ?? 0;
    if (result[b] === 0) result[b] = result[a] ?? 0;
  }
  return result;
}

/** Decodes every two-byte sequence (after `prefix`) at once: one decoded unit per pair. */
function fillRows(result: Uint32Array, prefix: readonly number[]): void {
  const width = prefix.length + 2;
  const bytes = new Uint8Array(94 * 94 * width);
  let at = 0;
  for (let lead = 0xa1; lead <= 0xfe; lead++) {
    for (let trail = 0xa1; trail <= 0xfe; trail++) {
      for (const byte of prefix) bytes[at++] = byte;
      bytes[at++] = lead;
      bytes[at++] = trail;
    }
  }
  const text = new TextDecoder('euc-jp').decode(bytes);
  // Every sequence decodes to exactly one BMP unit (U+FFFD when unassigned).
  if (text.length !== 94 * 94) throw new Error('unexpected EUC-JP decoder output');
  let index = 0;
  for (let lead = 0xa1; lead <= 0xfe; lead++) {
    for (let trail = 0xa1; trail <= 0xfe; trail++) {
      const code = text.charCodeAt(index++);
      if (code !== 0xfffd && result[code] === 0) {
        result[code] = prefix.length === 0 ? (lead << 8) | trail : 0x8f0000 | (lead << 8) | trail;
      }
    }
  }
}

/**
 * Encodes text as EUC-JP, or gives null when a character has no EUC-JP form (an emoji, Hangul,
 * a kanji outside JIS X 0208/0212). `TextDecoder('euc-jp')` reads the bytes back.
 *
 * @example
 * encodeEucJp('ただよう記憶') // Uint8Array [0xa4, 0xbf, 0xa4, 0xc0, …]
 * encodeEucJp('😀')          // null
 */
export function encodeEucJp(text: string): Uint8Array | null {
  table ??= buildTable();
  const out = new Uint8Array(text.length * 3);
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      out[at++] = code;
      continue;
    }
    const packed = table[code] ?? 0;
    if (packed === 0) return null;
    if (packed > 0xffff) out[at++] = packed >>> 16;
    out[at++] = (packed >>> 8) & 0xff;
    out[at++] = packed & 0xff;
  }
  return out.slice(0, at);
}
