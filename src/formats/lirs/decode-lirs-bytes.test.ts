import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeEucJp } from '../../../test/support/encode-euc-jp.ts';
import { latin1, windows1252 } from '../../../test/support/latin1.ts';
import { decodeAntenna } from '../decode-antenna.ts';
import { runSteps } from '../run-steps.ts';
import { decodeText } from '../text/charset.ts';
import { decodeLirsBytes } from './decode-lirs-bytes.ts';
import { PLAIN_LIRS_WALK } from './lirs-line-walk.ts';
import type { PlainLirsWalk } from './lirs-walk-entries.ts';
import { decodeLirs } from './lirs.ts';

const CANDIDATES = ['utf-8', 'euc-jp', 'shift_jis'];

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

function encode(text: string, encoding: string): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  if (encoding === 'shift_jis') return encodeShiftJis(text);
  return encodeEucJp(text) ?? new Uint8Array();
}

/** What the text reader gives: the whole file decoded, then read. */
function byText(bytes: Uint8Array, candidates = CANDIDATES): unknown {
  try {
    const decoded = decodeText(bytes, candidates, 'euc-jp');
    return { ...decodeLirs(decoded.text), encoding: decoded.encoding };
  } catch (error) {
    return { error: String(error) };
  }
}

/** The byte reader's result; `walk`, the walk in machine code the command-line tool gives it, or none as in the worker. */
function byBytes(bytes: Uint8Array, asLatin1: (bytes: Uint8Array) => string, candidates = CANDIDATES, walk: PlainLirsWalk | null = null): unknown {
  try {
    const read = runSteps(decodeLirsBytes(bytes, asLatin1(bytes), candidates, 'euc-jp', walk));
    return read === null ? null : { ...read.lirs, encoding: read.encoding };
  } catch (error) {
    return { error: String(error) };
  }
}

// Names with Shift_JIS 0x5C trail bytes (表 ソ 能 予), escapes, bare commas, URLs, ideographic
// spaces, half-width katakana, characters every one of the three charsets writes.
const NAME_PIECES = [
  'ただよう記憶', '表', 'ソ', '能', '予', '日記', 'ｶﾅ', '　', '①', 'Hiya', 'a b', '0', '\\', '\\\\', '\\,',
  ',', 'http://a.jp/', '　http://b.jp/', 'h', '〜', '¥', 'ー', '#',
];
const name = fc.array(fc.constantFrom(...NAME_PIECES), { maxLength: 4 }).map((pieces) => pieces.join(''));
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
const record = fc
  .record({ lm: time, ld: time, tz, length, url, title: name, author: name, source, tail: fc.constantFrom('', 'http://check.jp/,', ',,,,GET,', 'x,') })
  .map((r) => `LIRS,${r.lm},${r.ld},${r.tz},${r.length},${r.url},${r.title},${r.author},${r.source},${r.tail}`);
const wdb = fc.record({ url, title: name }).map((r) => `LIRS,938779260,938781002,0,${r.url},${r.title},作者,http://wdb.jp/,`);
const line = fc.oneof(
  { weight: 8, arbitrary: record },
  { weight: 1, arbitrary: wdb },
  { weight: 1, arbitrary: name.map((text) => `# ${text}`) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t', 'ほげ', 'LIRS', 'LIRS,表') },
);
const file = fc.record({
  lines: fc.array(line, { maxLength: 12 }),
  ending: fc.constantFrom('\n', '\r\n'),
  last: fc.boolean(),
  encoding: fc.constantFrom('euc-jp', 'shift_jis', 'utf-8'),
  // The order an HTTP charset puts first (encodingPlan), or none.
  candidates: fc.constantFrom(CANDIDATES, ['euc-jp', 'utf-8', 'shift_jis'], ['shift_jis', 'utf-8', 'euc-jp']),
});

describe('decodeLirsBytes', () => {
  it('gives the records, rejections, reasons and charset the text reader gives (EUC-JP, Shift_JIS, UTF-8)', () => {
    let read = 0;
    fc.assert(
      fc.property(file, ({ lines, ending, last, encoding, candidates }) => {
        const bytes = encode(lines.join(ending) + (last ? ending : ''), encoding);
        const expected = byText(bytes, candidates);
        for (const asLatin1 of [latin1, windows1252]) {
          for (const walk of [null, PLAIN_LIRS_WALK]) {
            const actual = byBytes(bytes, asLatin1, candidates, walk);
            if (actual === null) continue;
            read++;
            expect(actual).toEqual(expected);
          }
        }
      }),
      { numRuns: 1500 },
    );
    // The byte reader reads most of them itself rather than leaving them to the text reader.
    expect(read).toBeGreaterThan(3000);
  });

  it('gives what the text reader gives for a file with bytes no charset reads whole', () => {
    fc.assert(
      fc.property(file, fc.nat(), fc.constantFrom(0x80, 0xa4, 0x82, 0xff, 0x5c), ({ lines, encoding, candidates }, at, byte) => {
        const clean = encode(lines.join('\n'), encoding);
        const bytes = new Uint8Array(clean.length + 1);
        const cut = clean.length === 0 ? 0 : at % clean.length;
        bytes.set(clean.subarray(0, cut));
        bytes[cut] = byte;
        bytes.set(clean.subarray(cut), cut + 1);
        for (const walk of [null, PLAIN_LIRS_WALK]) {
          const actual = byBytes(bytes, latin1, candidates, walk);
          if (actual !== null) expect(actual).toEqual(byText(bytes, candidates));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads Shift_JIS titles whose trail byte is 0x5C as no backslash', () => {
    const bytes = encode('LIRS,938779260,938781002,+32400,0,http://a.jp/,表示能力,ソ予,0,\n', 'shift_jis');
    const read = runSteps(decodeLirsBytes(bytes, latin1(bytes), CANDIDATES, 'euc-jp'));
    expect(read?.encoding).toBe('shift_jis');
    expect(read?.lirs.records).toMatchObject([{ url: 'http://a.jp/', title: '表示能力', author: 'ソ予' }]);
  });

  it('reads titles and authors with escapes as the text reader does, whichever walk sorts the lines', () => {
    const lines = [
      // Escaped commas and backslashes, a backslash kept as written.
      'LIRS,938779260,938781002,+32400,0,http://a.jp/,メモ\\,その2\\\\,ひや\\b,http://antenna.jp/,',
      // An author that is a URL once its ideographic space is trimmed: the line goes to the text reader whole.
      'LIRS,938779260,938781002,+32400,0,http://b.jp/,a\\,b,　http://b.jp/,http://antenna.jp/,',
      // Shift_JIS: 予's trail byte is 0x5C, no backslash; the walk's bytes read `\,` there.
      'LIRS,938779260,938781002,+32400,0,http://c.jp/,,予,http://antenna.jp/,http://check.jp/,',
      'LIRS,938779260,938781002,+32400,0,http://d.jp/,表\\,予,能\\\\,http://antenna.jp/,',
    ];
    for (const encoding of ['euc-jp', 'shift_jis', 'utf-8']) {
      const bytes = encode(lines.join('\n'), encoding);
      const expected = byText(bytes);
      expect(expected).toMatchObject({ records: { length: 4 } });
      for (const walk of [null, PLAIN_LIRS_WALK]) expect(byBytes(bytes, latin1, CANDIDATES, walk)).toEqual(expected);
    }
    const bytes = encode(lines[0] ?? '', 'euc-jp');
    expect(byBytes(bytes, latin1, CANDIDATES, PLAIN_LIRS_WALK)).toMatchObject({ records: [{ title: 'メモ,その2\\', author: 'ひや\\b' }] });
  });

  it('leaves a charset whose ASCII bytes may be inside characters (ISO-2022-JP) and lines ended by CR alone to the text reader', () => {
    const bytes = encode('LIRS,938779260,938781002,+32400,0,http://a.jp/,A,B,0,\n', 'euc-jp');
    expect(runSteps(decodeLirsBytes(bytes, latin1(bytes), ['iso-2022-jp', ...CANDIDATES], 'euc-jp'))).toBeNull();
    const mac = encode('LIRS,938779260,938781002,+32400,0,http://a.jp/,A,B,0,\rLIRS,938779260,938781002,+32400,0,http://b.jp/,A,B,0,\r', 'euc-jp');
    expect(runSteps(decodeLirsBytes(mac, latin1(mac), CANDIDATES, 'euc-jp'))).toBeNull();
  });

  it('is what decodeAntenna reads a LIRS file with, to the same result', async () => {
    const text = 'LIRS,938779260,938781002,+32400,0,http://a.jp/,ただよう記憶,ひや,http://antenna.jp/,\nほげ\n';
    const bytes = encode(text, 'euc-jp');
    const antenna = await decodeAntenna(bytes, { now: 0 });
    expect(antenna).toMatchObject({ format: 'lirs', encoding: 'euc-jp', records: [{ title: 'ただよう記憶', author: 'ひや' }] });
    expect(antenna.rejected).toEqual(decodeLirs(text).rejected);
  });
});
