import { describe, expect, it } from 'vitest';
import { bomEncoding, decodeText, encodingName } from './charset.ts';
import { encodeEucJp } from '../../../test/support/encode-euc-jp.ts';

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
