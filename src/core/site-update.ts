import type { PageDiff } from './watch/index.ts';

/**
 * One update of one site as its history keeps it: when the site changed, and the zone its
 * antenna gave for it then (null when it did not say).
 *
 * @example
 * const update: SiteUpdate = { lastModified: 1700000000, tzOffset: 32400 };
 */
export interface SiteUpdate {
  readonly lastModified: number;
  readonly tzOffset: number | null;
  /** What changed, for a watched page's update (`AntennaRecord.change`). */
  readonly change?: PageDiff;
}

/** Updates kept per site: its newest 200, enough for a year of a weekly diary or months of a daily one. */
export const HISTORY_LIMIT = 200;
