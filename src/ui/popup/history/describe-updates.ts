import { formatIsoWithOffset } from '../../../core/iso-time.ts';
import type { ClockTime } from '../../../core/rhythm/index.ts';
import type { SiteUpdate } from '../../../core/site-update.ts';
import { formatSiteTime } from '../../shared/format-site-time.ts';
import { formatRelativeTime } from '../../shared/relative-time.ts';
import { displayZone } from '../../shared/time-zone.ts';

/** One update as the history view lists it. */
export interface UpdateLine {
  readonly lastModified: number;
  /** ISO 8601 with the zone's offset, for `<time datetime>`. */
  readonly iso: string;
  /** The date, weekday and time on the zone's clock: "Tue, Nov 14, 2023, 9:13 PM". */
  readonly text: string;
  /** The same with the zone, for the tooltip. */
  readonly title: string;
  readonly relative: string;
  /** The instant and the clock it is read on, for the rhythm chart. */
  readonly clock: ClockTime;
}

export interface UpdateContext {
  /** The site's zone now, for updates stored without one. */
  readonly siteZone: number | null;
  readonly mode: 'site' | 'local';
  readonly locale: string;
  readonly now: number;
  /** "just now" in the UI language. */
  readonly justNow: string;
}

/**
 * The updates of a site's history, each in its zone by the popup rows' rules (`displayZone`:
 * the site's own unless the user asked for theirs; theirs when the antenna did not say). An
 * update stored without a zone takes the site's current one.
 *
 * @example
 * describeUpdates([{ lastModified: 1700000000, tzOffset: 32400 }], { mode: 'site', locale: 'en', … })[0].iso
 * // '2023-11-15T07:13:20+09:00'
 */
export function describeUpdates(updates: readonly SiteUpdate[], context: UpdateContext): UpdateLine[] {
  return updates.map(({ lastModified, tzOffset }) => {
    const { offset } = displayZone(lastModified, tzOffset ?? context.siteZone, context.mode);
    return {
      lastModified,
      iso: formatIsoWithOffset(lastModified, offset),
      text: formatSiteTime(lastModified, offset, { locale: context.locale, weekday: true, zone: false }),
      title: formatSiteTime(lastModified, offset, { locale: context.locale, weekday: true }),
      relative: formatRelativeTime(lastModified, context.now, context.locale, context.justNow),
      clock: { seconds: lastModified, offset },
    };
  });
}
