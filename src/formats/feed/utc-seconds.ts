import { daysFromCivil, daysInMonth } from '../../http/days-from-civil.ts';

/**
 * Unix seconds of a UTC calendar time, or null when a field is out of range (month 13,
 * 31 February, hour 24). A leap second `:60` is accepted and counts into the next minute,
 * as Unix time does.
 *
 * @example
 * utcSeconds(2004, 5, 1, 3, 0, 0)  // 1083380400
 * utcSeconds(2003, 2, 29, 0, 0, 0) // null
 */
export function utcSeconds(
  year: number, month: number, day: number, hour: number, minute: number, second: number,
): number | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 60) return null;
  return daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second;
}
