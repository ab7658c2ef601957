const DAY = 86_400;

/**
 * The time a site updated as its clock read then, in the UI language's own way (12- or
 * 24-hour): `9:36 PM` / 「21:36」 on the day it is now in that zone, `Nov 14, 9:36 PM` /
 * 「11月14日 21:36」 on another day, with the year when it is another year. `offset` is the
 * zone's offset from UTC in seconds; the clock is found by shifting the instant and reading
 * it as UTC, since a fixed offset is not a time zone every browser's Intl accepts.
 *
 * @example
 * siteClock(1700000000, 32400, 1700000000 + 600, 'ja') // '7:13'
 * siteClock(1700000000, 32400, 1700100000, 'en')       // 'Nov 15, 7:13 AM'
 */
export function siteClock(seconds: number, offset: number, now: number, locale: string): string {
  const day = Math.floor((seconds + offset) / DAY);
  const today = Math.floor((now + offset) / DAY);
  const shifted = new Date((seconds + offset) * 1000);
  const sameYear = shifted.getUTCFullYear() === new Date((now + offset) * 1000).getUTCFullYear();
  const shape: ClockShape = day === today ? 'time' : sameYear ? 'date' : 'year';
  return clockFormat(locale, shape).format(shifted);
}

/** The clock alone (today in that zone), with the day, or with the day and the year. */
type ClockShape = 'time' | 'date' | 'year';

/** One formatter per language and shape: building one costs more than formatting a whole list. */
const formats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(locale: string, shape: ClockShape): Intl.DateTimeFormat {
  const key = `${shape} ${locale}`;
  let format = formats.get(key);
  if (format === undefined) {
    const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };
    if (shape !== 'time') {
      options.month = 'short';
      options.day = 'numeric';
      if (shape === 'year') options.year = 'numeric';
    }
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
