import { describe, expect, it } from 'vitest';
import { comparedLines, keptText, MAX_COMPARED_CHARS } from './compared-lines.ts';
import { fingerprintText } from './fingerprint-text.ts';

const jan3 = Date.UTC(2005, 0, 3, 3) / 1000;

describe('comparedLines', () => {
  it('masks counters, clocks and today in each line, as the fingerprint does', () => {
    const text = '\n日記\n今日は 2005/01/03 (Mon) 12:34\nアクセス数：12345\n\n';
    expect(comparedLines(text, [jan3], [])).toEqual(['日記', '今日は # #', 'アクセス数：#']);
    expect(comparedLines(text, [jan3], []).join(' ')).toBe(fingerprintText(text, [jan3]));
  });

  it('collapses white space, full-width spaces included, and drops empty lines', () => {
    expect(comparedLines('  ただ\u3000よう\t記憶 \n \u3000 \n', [jan3], [])).toEqual(['ただ よう 記憶']);
  });

  it('leaves out the lines holding an ignored string', () => {
    expect(comparedLines('日記\n今日の一枚：猫\n広告 PR\n本文', [jan3], ['今日の一枚', 'PR'])).toEqual(['日記', '本文']);
  });

  it("keeps a huge page's text to its bound, 32,000 characters", () => {
    const huge = Array.from({ length: 20_000 }, (_, i) => `とても長いページの第${i}行です`).join('\n');
    const lines = comparedLines(huge, [jan3], []);
    expect(lines.join('\n').length).toBeLessThanOrEqual(MAX_COMPARED_CHARS);
    expect(lines.length).toBeGreaterThan(1000);
  });
});

describe('keptText', () => {
  it('keeps the text as it is when no string is ignored', () => {
    expect(keptText('a\n b \n', [])).toBe('a\n b \n');
    expect(keptText('a\n b \n', ['  '])).toBe('a\n b \n');
  });

  it('matches an ignored string across runs of white space', () => {
    expect(keptText('今日の  おすすめ: 本\n日記', ['今日の おすすめ'])).toBe('日記');
  });
});
