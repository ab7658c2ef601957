/**
 * What a watched page costs in storage, and how long its diff holds the worker: `npx tsx
 * test/bench/page-text-figures.ts` alone, or as the `page text` phase of `npm run bench`.
 * Sizes are V8's structured-clone bytes (`v8.serialize`), what Chromium's IndexedDB writes.
 */
import { serialize } from 'node:v8';
import { MAX_DIFF_CHARS, type PageDiff } from '../../src/core/watch/page-diff.ts';
import { comparedLines, MAX_COMPARED_CHARS } from '../../src/formats/page/compared-lines.ts';
import { diffPageLinesInSteps } from '../../src/formats/page/diff-page-lines.ts';
import { readPage } from '../../src/formats/page/read-page.ts';
import { encodeEucJp } from '../support/encode-euc-jp.ts';
import { check, kib, median, ms, type Figure } from './figure.ts';

const NOW = 1_800_000_000;
const PAGE_BUDGET = 64 * 1024;
const UPDATE_BUDGET = 2 * 1024;
const SLICE_BUDGET = 50;

/** A diary page of `days` entries, each a heading and a few paragraphs of Japanese. */
function diaryHtml(days: number, extra = ''): string {
  const entries = Array.from({ length: days }, (_, day) =>
    `<h3>${day + 1}日目</h3><p>今日は朝から雨だった。駅前の本屋で新しい本を三冊買い、喫茶店でコーヒーを飲みながら読んだ。</p>` +
    `<p>夕方には晴れて、川沿いを散歩した。アクセス数：${day * 37}</p>`,
  ).join('');
  return `<html><head><title>ただよう記憶</title></head><body>${extra}${entries}</body></html>`;
}

function linesOf(html: string): string[] {
  const bytes = encodeEucJp(html) ?? new TextEncoder().encode(html);
  const read = readPage(bytes, { contentType: 'text/html; charset=EUC-JP', url: 'http://hiya.example/', markers: null });
  if (read.status !== 'ok') throw new Error('unreadable page');
  return comparedLines(read.text, [NOW], []);
}

/** The diff run slice by slice: the result, and the longest slice in ms. */
function timedDiff(before: string[], after: string[]): { diff: PageDiff | null; longest: number; total: number } {
  const steps = diffPageLinesInSteps(before, after);
  let longest = 0;
  let total = 0;
  for (;;) {
    const started = performance.now();
    const next = steps.next();
    const took = performance.now() - started;
    longest = Math.max(longest, took);
    total += took;
    if (next.done === true) return { diff: next.value, longest, total };
  }
}

export function benchPageText(runs = 7): Figure[] {
  const small = linesOf(diaryHtml(10));
  const huge = linesOf(diaryHtml(5000));
  const smallBytes = serialize({ id: 'http://hiya.example/', lines: small }).length;
  const hugeBytes = serialize({ id: 'http://hiya.example/', lines: huge }).length;
  const pageHeld = hugeBytes <= PAGE_BUDGET;
  const page = check('page text per page', `≤ ${kib(PAGE_BUDGET)}`, pageHeld);

  // A paragraph added at the top of the huge page; the same page with every entry rewritten (a redesign); a wall of new text.
  const added = linesOf(diaryHtml(5000, '<p>新しい日記：カレーを作った。とても美味しかった。</p>'));
  const rewritten = huge.map((line, i) => (i % 2 === 0 ? `${line}（改）` : line));
  const wall = [...huge.slice(0, 10), ...Array.from({ length: 120 }, (_, i) => `追加された長い段落 ${i}：`.repeat(8)), ...huge.slice(10)];
  const cases = { 'a paragraph added': added, 'every other line changed': rewritten, '120 long paragraphs added': wall };
  const figures: Figure[] = [];
  let largest = 0;
  for (const [name, after] of Object.entries(cases)) {
    const results = Array.from({ length: runs }, () => timedDiff(huge, after));
    const first = results[0];
    if (first === undefined) continue;
    const bytes = first.diff === null ? 0 : serialize(first.diff).length;
    largest = Math.max(largest, bytes);
    const slice = median(results.map((r) => r.longest));
    const sliceCheck = check(`diff longest slice (${name})`, `≤ ${SLICE_BUDGET} ms`, slice <= SLICE_BUDGET);
    figures.push({
      name: `page diff, ${name}`,
      text: `${first.diff?.kind ?? 'none'}${first.diff?.kind === 'lines' ? `, ${first.diff.lines.length} lines${first.diff.cut ? ' (cut)' : ''}` : ''}, ${bytes} B stored; longest slice ${ms(slice)} ${sliceCheck.mark}, all ${ms(median(results.map((r) => r.total)))}`,
      how: `median of ${runs}, against a ${huge.length}-line page`,
      budgets: [sliceCheck.budget],
    });
  }
  const update = check('page diff per update', `≤ ${kib(UPDATE_BUDGET)}`, largest <= UPDATE_BUDGET);
  return [
    {
      name: 'page text per page',
      text: `a 10-day diary ${kib(smallBytes)}; a 5,000-day diary (${kib(new TextEncoder().encode(diaryHtml(5000)).length)} of HTML) kept to ${huge.length} lines, ${kib(hugeBytes)} ${page.mark}; bound ${MAX_COMPARED_CHARS.toLocaleString('en')} characters`,
      how: 'v8.serialize of the stored row',
      budgets: [page.budget],
    },
    ...figures,
    {
      name: 'page diff per update',
      text: `largest ${largest} B ${update.mark}; bound ${MAX_DIFF_CHARS} characters; a site's 200 updates at most ${kib(largest * 200)}`,
      how: 'v8.serialize of the stored diff',
      budgets: [update.budget],
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const figure of benchPageText()) console.log(`${figure.name}: ${figure.text} — ${figure.how}`);
}
