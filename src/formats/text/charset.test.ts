import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bomEncoding, decodeText, encodingName, readPieces } from './charset.ts';
import { encodeEucJp } from '../../../test/support/encode-euc-jp.ts';
import { encode, name } from '../../../test/support/lirs-arbitraries.ts';

const ORDER = ['utf-8', 'euc-jp', 'shift_jis'];
const eucJp = (text: string) => encodeEucJp(text) ?? new Uint8Array();
const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...parts: (Uint8Array | number[])[]) => new Uint8Array(parts.flatMap((part) => [...part]));

describe('encodingName', () => {
  it('gives the WHATWG name of a label', () => {
    expect(encodingName(' EUC-JP ')).toBe('euc-jp');
    expect(encodingName('Shift_JIS')).toBe('shift_jis');
    expect(encodingName('x-sjis')).toBe('shift_jis');
    expect(encodingName('UTF8')).toBe('utf-8');
  });

  it("knows the labels producers wrote that WHATWG doesn't", () => {
    expect(encodingName('CP932')).toBe('shift_jis');
    expect(encodingName('MS932')).toBe('shift_jis');
    expect(encodingName('eucJP-ms')).toBe('euc-jp');
  });

  it('gives null for an unknown label, and for UTF-16 without a BOM', () => {
    expect(encodingName('x-unknown')).toBeNull();
    expect(encodingName('')).toBeNull();
    expect(encodingName('UTF-16')).toBeNull();
  });
});

describe('bomEncoding', () => {
  it('finds the UTF-8 and UTF-16 byte order marks', () => {
    expect(bomEncoding(bytes([0xef, 0xbb, 0xbf, 0x4c]))).toEqual({ encoding: 'utf-8', length: 3 });
    expect(bomEncoding(bytes([0xfe, 0xff]))).toEqual({ encoding: 'utf-16be', length: 2 });
    expect(bomEncoding(bytes([0xff, 0xfe]))).toEqual({ encoding: 'utf-16le', length: 2 });
    expect(bomEncoding(bytes([0x4c, 0x49]))).toBeNull();
  });
});

describe('decodeText', () => {
  it('reads EUC-JP, with NEC row 13 characters', () => {
    expect(decodeText(eucJp('ただよう記憶①㈱№～'), ORDER, 'euc-jp')).toEqual({ text: 'ただよう記憶①㈱№～', encoding: 'euc-jp' });
  });

  it('reads UTF-8', () => {
    expect(decodeText(utf8('ただよう記憶'), ORDER, 'euc-jp')).toEqual({ text: 'ただよう記憶', encoding: 'utf-8' });
  });

  it('reads Shift_JIS, whose ソ and 表 end in the byte 0x5C', () => {
    const sojis = bytes([0x83, 0x5c, 0x95, 0x5c]);
    expect(decodeText(sojis, ORDER, 'euc-jp')).toEqual({ text: 'ソ表', encoding: 'shift_jis' });
  });

  it('reports pure ASCII as the encoding given for it', () => {
    expect(decodeText(utf8('LIRS,1,2,'), ORDER, 'euc-jp')).toEqual({ text: 'LIRS,1,2,', encoding: 'euc-jp' });
  });

  it('reads EUC-JP kanji that also pass as UTF-8 as EUC-JP (蔵 is ¢ in UTF-8)', () => {
    expect(decodeText(bytes(utf8('LIRS,'), eucJp('蔵')), ORDER, 'euc-jp')).toEqual({ text: 'LIRS,蔵', encoding: 'euc-jp' });
  });

  it('reads UTF-8 kanji that also pass as EUC-JP as UTF-8 (大学)', () => {
    expect(decodeText(utf8('LIRS,大学'), ORDER, 'euc-jp')).toEqual({ text: 'LIRS,大学', encoding: 'utf-8' });
  });

  it('tries the candidates in the order given', () => {
    expect(decodeText(eucJp('ただ'), ['shift_jis', 'euc-jp'], 'euc-jp').encoding).toBe('shift_jis');
  });

  it('decodes line by line when no encoding reads the whole file (a relay mixing sources)', () => {
    const mixed = bytes(eucJp('あ\n'), utf8('い\n'), [0x83, 0x5c, 0x0a], eucJp('う\n'), eucJp('蔵\n'));
    expect(decodeText(mixed, ORDER, 'euc-jp')).toEqual({ text: 'あ\nい\nソ\nう\n蔵\n', encoding: 'euc-jp' });
  });

  it('keeps the rest of a line whose title was cut inside a character', () => {
    const cut = bytes(eucJp('LIRS,日記\n'), eucJp('LIRS,ただよう記'), [0xb2], utf8(',\n'));
    expect(decodeText(cut, ORDER, 'euc-jp')).toEqual({ text: 'LIRS,日記\nLIRS,ただよう記\ufffd,\n', encoding: 'euc-jp' });
  });
});

describe('decodeText, line by line', () => {
  it('reads each line as it reads it alone, without its LF', () => {
    // The first line's 0x8F 0xA1 is a JIS X 0212 character cut short: read alone, EUC-JP with one
    // U+FFFD reads better than Shift_JIS (､｢升). The second line has a byte no charset reads.
    const text = bytes(eucJp('あ'), [0x8f, 0xa1, 0x0a], eucJp('いう'), [0xa0, 0x0a], eucJp('え'));
    const alone = (line: Uint8Array) => decodeText(line, ORDER, 'euc-jp').text;
    expect(decodeText(text, ORDER, 'euc-jp')).toEqual({
      text: `${alone(bytes(eucJp('あ'), [0x8f, 0xa1]))}\n${alone(bytes(eucJp('いう'), [0xa0]))}\nえ`,
      encoding: 'euc-jp',
    });
    expect(decodeText(text, ORDER, 'euc-jp').text.startsWith('あ')).toBe(true);
  });
});

describe('readPieces', () => {
  it('chooses as it does for the bytes in one piece, its text cut after LFs, whatever the pieces\' size', () => {
    // Lines in one charset or mixed, with stray bytes: a lead byte cut short, a C1 byte, a Shift_JIS kana byte.
    const stray = fc.constantFrom([0xa4], [0x82, 0xa0], [0x8e], [0x85], [0xe3, 0x81], [0xef, 0xbb, 0xbf], [0x5c]).map((part) => new Uint8Array(part));
    const lines = fc.constantFrom('euc-jp', 'shift_jis', 'utf-8').chain((encoding) => {
      const part = fc.oneof({ weight: 12, arbitrary: name.map((text) => encode(text, encoding)) }, { weight: 1, arbitrary: stray });
      return fc.array(fc.array(part, { maxLength: 3 }), { maxLength: 12 });
    });
    let several = 0;
    fc.assert(
      fc.property(
        lines,
        fc.constantFrom(ORDER, ['euc-jp', 'utf-8', 'shift_jis'], ['shift_jis', 'utf-8', 'euc-jp']),
        fc.nat({ max: 2 }),
        fc.integer({ min: 1, max: 40 }),
        (lines, candidates, declared, most) => {
          const joined = bytes(...lines.flatMap((parts) => [...parts, [0x0a]]));
          const whole = readPieces(joined, candidates, declared, joined.length);
          const read = readPieces(joined, candidates, declared, most);
          if (whole === null) {
            expect(read).toBeNull();
            return;
          }
          expect(whole.pieces).toHaveLength(1);
          expect(read?.encoding).toBe(whole.encoding);
          expect(read?.pieces.join('')).toBe(whole.pieces[0]);
          for (const piece of read?.pieces.slice(0, -1) ?? []) expect(piece.endsWith('\n')).toBe(true);
          if ((read?.pieces.length ?? 0) > 2) several++;
        },
      ),
      { numRuns: 600 },
    );
    expect(several).toBeGreaterThan(100);
  });

  it('cuts a line longer than a piece after its own LF, not inside it', () => {
    const text = `${'あ'.repeat(50)}\nい\n`;
    expect(readPieces(eucJp(text), ORDER, 0, 8)).toEqual({ pieces: [`${'あ'.repeat(50)}\n`, 'い\n'], encoding: 'euc-jp' });
  });
});
