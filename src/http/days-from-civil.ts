/**
 * Days from 1970-01-01 to a proleptic Gregorian date (month 1–12), for any year, without
 * `Date` (H. Hinnant's `days_from_civil`): the date parsers call it tens of thousands of times
 * per file.
 *
 * @example
 * daysFromCivil(1970, 1, 1)  // 0
 * daysFromCivil(2000, 1, 2)  // 10958
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/**
 * Days in a month (1–12) of a proleptic Gregorian year.
 *
 * @example
 * daysInMonth(2000, 2) // 29
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
