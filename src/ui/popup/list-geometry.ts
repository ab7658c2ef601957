import { addedExcerpt } from '../../core/watch/index.ts';
import type { AntennaRecord } from '../../core/record.ts';
import type { Row } from './build-rows.ts';

/** Row heights in CSS pixels; popup.css sets the same (a row quoting a change: `EXCERPT_HEIGHT` more). */
export const SITE_ROW_HEIGHT = 46;
export const GROUP_ROW_HEIGHT = 28;
/** The extra height of a site row that quotes a change (popup.css: `.site-excerpt`). */
export const EXCERPT_HEIGHT = 17;
/**
 * Rows rendered beyond the viewport on each side, so fast scrolling shows no blank: four, 184
 * pixels, keeps the first screen under 400 nodes with each row's two icons inline.
 */
export const OVERSCAN = 4;
/** The list's height assumed until it has been measured (its first render, and the first paint's). */
export const FIRST_VIEWPORT = 460;

/** Whether a row quotes a change, so the list gives it `EXCERPT_HEIGHT` more. */
export function hasExcerpt(record: AntennaRecord): boolean {
  return record.change !== undefined && addedExcerpt(record.change) !== null;
}

/** Each row's height, in the list's order (for `rowTops`). */
export function rowHeights(rows: readonly Row[]): number[] {
  return rows.map((row) => (row.kind === 'site' ? SITE_ROW_HEIGHT + (hasExcerpt(row.site.record) ? EXCERPT_HEIGHT : 0) : GROUP_ROW_HEIGHT));
}
