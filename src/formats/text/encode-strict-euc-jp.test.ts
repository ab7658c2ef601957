import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { encodeStrictEucJp, toStrictEucJpText } from './encode-strict-euc-jp.ts';

const decode = (bytes: Uint8Array) => new TextDecoder('euc-jp', { fatal: true }).decode(bytes);

/** What glibc's `iconv -f EUC-JP` makes of the bytes (it exits non-zero on what it rejects). */
const iconv = (bytes: Uint8Array) => execFileSync('iconv', ['-f', 'EUC-JP', '-t', 'UTF-8'], { input: bytes }).toString('utf8');
/** What Python's strict `euc_jp` codec makes of them. */
const python = (bytes: Uint8Array) =>
  execFileSync('python3', ['-c', 'import sys; sys.stdout.buffer.write(sys.stdin.buffer.read().decode("euc_jp").encode("utf-8"))'], {
    input: bytes,
  }).toString('utf8');

describe('encodeStrictEucJp', () => {
  it('writes kana and kanji as JIS X 0208 pairs, half-width katakana behind SS2', () => {
    expect([...encodeStrictEucJp('記憶ｱ')]).toEqual([0xb5, 0xad, 0xb2, 0xb1, 0x8e, 0xb1]);
  });

  it('writes NEC row 13 as its compatibility form: ① as (1), ㈱ as (株), № as No, Ⅰ as I', () => {
    expect(toStrictEucJpText('①日記 ㈱ひろ商店 №1 Ⅰ')).toBe('(1)日記 (株)ひろ商店 No1 I');
    expect(decode(encodeStrictEucJp('①日記'))).toBe('(1)日記');
  });

  it('writes what EUC-JP cannot hold at all as 〓', () => {
    expect(toStrictEucJpText('絵文字😀 한')).toBe('絵文字〓 〓');
  });

  it('writes the wave dash and the yen sign without the backslash byte', () => {
    expect(encodeStrictEucJp('\u301c')).toEqual(encodeStrictEucJp('\uff5e'));
    expect([...encodeStrictEucJp('¥')]).not.toContain(0x5c);
  });

  it('writes only bytes that iconv and Python accept, for every character it can write', () => {
    const pairs: number[] = [];
    for (let lead = 0xa1; lead <= 0xfe; lead++) for (let trail = 0xa1; trail <= 0xfe; trail++) pairs.push(lead, trail);
    const every = new TextDecoder('euc-jp').decode(new Uint8Array(pairs)).replace(/\ufffd/g, '');
    const bytes = encodeStrictEucJp(every);
    expect(() => iconv(bytes)).not.toThrow();
    expect(() => python(bytes)).not.toThrow();
    // The standard decoder reads back what was written.
    expect(decode(bytes)).toBe(toStrictEucJpText(every));
  });
});
