/**
 * A watched page's change: the diff's shape (`PageDiff`), the excerpt of what was added, and the
 * update time a page change gives its record.
 */
export { addedExcerpt } from './added-excerpt.ts';
export { MAX_DIFF_CHARS, type DiffLine, type DiffPiece, type PageDiff } from './page-diff.ts';
export { pageUpdateTime, type PageChange } from './page-update-time.ts';
