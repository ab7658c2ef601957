import { MONTH_NAMES, WEEKDAY_NAMES } from './date-names.ts';

const WEEKDAYS = WEEKDAY_NAMES.map((name) => name.slice(0, 3));
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * Writes an RFC 1123 date: in `GMT` when the zone is unknown (null), else in local time with a
 * numeric zone, so that `parseHttpDate` gives back both the time and the zone. An offset that is
 * not whole minutes is rounded to the minute (the time itself stays exact).
 *
 * @example
 * formatHttpDate(946782245, null)   // 'Sun, 02 Jan 2000 03:04:05 GMT'
 * formatHttpDate(946782245, 32400)  // 'Sun, 02 Jan 2000 12:04:05 +0900'
 */
export function formatHttpDate(seconds: number, tzOffset: number | null): string {
  const offset = tzOffset === null ? 0 : Math.round(tzOffset / 60) * 60;
  const d = new Date((seconds + offset) * 1000);
  const date =
    `${WEEKDAYS[d.getUTCDay()] ?? ''}, ${pad2(d.getUTCDate())} ${MONTHS[d.getUTCMonth()] ?? ''} ` +
    `${String(d.getUTCFullYear()).padStart(4, '0')} ` +
    `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  if (tzOffset === null) return `${date} GMT`;
  const minutes = Math.abs(offset) / 60;
  const sign = offset < 0 ? '-' : '+';
  return `${date} ${sign}${pad2(Math.floor(minutes / 60))}${pad2(minutes % 60)}`;
}
