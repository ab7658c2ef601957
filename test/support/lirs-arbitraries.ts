// LIRS files for property tests of the readings that must agree (the text reader, the byte
// reader, the walk in machine code, the command line's plain JSON): lines plain and broken, with
// every trap a title, a URL, a number or a charset can hold.
import fc from 'fast-check';
import { encodeEucJp } from './encode-euc-jp.ts';

/** The charsets a LIRS file without an HTTP charset is tried in, in order (encodingPlan). */
export const LIRS_CANDIDATES = ['utf-8', 'euc-jp', 'shift_jis'];

/** Shift_JIS bytes of each character, found by decoding every sequence (as the WHATWG encoder would write them). */
const SHIFT_JIS = new Map<string, number[]>();
{
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  for (let byte = 0xa1; byte <= 0xdf; byte++) SHIFT_JIS.set(decoder.decode(new Uint8Array([byte])), [byte]);
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (lead > 0x9f && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (trail === 0x7f) continue;
      try {
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (!SHIFT_JIS.has(char)) SHIFT_JIS.set(char, [lead, trail]);
      } catch {
        // Not a character.
      }
    }
  }
}

function encodeShiftJis(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) bytes.push(code);
    else bytes.push(...(SHIFT_JIS.get(char) ?? [0x81, 0x48]));
  }
  return new Uint8Array(bytes);
}

export function encode(text: string, encoding: string): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  if (encoding === 'shift_jis') return encodeShiftJis(text);
  return encodeEucJp(text) ?? new Uint8Array();
}

// Names with Shift_JIS 0x5C trail bytes (表 ソ 能 予), escapes, bare commas, URLs, ideographic
// spaces, half-width katakana, characters every one of the three charsets writes.
const NAME_PIECES = [
  'ただよう記憶', '表', 'ソ', '能', '予', '日記', 'ｶﾅ', '　', '①', 'Hiya', 'a b', '0', '\\', '\\\\', '\\,',
  ',', 'http://a.jp/', '　http://b.jp/', 'h', '〜', '¥', 'ー', '#',
];
export const name = fc.array(fc.constantFrom(...NAME_PIECES), { maxLength: 4 }).map((pieces) => pieces.join(''));
const url = fc.constantFrom(
  'http://a.jp/', 'http://b.jp/x/', 'https://c.example.jp/~u/', 'http://A.JP/', 'http://例え.jp/', 'http://a.jp/表/', 'http://d.jp/?a,b',
  'ftp://a.jp/', '',
  // What a URL the bytes are read for may not be: each one is the text reader's.
  'http://a.jp/#x', 'http://a\\b.jp/', 'http://a.jp/\\', 'HTTP://a.jp/', 'http:///', 'https://a.jp', 'http://a.jp/ x', 'http://a:80/',
  'http:/a.jp/', 'https//a.jp/', 'http://a@b.jp/', 'http://a.jp/~u/?q=1&r=2',
  'http://a.jp/\\,x/', 'http://a\\\\b.jp/',
);
const time = fc.constantFrom(
  '938779260', '938781002', '0', '', '1700000000', 'x', '99999999999999999', '253402128000', '253402127999', '1e9', '0938779260', '938779260 ',
  // Eight digits, one read of the walk's; fifteen, the most it takes; then sixteen.
  '12345678', '000000001', '100000000000000', '1000000000000000',
);
const tz = fc.constantFrom('+32400', '32400', '-3600', '', 'JST', '0', '+', '-0', '+99999', '+3240a', '-', '+-1', '+93600', '-93600', '93601');
const length = fc.constantFrom('0', '123', '', '00', '1a', '9999999999999999', '-1', '12345678', '987654321', '123456789012345', '1234567890123456', '00000000000000001');
const source = fc.constantFrom(
  'http://antenna.jp/', '0', '', 'http://アンテナ.jp/', 'ただの文字', 'http://antenna.jp/\\', 'HTTP://antenna.jp/', ' http://antenna.jp/', 'http://antenna.jp/x',
  'http://antenna.jp/\\,x',
);
export const record = fc
  .record({ lm: time, ld: time, tz, length, url, title: name, author: name, source, tail: fc.constantFrom('', 'http://check.jp/,', ',,,,GET,', 'x,') })
  .map((r) => `LIRS,${r.lm},${r.ld},${r.tz},${r.length},${r.url},${r.title},${r.author},${r.source},${r.tail}`);
const wdb = fc.record({ url, title: name }).map((r) => `LIRS,938779260,938781002,0,${r.url},${r.title},作者,http://wdb.jp/,`);
export const line = fc.oneof(
  { weight: 8, arbitrary: record },
  { weight: 1, arbitrary: wdb },
  { weight: 1, arbitrary: name.map((text) => `# ${text}`) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t', 'ほげ', 'LIRS', 'LIRS,表') },
);
export const file = fc.record({
  lines: fc.array(line, { maxLength: 12 }),
  ending: fc.constantFrom('\n', '\r\n'),
  last: fc.boolean(),
  encoding: fc.constantFrom('euc-jp', 'shift_jis', 'utf-8'),
  // The order an HTTP charset puts first (encodingPlan), or none.
  candidates: fc.constantFrom(LIRS_CANDIDATES, ['euc-jp', 'utf-8', 'shift_jis'], ['shift_jis', 'utf-8', 'euc-jp']),
});

