/**
 * Code unit → strict EUC-JP bytes packed big-endian (0 = none): JIS X 0208 rows 1–8 and
 * 16–84 and half-width katakana behind SS2. Built on first use by decoding those sequences
 * with the standard decoder.
 */
let table: Uint32Array | null = null;

/**
 * The pairs converters disagree on (QUIRKS: wave dash) and the yen sign and overline, which
 * must never become the backslash and tilde bytes: whichever of a pair the table lacks borrows
 * its twin's bytes (as in `encodeEucJp`).
 */
const TWINS: ReadonlyArray<readonly [number, number]> = [
  [0x301c, 0xff5e],
  [0x2016, 0x2225],
  [0x2212, 0xff0d],
  [0x2014, 0x2015],
  [0x00a2, 0xffe0],
  [0x00a3, 0xffe1],
  [0x00ac, 0xffe2],
  [0x00a5, 0xffe5],
  [0x203e, 0xffe3],
];

/** GETA MARK 〓, JIS X 0208's own mark for a character that cannot be written (jcode.pl, nkf). */
const GETA = 0x3013;

function buildTable(): Uint32Array {
  const result = new Uint32Array(0x10000);
  for (let code = 0; code < 0x80; code++) result[code] = code;
  for (let trail = 0xa1; trail <= 0xdf; trail++) result[0xff61 + trail - 0xa1] = 0x8e00 | trail;
  const leads: number[] = [];
  // Rows 9–15 are empty in JIS X 0208 (row 13 is NEC's), rows 85–94 likewise (IBM's, 89–92).
  for (let lead = 0xa1; lead <= 0xf4; lead++) if (lead < 0xa9 || lead > 0xaf) leads.push(lead);
  const bytes = new Uint8Array(leads.length * 94 * 2);
  let at = 0;
  for (const lead of leads) {
    for (let trail = 0xa1; trail <= 0xfe; trail++) {
      bytes[at++] = lead;
      bytes[at++] = trail;
    }
  }
  const text = new TextDecoder('euc-jp').decode(bytes);
  if (text.length !== leads.length * 94) throw new Error('unexpected EUC-JP decoder output');
  let index = 0;
  for (const lead of leads) {
    for (let trail = 0xa1; trail <= 0xfe; trail++) {
      const code = text.charCodeAt(index++);
      if (code !== 0xfffd && result[code] === 0) result[code] = (lead << 8) | trail;
    }
  }
  for (const [a, b] of TWINS) {
    if (result[a] === 0) result[a] = result[b] ?? 0;
    if (result[b] === 0) result[b] = result[a] ?? 0;
  }
  return result;
}

function strictTable(): Uint32Array {
  table ??= buildTable();
  return table;
}

function fits(text: string): boolean {
  const codes = strictTable();
  for (let i = 0; i < text.length; i++) if ((codes[text.charCodeAt(i)] ?? 0) === 0) return false;
  return true;
}

/** Enclosed alphanumerics (①, ⑴, ⒜) and enclosed CJK (㈱, ㊤): their circle becomes parentheses. */
function isEnclosed(code: number): boolean {
  return (code >= 0x2460 && code <= 0x24ff) || (code >= 0x3200 && code <= 0x32ff);
}

/**
 * One character as strict EUC-JP can hold it: itself; else its compatibility form (Unicode
 * NFKC: `㈱` → `(株)`, `№` → `No`, `Ⅰ` → `I`, `㍻` → `平成`), an enclosed number in
 * parentheses (`①` → `(1)`); else `〓`.
 */
function substitute(char: string): string {
  const compatible = char.normalize('NFKC');
  if (compatible !== char && fits(compatible)) {
    const code = char.codePointAt(0) ?? 0;
    return isEnclosed(code) && !compatible.startsWith('(') ? `(${compatible})` : compatible;
  }
  return String.fromCharCode(GETA);
}

/**
 * The text as strict EUC-JP will hold it (see `encodeStrictEucJp`): what a reader gets back.
 *
 * @example
 * toStrictEucJpText('①日記 ㈱ひろ商店') // '(1)日記 (株)ひろ商店'
 * toStrictEucJpText('😀 smile')        // '〓 smile'
 */
export function toStrictEucJpText(text: string): string {
  if (fits(text)) return text;
  let out = '';
  for (const char of text) out += fits(char) ? char : substitute(char);
  return out;
}

/**
 * Encodes text as the EUC-JP that strict readers of the time and of today accept — glibc's
 * `iconv -f EUC-JP`, Python's `euc_jp`, jcode.pl, nkf: JIS X 0208 and half-width katakana.
 *
 * Why not more: NEC's row 13 (①, ㈱, №) and IBM's rows (0xF9–0xFC) are Windows additions that
 * those readers reject, and one such pair makes the whole file unreadable to them; JIS X 0212
 * (0x8F) is mapped differently by different converters. Why not UTF-8 for a file that holds
 * such a character: a relay file is for old readers, which expect EUC-JP (LIRS, hina-di §8).
 * So a character outside strict EUC-JP is written as its compatibility form when that fits
 * (`①` → `(1)`, `㈱` → `(株)`, `№` → `No`), and otherwise as `〓`, JIS's own mark for a
 * character that cannot be written: one mark in one title rather than a file nobody can read.
 *
 * @example
 * encodeStrictEucJp('①日記') // bytes of '(1)日記': 0x28 0x31 0x29 0xc6 0xfc 0xb5 0xad
 */
export function encodeStrictEucJp(text: string): Uint8Array {
  const written = toStrictEucJpText(text);
  const codes = strictTable();
  const out = new Uint8Array(written.length * 2);
  let at = 0;
  for (let i = 0; i < written.length; i++) {
    const code = written.charCodeAt(i);
    if (code < 0x80) {
      out[at++] = code;
      continue;
    }
    const packed = codes[code] ?? 0;
    out[at++] = packed >>> 8;
    out[at++] = packed & 0xff;
  }
  return out.slice(0, at);
}
