import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterWords, foldText } from './fold-text.ts';

// Where folding has work to do: ASCII, Latin-1, kana with their voicing marks, half-width
// and full-width forms, kanji, and the ideographic space.
const japaneseChar = fc
  .oneof(
    fc.integer({ min: 0x20, max: 0xff }),
    fc.integer({ min: 0x3000, max: 0x30ff }),
    fc.integer({ min: 0xff01, max: 0xffef }),
    fc.integer({ min: 0x4e00, max: 0x4fff }),
  )
  .map((code) => String.fromCharCode(code));

describe('foldText', () => {
  it('joins half-width katakana with full-width', () => {
    expect(foldText('ｱﾝﾃﾅ')).toBe(foldText('アンテナ'));
  });
  it('keeps half-width voiced marks on their kana', () => {
    expect(foldText('ｶﾞｲﾄﾞ')).toBe(foldText('ガイド'));
  });
  it('joins full-width Latin letters and digits with ASCII, in lower case', () => {
    expect(foldText('ＡＢＣ１２３')).toBe('abc123');
  });
  it('joins katakana with hiragana', () => {
    expect(foldText('アンテナ')).toBe('あんてな');
    expect(foldText('ヴァイオリン')).toBe(foldText('ゔぁいおりん'));
  });
  it('leaves kanji alone', () => {
    expect(foldText('日記')).toBe('日記');
  });
  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: japaneseChar }), (s) => foldText(foldText(s)) === foldText(s)));
  });
});

describe('filterWords', () => {
  it('splits on any space, the ideographic one too', () => {
    expect(filterWords('  日記\u3000ＡＢＣ ')).toEqual(['日記', 'abc']);
  });
  it('gives no words for a blank filter', () => {
    expect(filterWords(' \u3000')).toEqual([]);
  });
});
