import { zoneName } from './zone-name.ts';

const DAY = 86_400;

/** How a time is written: the notation every page shares, in each language. */
export interface SiteTimeFormat {
  readonly locale: string;
  /**
   * For a row: the clock alone on the day it is now in that zone, with the day on another
   * day, and with the year in another year. Without it the date is always written whole.
   */
  readonly now?: number;
  /** Adds the weekday (History lists a site's updates by day). */
  readonly weekday?: boolean;
  /** Leaves the zone's name out, where the page names the zone once for all its times. */
  readonly zone?: boolean;
}

/** The parts of the date a time is written with. */
type Shape = 'time' | 'date' | 'year' | 'weekday';

/**
 * A time on the clock of the zone `offset` seconds from UTC, written one way on every page —
 * popup rows and tooltips, History, the options page's preview and its times — in the UI
 * language's own way (12- or 24-hour), followed by the zone's one name (`zoneName`: `JST`,
 * `UTC`, `UTC−5`): "Nov 15, 2023, 7:13 AM JST", 「2023年11月15日 7:13 JST」. The clock is
 * found by shifting the instant and reading it as UTC, since a fixed offset is not a time zone
 * every browser's Intl accepts.
 *
 * @example
 * formatSiteTime(1700000000, 32400, { locale: 'ja' })                  // '2023年11月15日 7:13 JST'
 * formatSiteTime(1700000000, 32400, { locale: 'ja', now: 1700000600 }) // '7:13 JST'
 * formatSiteTime(1700000000, -18000, { locale: 'en', weekday: true, zone: false }) // 'Tue, Nov 14, 2023, 5:13 PM'
 */
export function formatSiteTime(seconds: number, offset: number, format: SiteTimeFormat): string {
  const shifted = new Date((seconds + offset) * 1000);
  const clock = clockFormat(format.locale, shapeOf(seconds, offset, format)).format(shifted);
  return format.zone === false ? clock : `${clock} ${zoneName(offset)}`;
}

function shapeOf(seconds: number, offset: number, { now, weekday }: SiteTimeFormat): Shape {
  if (weekday === true) return 'weekday';
  if (now === undefined) return 'year';
  if (Math.floor((seconds + offset) / DAY) === Math.floor((now + offset) / DAY)) return 'time';
  const sameYear = new Date((seconds + offset) * 1000).getUTCFullYear() === new Date((now + offset) * 1000).getUTCFullYear();
  return sameYear ? 'date' : 'year';
}

/** One formatter per language and shape: building one costs more than formatting a whole list. */
const formats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(locale: string, shape: Shape): Intl.DateTimeFormat {
  const key = `${shape} ${locale}`;
  let format = formats.get(key);
  if (format === undefined) {
    const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };
    if (shape !== 'time') {
      options.month = 'short';
      options.day = 'numeric';
      if (shape !== 'date') options.year = 'numeric';
      if (shape === 'weekday') options.weekday = 'short';
    }
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
