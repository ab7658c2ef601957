import { formatIsoWithOffset } from '../core/iso-time.ts';
import { isShowableTime } from '../core/freshness/index.ts';

/**
 * A time in the site's own zone, ISO 8601 with its offset; in UTC marked `Z` when the zone is
 * unknown. A site known to be on UTC shows `+00:00`, so `Z` always means "zone unknown".
 * A time no clock can show (outside 1970 to 9999) is written as `?` and its number, so one
 * bad record never stops the table.
 *
 * @example
 * formatSiteTime(946782245, 32400) // '2000-01-02T12:04:05+09:00'
 * formatSiteTime(946782245, 0)     // '2000-01-02T03:04:05+00:00'
 * formatSiteTime(946782245, null)  // '2000-01-02T03:04:05Z'
 * formatSiteTime(999999999999999, 32400) // '?999999999999999'
 */
export function formatSiteTime(seconds: number, tzOffset: number | null): string {
  if (!isShowableTime(seconds)) return `?${String(seconds)}`;
  if (tzOffset === null) return formatIsoWithOffset(seconds, 0);
  const text = formatIsoWithOffset(seconds, tzOffset);
  return text.endsWith('Z') ? `${text.slice(0, -1)}+00:00` : text;
}
