import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeEucJp } from '../../../test/support/encode-euc-jp.ts';
import { latin1, windows1252 } from '../../../test/support/latin1.ts';
import { encodeShiftJis } from '../../../test/fixtures/encode-shift-jis.ts';
import { decodeAntenna } from '../decode-antenna.ts';
import { runSteps } from '../run-steps.ts';
import { decodeText } from '../text/charset.ts';
import { decodeHinadiBytes } from './decode-hinadi-bytes.ts';
import type { PlainHinadiWalk } from './plain-hinadi-layout.ts';
import { WASM_HINADI_WALK, wasmHinadiWalk } from './wasm-hinadi-walk.ts';

/** The same walk holding 96 bytes of the file at a time: windows that end inside blocks, and blocks longer than half a window. */
const SMALL_WINDOWS = wasmHinadiWalk(96);
import { decodeHinadi } from './hinadi.ts';

const CANDIDATES = ['utf-8', 'euc-jp', 'shift_jis'];

function encode(text: string, encoding: string): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  if (encoding === 'shift_jis') return encodeShiftJis(text);
  return encodeEucJp(text) ?? new Uint8Array();
}

/** What the text reader gives: the whole file decoded, then read. */
function byText(bytes: Uint8Array, candidates = CANDIDATES): unknown {
  try {
    const decoded = decodeText(bytes, candidates, 'euc-jp');
    return { ...decodeHinadi(decoded.text), encoding: decoded.encoding };
  } catch (error) {
    return { error: String(error) };
  }
}

/** `bytes` at `offset` in a larger buffer, as zlib's output may be: not aligned to four. */
function at(offset: number, bytes: Uint8Array): Uint8Array {
  const buffer = new Uint8Array(bytes.length + offset + 3);
  buffer.set(bytes, offset);
  return buffer.subarray(offset, offset + bytes.length);
}

/** The byte reader's result; `walk`, the walk over plain blocks the command-line tool gives it, or none as in the worker. */
function byBytes(given: Uint8Array, asLatin1: (bytes: Uint8Array) => string, candidates = CANDIDATES, offset = 0, walk: PlainHinadiWalk | null = null): unknown {
  const bytes = at(offset, given);
  try {
    const read = runSteps(decodeHinadiBytes(bytes, asLatin1(bytes), candidates, 'euc-jp', walk));
    return read === null ? null : { ...read.hinadi, encoding: read.encoding };
  } catch (error) {
    return { error: String(error) };
  }
}

// Names with Shift_JIS 0x5C trail bytes (表 ソ 能 予) and letter trail bytes (ァ is 0x83 0x40),
// ideographic spaces, half-width katakana, URLs, `0` and the empty value.
const TEXT_PIECES = [
  'ただよう記憶', '表', 'ソ', '能', '予', 'ァ', '日記', 'ｶﾅ', '　', 'Hiya', 'a b', '0', '\\', ':', ' ', 'http://a.jp/', 'ー', '#', 'JST',
];
const text = fc.array(fc.constantFrom(...TEXT_PIECES), { maxLength: 4 }).map((pieces) => pieces.join(''));
const url = fc.constantFrom(
  'http://a.jp/', 'http://b.jp/x/', 'https://c.example.jp/~u/', 'HTTP://A.JP:80/', 'http://例え.jp/', 'http://a.jp/表/', 'http://a.jp/#x',
  'ftp://a.jp/', '', 'ただの文字',
);
const date = fc.constantFrom(
  'Sun, 02 Jan 2000 03:04:05 GMT', 'Sun, 02 Jan 2000 12:04:05 +0900', 'Sunday, 02-Jan-00 03:04:05 GMT', '2000-01-02T03:04:05+09:00',
  'Sun, 02 Jan 2000 03:04:05 日本', '日曜, 02 Jan 2000 03:04:05 GMT', 'x', '', 'Thu, 01 Jan 1970 00:00:00 GMT',
  // Leap days, a 31st of April, zones of no offset, a year of letters, past 9999, a month and an hour no date has.
  'Tue, 29 Feb 2000 00:00:00 UTC', 'Thu, 29 Feb 1900 00:00:00 GMT', 'Sun, 31 Apr 2000 03:04:05 JST', 'Sun, 02 Jan 2000 03:04:05 -0000',
  'Sun, 02 Jan 2000 03:04:05 +0000', 'Sun, 02 Jan 99x5 03:04:05 JST', 'Fri, 31 Dec 9999 23:59:59 -1200', 'Sun, 02 Xyz 2000 03:04:05 GMT',
  'Sun, 02 Jan 2000 24:00:00 GMT', 'Sun, 02 Jan 2000 03:04:05 +2400',
);
const zone = fc.constantFrom('JST', '+0900', '-0500', 'ＪＳＴ', 'JST　', '　JST', 'なし', 'gmt');
const separator = fc.constantFrom(': ', ':\t\t', ':', ' : ', ':  ');
const field = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('URL', 'url', 'Virtual', 'Vitural', 'Authorized-url'), url) },
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom('Title', 'Author-Name', 'X-WDB-Title', 'X-WDB-Author-Name', 'X-Note', 'Method', 'TITLE'), text) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('Last-Modified', 'Last-Modified-Detected', 'X-Hatena-Last-Modified', 'Expires', 'Expire', 'Date'), date) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('Content-Length'), fc.constantFrom('123', '0', '１２', 'x', '')) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('X-TAMA-Timezone'), zone) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('X_Bad', 'ほげ', '表', 'X--A', 'ｶﾅ-Name'), text) },
);
const line = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(field, separator, fc.constantFrom('', ' ', '\t')).map(([[name, value], sep, tail]) => `${name}${sep}${value}${tail}`) },
  { weight: 1, arbitrary: fc.constantFrom('これは項目ではない行', 'no colon', ' ', '\t', 'ソ:', ': 表') },
);
// A block starts with URL as a rule, sometimes not (url-not-first); the same URL now and then (duplicates).
const block = fc.tuple(
  fc.constantFrom('http://a.jp/', 'http://b.jp/', 'http://例え.jp/', 'http://a.jp/表/', ''),
  fc.array(line, { maxLength: 6 }),
  fc.boolean(),
).map(([first, lines, withUrl]) => (withUrl ? [`URL: ${first}`, ...lines] : lines));
const header = fc.array(
  fc.oneof(
    fc.constantFrom('User-Agent: ソフト/1.0', 'Content-Type: text/plain; charset=EUC-JP', 'Date: Sun, 02 Jan 2000 03:04:05 GMT', 'ほげ', 'X-Note: 表示'),
    text.map((title) => `Title: ${title}`),
    date.map((value) => `Date: ${value}`),
  ),
  { maxLength: 4 },
);
const file = fc.record({
  start: fc.constantFrom('HINA/2.2', 'hina/2.1', 'HINA/2.2 表', '', 'LIRS'),
  header,
  blocks: fc.array(block, { maxLength: 8 }),
  // Between blocks: one blank line, several, a line of blanks, or none after the header.
  gaps: fc.array(fc.constantFrom([''], ['', ''], [' \t']), { minLength: 8, maxLength: 8 }),
  ending: fc.constantFrom('\n', '\r\n'),
  last: fc.boolean(),
  encoding: fc.constantFrom('euc-jp', 'shift_jis', 'utf-8'),
  offset: fc.integer({ min: 0, max: 3 }),
  // The order an HTTP charset puts first (encodingPlan), or none.
  candidates: fc.constantFrom(CANDIDATES, ['euc-jp', 'utf-8', 'shift_jis'], ['shift_jis', 'utf-8', 'euc-jp']),
});

function hinadiText({ start, header, blocks, gaps, ending, last }: { start: string; header: string[]; blocks: string[][]; gaps: readonly (readonly string[])[]; ending: string; last: boolean }): string {
  const lines = [start, ...header];
  blocks.forEach((fields, index) => lines.push(...(gaps[index] ?? ['']), ...fields));
  return lines.join(ending) + (last ? ending : '');
}

describe('decodeHinadiBytes', () => {
  it('gives the records, rejections, reasons, header and charset the text reader gives (EUC-JP, Shift_JIS, UTF-8)', () => {
    let read = 0;
    fc.assert(
      fc.property(file, (drawn) => {
        const bytes = encode(hinadiText(drawn), drawn.encoding);
        const expected = byText(bytes, drawn.candidates);
        for (const asLatin1 of [latin1, windows1252]) {
          for (const walk of [null, WASM_HINADI_WALK, SMALL_WINDOWS]) {
            const actual = byBytes(bytes, asLatin1, drawn.candidates, drawn.offset, walk);
            if (actual === null) continue;
            read++;
            expect(actual).toEqual(expected);
          }
        }
      }),
      { numRuns: 600 },
    );
    // The byte reader reads most of them itself rather than leaving them to the text reader.
    expect(read).toBeGreaterThan(1800);
  });

  it('gives what the text reader gives for a file with bytes no charset reads whole', () => {
    fc.assert(
      fc.property(file, fc.nat(), fc.constantFrom(0x80, 0xa4, 0x82, 0x8f, 0xff, 0x5c), (drawn, at, byte) => {
        const clean = encode(hinadiText(drawn), drawn.encoding);
        const bytes = new Uint8Array(clean.length + 1);
        const cut = clean.length === 0 ? 0 : at % clean.length;
        bytes.set(clean.subarray(0, cut));
        bytes[cut] = byte;
        bytes.set(clean.subarray(cut), cut + 1);
        for (const walk of [null, WASM_HINADI_WALK, SMALL_WINDOWS]) {
          const actual = byBytes(bytes, latin1, drawn.candidates, drawn.offset, walk);
          if (actual !== null) expect(actual).toEqual(byText(bytes, drawn.candidates));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same verdict on a file mostly of broken blocks', () => {
    const broken = 'Title: 表\nURL: http://a.jp/\n\n'.repeat(10_005);
    const bytes = encode(`HINA/2.2\n\n${broken}URL: http://例え.jp/\n`, 'shift_jis');
    expect(byBytes(bytes, latin1)).toEqual(byText(bytes));
    expect(byText(bytes)).toMatchObject({ error: expect.stringContaining('not a hina-di file') });
  });

  it('reads values that decode in several pieces (over 64 KiB of them) as the text reader does', () => {
    const blocks: string[] = ['HINA/2.2\nTitle: 大きなアンテナ\nDate: Sun, 02 Jan 2000 03:04:05 GMT\n'];
    for (let i = 0; i < 3000; i++) {
      const title = `${'ただよう記憶の日記帳'.repeat(1 + (i % 4))}${i}`;
      const date = i % 5 === 0 ? '2000年1月2日' : 'Sun, 02 Jan 2000 03:04:05 GMT';
      const url = i % 7 === 0 ? `http://例え${i}.jp/` : `http://s${i}.jp/`;
      const again = i % 97 === 0 ? `URL: http://s${i - 1}.jp/\nTitle: 同じ\nLast-Modified: Sun, 02 Jan 2000 03:04:06 GMT\n\n` : '';
      blocks.push(`URL: ${url}\nTitle: ${title}\nAuthor-Name: ひや${i % 7}\nLast-Modified: ${date}\nVirtual: http://antenna.jp/${i % 3 === 0 ? 'アンテナ' : ''}\n\n${again}`);
    }
    for (const encoding of ['euc-jp', 'shift_jis', 'utf-8']) {
      const bytes = encode(blocks.join('\n'), encoding);
      const expected = byText(bytes);
      expect(expected).toMatchObject({ title: '大きなアンテナ', records: { length: 2410 }, rejected: { length: 621 } });
      for (const walk of [null, WASM_HINADI_WALK, SMALL_WINDOWS]) expect(byBytes(bytes, latin1, CANDIDATES, 0, walk)).toEqual(expected);
    }
  });

  it('reads Shift_JIS titles whose trail byte is 0x5C or a letter as the decoded file reads them', () => {
    const bytes = encode('HINA/2.2\nTitle: 表示アンテナ\n\nURL: http://a.jp/\nTitle: 表示能力\nAuthor-Name: ソ予ァ\nLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT\n', 'shift_jis');
    const read = runSteps(decodeHinadiBytes(bytes, latin1(bytes), CANDIDATES, 'euc-jp'));
    expect(read?.encoding).toBe('shift_jis');
    expect(read?.hinadi.title).toBe('表示アンテナ');
    expect(read?.hinadi.records).toMatchObject([{ url: 'http://a.jp/', title: '表示能力', author: 'ソ予ァ', lastModified: 946782245 }]);
  });

  it('leaves a charset whose ASCII bytes may be inside characters (ISO-2022-JP) and lines ended by CR alone to the text reader', () => {
    const bytes = encode('HINA/2.2\n\nURL: http://a.jp/\nLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT\n', 'euc-jp');
    expect(runSteps(decodeHinadiBytes(bytes, latin1(bytes), ['iso-2022-jp', ...CANDIDATES], 'euc-jp'))).toBeNull();
    const mac = encode('HINA/2.2\r\rURL: http://a.jp/\rLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT\r', 'euc-jp');
    expect(runSteps(decodeHinadiBytes(mac, latin1(mac), CANDIDATES, 'euc-jp'))).toBeNull();
  });

  it('is what decodeAntenna reads a hina-di file with, to the same result', async () => {
    const text = 'HINA/2.2\nContent-Type: text/plain; charset=EUC-JP\n\nURL: http://a.jp/\nTitle: ただよう記憶\nAuthor-Name: ひや\nLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT\nほげ\n';
    const bytes = encode(text, 'euc-jp');
    const antenna = await decodeAntenna(bytes, { now: 0 });
    expect(antenna).toMatchObject({ format: 'hina-di', encoding: 'euc-jp' });
    const { records, rejected } = decodeHinadi(text);
    expect(antenna.records).toEqual(records);
    expect(antenna.rejected).toEqual(rejected);
  });
});
