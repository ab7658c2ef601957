import { maskClocks } from './mask-clocks.ts';
import { maskCounters } from './mask-counters.ts';
import { maskDates } from './mask-dates.ts';

/**
 * The text a watched page's fingerprint is taken of: the page's text (`pageText`) with what
 * changes on every request masked — clocks and page-making times, the dates that are today at
 * the moments `at`, access counters — and white space collapsed, so layout and noise never
 * read as an update. The caller hashes it.
 *
 * @example
 * fingerprintText('Today is 2005/01/03 (Mon) 12:34\nアクセス数：12345\n日記', [1104710400])
 * // 'Today is # # アクセス数：# 日記'
 */
export function fingerprintText(text: string, at: readonly number[]): string {
  // White space first: then no pattern below meets a run of it longer than one character.
  const collapsed = text.replace(/[\s\u00a0\u3000]+/g, ' ').trim();
  return maskCounters(maskDates(maskClocks(collapsed), at));
}
