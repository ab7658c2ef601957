import type { PageDiff } from './page-diff.ts';

/** The longest excerpt a popup row quotes, in characters. */
export const EXCERPT_CHARS = 100;

/**
 * The text a change added, as one line to quote under the site (Hatena Antenna's 更新部分):
 * the added pieces in order, lines joined by a space, cut to `max` characters with an
 * ellipsis. Null when nothing was added (only removals, a change throughout, no diff).
 *
 * @example
 * addedExcerpt({ kind: 'lines', cut: false, lines: [[{ op: 'added', text: '新しい日記：カレーを作った' }]] })
 * // '新しい日記：カレーを作った'
 */
export function addedExcerpt(diff: PageDiff | undefined, max = EXCERPT_CHARS): string | null {
  if (diff === undefined || diff.kind !== 'lines') return null;
  const parts: string[] = [];
  for (const line of diff.lines) {
    const added = line
      .filter((piece) => piece.op === 'added')
      .map((piece) => piece.text)
      .join(line.every((piece) => piece.op === 'added') ? '' : ' … ')
      .trim();
    if (added !== '') parts.push(added);
    if (parts.join(' ').length > max) break;
  }
  const text = parts.join(' ');
  if (text === '') return null;
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
