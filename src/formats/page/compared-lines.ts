import { maskClocks } from './mask-clocks.ts';
import { maskCounters } from './mask-counters.ts';
import { maskDates } from './mask-dates.ts';

/**
 * The most compared text kept of a page, in characters, each line counting two more for its
 * place in the list: under 64 KB as IndexedDB keeps Japanese text (two bytes a character;
 * BENCHMARKS.md measures it). Lines past it are not kept (a change there is still seen by
 * the fingerprint, but not quoted).
 */
export const MAX_COMPARED_CHARS = 32_000;

/**
 * A page's text (`pageText`) without the lines that contain one of `ignore` (Hatena Antenna's
 * 更新無視文字列: a calendar, "today's pick", an ad line): the text its fingerprint is taken
 * of. White space in a line and in each string counts as one space. No strings: the text as
 * it is.
 *
 * @example
 * keptText('日記\n今日の一枚：猫\n', ['今日の一枚']) // '日記'
 */
export function keptText(text: string, ignore: readonly string[]): string {
  const needles = ignore.map(collapse).filter((needle) => needle !== '');
  if (needles.length === 0) return text;
  return text
    .split('\n')
    .filter((line) => !needles.some((needle) => collapse(line).includes(needle)))
    .join('\n');
}

/**
 * The page's compared text as lines, as its fingerprint sees it (`fingerprintText`): white
 * space collapsed in each line, empty lines dropped, ignored lines left out, and clocks,
 * the dates that are today at the moments `at`, and counters masked in each line, bounded
 * to `bound` characters (`MAX_COMPARED_CHARS`, what is kept; a diff reads further, see
 * `diffPageLinesInSteps`). What a change shows is so what was judged a change.
 *
 * @example
 * comparedLines('<http://a.example/>\n アクセス数：12345 \n\n日記', [1104710400], [])
 * // ['<http://a.example/>', 'アクセス数：#', '日記']
 */
export function comparedLines(text: string, at: readonly number[], ignore: readonly string[], bound = MAX_COMPARED_CHARS): string[] {
  const lines: string[] = [];
  let size = 0;
  for (const raw of keptText(text, ignore).split('\n')) {
    const line = collapse(raw);
    if (line === '') continue;
    const masked = maskCounters(maskDates(maskClocks(line), at));
    size += masked.length + 2;
    if (size > bound) break;
    lines.push(masked);
  }
  return lines;
}

/** What `lines` count against the compared text's bound: each line's characters and two more. */
export function linesSize(lines: readonly string[]): number {
  let size = 0;
  for (const line of lines) size += line.length + 2;
  return size;
}

function collapse(text: string): string {
  return text.replace(/[\s\u00a0\u3000]+/g, ' ').trim();
}
