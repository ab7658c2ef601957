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
 * A site is new when it changed after both the global watermark and its own seen mark, and
 * no antenna has checked it within the expiry (LIRS: a stale site is shown dimmed, never
 * counted new).
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
  const mark = Math.max(seen.watermark, seen.siteSeen ?? Number.NEGATIVE_INFINITY);
  return site.record.lastModified > mark && !isStale({ lastDetected: siteChecked(site) }, now, expiry);
}
