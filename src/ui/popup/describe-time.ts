import { isFutureDated, isFirstSeen, isShowableTime } from '../../core/freshness/index.ts';
import { formatIsoWithOffset } from '../../core/iso-time.ts';
import type { AntennaRecord } from '../../core/record.ts';
import { formatSiteTime } from '../shared/format-site-time.ts';
import { formatRelativeTime } from '../shared/relative-time.ts';
import { displayZone } from '../shared/time-zone.ts';
import type { Translate } from '../shared/translate.ts';

/** A site's update time as the row shows it. */
export interface TimeText {
  /** ISO 8601 with the zone's offset, for `<time datetime>`; null when the time cannot be shown. */
  readonly iso: string | null;
  /** The clock and its zone, on the row: "9:36 PM JST", 「11月14日 17:13 UTC−5」; empty when the time cannot be shown. */
  readonly clock: string;
  /** "12 min. ago" / 「12分前」; "future date" for a record dated ahead of the present. */
  readonly relative: string;
  /**
   * Words on the row: that the time is when this reader first saw the entry (its feed gave no
   * date it could read), or that the antenna gave no zone (the clock is then the user's); else null.
   */
  readonly zoneNote: string | null;
  /** The tooltip: the full date, time and zone, and, for a stale site, since when. */
  readonly title: string;
  /** The antenna dated the site later than now, beyond the clock-skew allowance. */
  readonly future: boolean;
}

export interface TimeContext {
  readonly mode: 'site' | 'local';
  readonly now: number;
  readonly locale: string;
  readonly stale: boolean;
  /** When any antenna last checked the site (for a stale one's tooltip); the record's own by default. */
  readonly checked?: number | null;
  readonly t: Translate;
}

/**
 * Describes `record.lastModified` on the site's own clock, with its zone named — or on the
 * user's, when the setting asks for it or the antenna did not say (then in words too). A time
 * dated ahead of the present beyond the clock-skew allowance says so ("future date"); a stored
 * time no view can show (outside 1970 to 9999: a record stored before decoders refused them)
 * says "date unreadable" instead of throwing, so one bad record never blanks the list.
 *
 * @example
 * describeTime({ lastModified: 1700000000, tzOffset: 32400, … }, { mode: 'site', now: 1700000720, locale: 'ja', … })
 * // { iso: '2023-11-15T07:13:20+09:00', clock: '7:13 JST', relative: '12分前', zoneNote: null, … }
 */
export function describeTime(
  record: Pick<AntennaRecord, 'lastModified' | 'lastDetected' | 'tzOffset'> & Partial<Pick<AntennaRecord, 'extra'>>,
  context: TimeContext,
): TimeText {
  const { t, locale, now } = context;
  if (!isShowableTime(record.lastModified)) {
    const unreadable = t('popup_dateUnreadable');
    return { iso: null, clock: '', relative: unreadable, zoneNote: null, title: unreadable, future: false };
  }
  const zone = displayZone(record.lastModified, record.tzOffset, context.mode);
  const future = isFutureDated(record, now);
  const seen = record.extra !== undefined && isFirstSeen({ extra: record.extra });
  const lines = [t(future ? 'popup_futureAt' : seen ? 'popup_firstSeenAt' : 'popup_updatedAt', formatSiteTime(record.lastModified, zone.offset, { locale }))];
  if (zone.kind === 'unknown') lines.push(t('popup_zoneUnknown'));
  if (zone.kind === 'local') lines.push(t('popup_zoneLocal'));
  const checked = context.checked ?? record.lastDetected;
  if (context.stale && checked !== null && isShowableTime(checked)) {
    const detected = displayZone(checked, record.tzOffset, context.mode);
    lines.push(t('popup_staleSince', formatSiteTime(checked, detected.offset, { locale })));
  }
  return {
    iso: formatIsoWithOffset(record.lastModified, zone.offset),
    clock: formatSiteTime(record.lastModified, zone.offset, { locale, now }),
    relative: future ? t('popup_future') : formatRelativeTime(record.lastModified, now, locale, t('popup_justNow')),
    zoneNote: seen ? t('popup_firstSeenNote') : zone.kind === 'unknown' ? t('popup_zoneNotGiven') : null,
    title: lines.join('\n'),
    future,
  };
}
