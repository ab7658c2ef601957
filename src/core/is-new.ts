import { CLOCK_SKEW_ALLOWANCE, isFutureDated } from './clock-skew.ts';
import { isStale } from './is-stale.ts';
import { defaultSettings } from './settings.ts';
import type { Site } from './site.ts';
import { siteChecked } from './site-checked.ts';

/** What the user has seen: the global watermark and, when opened, this site's own mark. */
export interface SeenMarks {
  /** "Mark all seen": every site with lastModified <= this is seen. */
  readonly watermark: number;
  /** The site's lastModified when the user last opened it, if ever. */
  readonly siteSeen?: number;
}

/**
 * A site is new when it changed after both the global watermark and its own seen mark, no antenna
 * has checked it within the expiry (LIRS: a stale site is shown dimmed, never counted new), and it is not
 * dated in the future beyond the clock-skew allowance (`isFutureDated`).
 *
 * Marks past the present (written before they were bounded, when "mark all seen" took the
 * newest record's date, 2100 if an antenna said so) are read as they would be stored now: the
 * watermark as the present, a site's mark beyond the allowance as no mark.
 *
 * @example
 * isNew(site, { watermark: 100 }, now)                // site.record.lastModified > 100, fresh
 * isNew(site, { watermark: 100, siteSeen: 500 }, now) // only if lastModified > 500
 */
export function isNew(
  site: Pick<Site, 'record' | 'checked'>,
  seen: SeenMarks,
  now: number,
  expiry: number = defaultSettings.expiry,
): boolean {
  const siteSeen = seen.siteSeen !== undefined && seen.siteSeen <= now + CLOCK_SKEW_ALLOWANCE ? seen.siteSeen : Number.NEGATIVE_INFINITY;
  const mark = Math.max(Math.min(seen.watermark, now), siteSeen);
  return site.record.lastModified > mark && !isFutureDated(site.record, now) && !isStale({ lastDetected: siteChecked(site) }, now, expiry);
}
