import { describe, expect, it } from 'vitest';
import { encodeEucJp } from '../support/encode-euc-jp.ts';

const decode = (bytes: Uint8Array | null) => new TextDecoder('euc-jp').decode(bytes ?? new Uint8Array());

describe('encodeEucJp', () => {
  it('writes kana and kanji as JIS X 0208 pairs', () => {
    expect([...(encodeEucJp('ただよう記憶') ?? [])]).toEqual([0xa4, 0xbf, 0xa4, 0xc0, 0xa4, 0xe8, 0xa4, 0xa6, 0xb5, 0xad, 0xb2, 0xb1]);
  });

  it('round-trips NEC row 13 characters (①, ㈱, №)', () => {
    expect(decode(encodeEucJp('①㈱№'))).toBe('①㈱№');
  });

  it('writes half-width katakana behind SS2 and JIS X 0212 behind SS3', () => {
    expect([...(encodeEucJp('ｱ') ?? [])]).toEqual([0x8e, 0xb1]);
    const bytes = encodeEucJp('é');
    expect(bytes?.[0]).toBe(0x8f);
    expect(decode(bytes)).toBe('é');
  });

  it('round-trips every character the EUC-JP decoder gives for a JIS X 0208 pair', () => {
    const pairs: number[] = [];
    for (let lead = 0xa1; lead <= 0xfe; lead++) for (let trail = 0xa1; trail <= 0xfe; trail++) pairs.push(lead, trail);
    const text = decode(new Uint8Array(pairs)).replace(/\ufffd/g, '');
    expect(decode(encodeEucJp(text))).toBe(text);
  });

  it('writes the wave dash and its full-width twin as the same pair', () => {
    expect(encodeEucJp('\u301c')).toEqual(encodeEucJp('\uff5e'));
    expect(encodeEucJp('\u301c')).not.toBeNull();
  });

  it('never writes the yen sign as the backslash byte', () => {
    expect(encodeEucJp('¥')).not.toContain(0x5c);
    expect(decode(encodeEucJp('¥'))).toBe('￥');
  });

  it('gives null for a character EUC-JP cannot write', () => {
    expect(encodeEucJp('😀')).toBeNull();
    expect(encodeEucJp('한')).toBeNull();
  });

  it('passes ASCII through', () => {
    expect([...(encodeEucJp('LIRS,\\,') ?? [])]).toEqual([...new TextEncoder().encode('LIRS,\\,')]);
  });
});
