import { describe, expect, it } from 'vitest';
import { MAX_DIFF_CHARS, type PageDiff } from '../../core/watch/page-diff.ts';
import { runSteps, runStepsPausing } from '../run-steps.ts';
import { diffPageLinesInSteps } from './diff-page-lines.ts';

const diff = (before: string[], after: string[]) => runSteps(diffPageLinesInSteps(before, after));
const text = (result: PageDiff | null) => (result?.kind === 'lines' ? result.lines.flatMap((line) => line.map((piece) => piece.text)).join('').length : 0);

describe('diffPageLinesInSteps', () => {
  it('shows a paragraph added to a Japanese diary as one added line', () => {
    expect(diff(['11月24日', '晴れ。'], ['11月24日', '晴れ。', '新しい日記：カレーを作った。'])).toEqual({
      kind: 'lines',
      cut: false,
      lines: [[{ op: 'added', text: '新しい日記：カレーを作った。' }]],
    });
  });

  it('shows a removed paragraph as removed', () => {
    expect(diff(['一', '二', '三'], ['一', '三'])).toEqual({ kind: 'lines', cut: false, lines: [[{ op: 'removed', text: '二' }]] });
  });

  it('finds the changed words inside a Japanese line, which has no spaces', () => {
    const result = diff(['日記', '今日はカレーを作った。とても美味しかった。'], ['日記', '今日はシチューを作った。とても美味しかった。']);
    expect(result).toEqual({
      kind: 'lines',
      cut: false,
      lines: [
        [
          { op: 'same', text: '今日は' },
          { op: 'removed', text: 'カレー' },
          { op: 'added', text: 'シチュー' },
          { op: 'same', text: 'を作った。とても美味しかった。' },
        ],
      ],
    });
  });

  it('shows each changed word of an English line by itself, the space between them kept', () => {
    expect(diff(['Kuma went to Osaka today'], ['Kuma went to Kyoto yesterday'])).toEqual({
      kind: 'lines',
      cut: false,
      lines: [
        [
          { op: 'same', text: 'Kuma went to ' },
          { op: 'removed', text: 'Osaka' },
          { op: 'added', text: 'Kyoto' },
          { op: 'same', text: ' ' },
          { op: 'removed', text: 'today' },
          { op: 'added', text: 'yesterday' },
        ],
      ],
    });
  });

  it('keeps full-width punctuation and spaces as the page has them', () => {
    const result = diff(['【お知らせ】　更新しました！'], ['【お知らせ】　更新しました！', '（追記）「続き」は明日です。']);
    expect(result).toEqual({ kind: 'lines', cut: false, lines: [[{ op: 'added', text: '（追記）「続き」は明日です。' }]] });
  });

  it('shows two unrelated lines in one place as one removed and one added', () => {
    expect(diff(['見出し', 'りんごが三つ'], ['見出し', 'Kuma went to Osaka'])).toEqual({
      kind: 'lines',
      cut: false,
      lines: [[{ op: 'removed', text: 'りんごが三つ' }], [{ op: 'added', text: 'Kuma went to Osaka' }]],
    });
  });

  it('says a page that changed nearly everywhere changed throughout (a redesign)', () => {
    const before = Array.from({ length: 60 }, (_, i) => `旧デザインの行 ${i}`);
    const after = Array.from({ length: 60 }, (_, i) => `新デザイン ${i} 番目`);
    expect(diff(before, after)).toEqual({ kind: 'throughout' });
  });

  it('says a change past what it compares changed throughout, in bounded work', () => {
    const before = Array.from({ length: 2000 }, (_, i) => `line ${i}`);
    const after = before.map((line, i) => (i % 3 === 0 ? `${line} changed` : line));
    expect(diff(before, after)).toEqual({ kind: 'throughout' });
  });

  it(`keeps at most ${MAX_DIFF_CHARS} characters of a large change, and says it cut`, () => {
    const before = Array.from({ length: 100 }, (_, i) => `段落 ${i}`);
    const after = [...before.slice(0, 90), ...Array.from({ length: 30 }, (_, i) => `追加された長い段落 ${i} `.repeat(10)), ...before.slice(90)];
    const result = diff(before, after);
    expect(result).toMatchObject({ kind: 'lines', cut: true });
    expect(text(result)).toBeLessThanOrEqual(MAX_DIFF_CHARS + 1);
  });

  it('cuts the unchanged text around a change in a long line', () => {
    const long = 'あ'.repeat(100);
    const result = diff([`${long}カレー${long}`], [`${long}シチュー${long}`]);
    expect(result).toEqual({
      kind: 'lines',
      cut: false,
      lines: [
        [
          { op: 'same', text: `…${'あ'.repeat(30)}` },
          { op: 'removed', text: 'カレー' },
          { op: 'added', text: 'シチュー' },
          { op: 'same', text: `${'あ'.repeat(30)}…` },
        ],
      ],
    });
  });

  it('gives nothing when no line changed', () => {
    expect(diff(['同じ'], ['同じ'])).toBeNull();
  });

  it('pauses between slices, and gives the same diff as in one go', async () => {
    const before = Array.from({ length: 200 }, (_, i) => `第${i}段落：今日はカレーを作った。`);
    const after = before.map((line, i) => (i % 4 === 0 ? line.replace('カレー', 'シチュー') : line));
    let pauses = 0;
    const paused = await runStepsPausing(diffPageLinesInSteps(before, after), async () => {
      pauses++;
    });
    expect(pauses).toBeGreaterThan(1);
    expect(paused).toEqual(diff(before, after));
  });
});

describe('diffPageLinesInSteps at the compared text’s bound', () => {
  // Lines of 8 characters count 10 each: a bound of 30 keeps three.
  const [a, b, c, d, e, x] = ['日記の一行目です', '日記の二行目です', '日記の三行目です', '日記の四行目です', '日記の五行目です', '新しい記事です！'];
  const bounded = (before: string[], after: string[]) => runSteps(diffPageLinesInSteps(before, after, 30));

  it('does not show a line that new text above pushed past the bound as removed', () => {
    // The page was a b c d, kept as a b c; a paragraph was added at the top.
    expect(bounded([a, b, c], [x, a, b, c, d])).toEqual({ kind: 'lines', cut: false, lines: [[{ op: 'added', text: x }]] });
  });

  it('still shows a line removed from the compared text as removed, and not a line past the old bound as added', () => {
    // The page was a b c d e, kept as a b c; b was removed, so d is compared now.
    expect(bounded([a, b, c], [a, c, d, e])).toEqual({ kind: 'lines', cut: false, lines: [[{ op: 'removed', text: b }]] });
  });

  it('shows a line added after a page that ended within the bound', () => {
    expect(bounded([a, b], [a, b, x])).toEqual({ kind: 'lines', cut: false, lines: [[{ op: 'added', text: x }]] });
  });

  it('says nothing changed where the only change is past the bound', () => {
    expect(bounded([a, b, c], [a, b, c, x, d])).toBeNull();
  });
});
