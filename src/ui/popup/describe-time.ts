import { isFutureDated } from '../../core/clock-skew.ts';
import { formatIsoWithOffset } from '../../core/iso-time.ts';
import { isShowableTime } from '../../core/showable-time.ts';
import { formatAbsoluteTime } from '../shared/absolute-time.ts';
import { formatRelativeTime } from '../shared/relative-time.ts';
import { displayZone } from '../shared/time-zone.ts';
import type { AntennaRecord } from '../../core/record.ts';

/** A site's update time as the row shows it. */
export interface TimeText {
  /** ISO 8601 with the zone's offset, for `<time datetime>`; null when the time cannot be shown. */
  readonly iso: string | null;
  /** "12 min. ago" / 「12分前」; "future date" for a record dated ahead of the present. */
  readonly relative: string;
  /** The tooltip: the absolute time and zone, and, for a stale site, since when. */
  readonly title: string;
  /** The antenna dated the site later than now, beyond the clock-skew allowance. */
  readonly future: boolean;
}

export interface TimeContext {
  readonly mode: 'site' | 'local';
  readonly now: number;
  readonly locale: string;
  readonly stale: boolean;
  readonly t: (key: string, substitutions?: string | string[]) => string;
}

/**
 * Describes `record.lastModified` in the site's own zone (the user's when the antenna did
 * not say, or when the setting asks for the user's). A time dated ahead of the present beyond
 * the clock-skew allowance says so ("future date"); a stored time no view can show (outside
 * 1970 to 9999: a record stored before decoders refused them) says "date unreadable" instead
 * of throwing, so one bad record never blanks the list.
 *
 * @example
 * describeTime({ lastModified: 1700000000, tzOffset: 32400, … }, { mode: 'site', … }).iso
 * // '2023-11-15T07:13:20+09:00'
 */
export function describeTime(record: Pick<AntennaRecord, 'lastModified' | 'lastDetected' | 'tzOffset'>, context: TimeContext): TimeText {
  const { t, locale } = context;
  if (!isShowableTime(record.lastModified)) {
    return { iso: null, relative: t('popup_dateUnreadable'), title: t('popup_dateUnreadable'), future: false };
  }
  const zone = displayZone(record.lastModified, record.tzOffset, context.mode);
  const absolute = formatAbsoluteTime(record.lastModified, zone.offset, locale);
  const future = isFutureDated(record, context.now);
  const lines = [t(future ? 'popup_futureAt' : 'popup_updatedAt', absolute)];
  if (zone.kind === 'unknown') lines.push(t('popup_zoneUnknown'));
  if (zone.kind === 'local') lines.push(t('popup_zoneLocal'));
  if (context.stale && record.lastDetected !== null && isShowableTime(record.lastDetected)) {
    const detected = displayZone(record.lastDetected, record.tzOffset, context.mode);
    lines.push(t('popup_staleSince', formatAbsoluteTime(record.lastDetected, detected.offset, locale)));
  }
  return {
    iso: formatIsoWithOffset(record.lastModified, zone.offset),
    relative: future ? t('popup_future') : formatRelativeTime(record.lastModified, context.now, locale, t('popup_justNow')),
    title: lines.join('\n'),
    future,
  };
}
