import { formatIsoWithOffset } from '../../core/iso-time.ts';
import { formatAbsoluteTime } from '../shared/absolute-time.ts';
import { formatRelativeTime } from '../shared/relative-time.ts';
import { displayZone } from '../shared/time-zone.ts';
import type { AntennaRecord } from '../../core/record.ts';

/** A site's update time as the row shows it. */
export interface TimeText {
  /** ISO 8601 with the zone's offset, for `<time datetime>`. */
  readonly iso: string;
  /** "12 min. ago" / 「12分前」. */
  readonly relative: string;
  /** The tooltip: the absolute time and zone, and, for a stale site, since when. */
  readonly title: string;
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
 * not say, or when the setting asks for the user's).
 *
 * @example
 * describeTime({ lastModified: 1700000000, tzOffset: 32400, … }, { mode: 'site', … }).iso
 * // '2023-11-15T07:13:20+09:00'
 */
export function describeTime(record: Pick<AntennaRecord, 'lastModified' | 'lastDetected' | 'tzOffset'>, context: TimeContext): TimeText {
  const { t, locale } = context;
  const zone = displayZone(record.lastModified, record.tzOffset, context.mode);
  const lines = [t('popup_updatedAt', formatAbsoluteTime(record.lastModified, zone.offset, locale))];
  if (zone.kind === 'unknown') lines.push(t('popup_zoneUnknown'));
  if (zone.kind === 'local') lines.push(t('popup_zoneLocal'));
  if (context.stale && record.lastDetected !== null) {
    const detected = displayZone(record.lastDetected, record.tzOffset, context.mode);
    lines.push(t('popup_staleSince', formatAbsoluteTime(record.lastDetected, detected.offset, locale)));
  }
  return {
    iso: formatIsoWithOffset(record.lastModified, zone.offset),
    relative: formatRelativeTime(record.lastModified, context.now, locale, t('popup_justNow')),
    title: lines.join('\n'),
  };
}
