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
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };
  if (day !== today) {
    options.month = 'short';
    options.day = 'numeric';
    if (!sameYear) options.year = 'numeric';
  }
  return new Intl.DateTimeFormat(locale, options).format(shifted);
}
