/**
 * What changed on a watched page between two checks, as its history keeps it: the lines
 * added and removed (a changed line holds its words kept, added and removed), or, when the
 * page changed nearly everywhere (a redesign) or too much to compare, only that it changed
 * throughout. Bounded (`MAX_DIFF_CHARS`): `cut` says lines were left out.
 *
 * @example
 * const diff: PageDiff = { kind: 'lines', cut: false, lines: [[{ op: 'added', text: '新しい日記：カレーを作った' }]] };
 */
export type PageDiff =
  | { readonly kind: 'lines'; readonly lines: readonly DiffLine[]; readonly cut: boolean }
  | { readonly kind: 'throughout' };

/** One changed line: wholly added, wholly removed, or its pieces kept, added and removed. */
export type DiffLine = readonly DiffPiece[];

export interface DiffPiece {
  readonly op: 'same' | 'added' | 'removed';
  readonly text: string;
}

/**
 * The most text a diff keeps, in characters (each piece counting a little more for its
 * object): 2 KB as IndexedDB keeps Japanese text (two bytes a character; BENCHMARKS.md
 * measures it), so a site's 200 updates hold at most 400 KB.
 */
export const MAX_DIFF_CHARS = 950;
