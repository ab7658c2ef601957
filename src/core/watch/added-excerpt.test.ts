import { describe, expect, it } from 'vitest';
import { addedExcerpt } from './added-excerpt.ts';

describe('addedExcerpt', () => {
  it('quotes the added lines, as Hatena Antenna quoted 更新部分', () => {
    expect(addedExcerpt({ kind: 'lines', cut: false, lines: [[{ op: 'added', text: '新しい日記：カレーを作った' }], [{ op: 'removed', text: '古い' }], [{ op: 'added', text: '追記' }]] })).toBe(
      '新しい日記：カレーを作った 追記',
    );
  });

  it('quotes only the added words of a changed line', () => {
    const line = [
      { op: 'same', text: '今日は' },
      { op: 'removed', text: 'カレー' },
      { op: 'added', text: 'シチュー' },
      { op: 'same', text: 'を作った' },
    ] as const;
    expect(addedExcerpt({ kind: 'lines', cut: false, lines: [line] })).toBe('シチュー');
  });

  it('cuts a long excerpt to 100 characters', () => {
    const excerpt = addedExcerpt({ kind: 'lines', cut: false, lines: [[{ op: 'added', text: 'あ'.repeat(300) }]] });
    expect(excerpt).toBe(`${'あ'.repeat(99)}…`);
  });

  it('quotes nothing for a removal, a change throughout, or no diff', () => {
    expect(addedExcerpt({ kind: 'lines', cut: false, lines: [[{ op: 'removed', text: '古い' }]] })).toBeNull();
    expect(addedExcerpt({ kind: 'throughout' })).toBeNull();
    expect(addedExcerpt(undefined)).toBeNull();
  });
});
