import { MONTH_NAMES } from '../../http/date-names.ts';

const HOUR = 3600;

/** UTC offsets run from −12 h to +14 h: a moment is a date somewhere in that range. */
const WEST = -12 * HOUR;
const EAST = 14 * HOUR;

const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3).toLowerCase());
const MONTH = String.raw`(${MONTHS.join('|')})[a-z]*\.?`;

/** A weekday written before a date: `Monday, `, `Mon. `. */
const WEEKDAY_BEFORE = String.raw`(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?,?\s+)?`;
/** A weekday written after a date: `(月)`, `（月曜日）`, `(Mon)`, ` 月曜日`. */
const WEEKDAY_AFTER = String.raw`(?:\s*[(（]\s*(?:[日月火水木金土](?:曜日?)?|(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?)\s*[)）]|\s*[日月火水木金土]曜日)?`;

/** `2005/01/03`, `2005-1-3`, `2005.01.03`, `2005年1月3日`, `05/01/03`. */
const YEAR_MONTH_DAY = new RegExp(
  String.raw`(?<![\d/.-])(\d{4}|\d{2})\s*(?:[/.-]|年)\s*(\d{1,2})\s*(?:[/.-]|月)\s*(\d{1,2})(?:\s*日)?(?![\d/.-])${WEEKDAY_AFTER}`,
  'gi',
);
/** `01/03/2005` (US order). */
const MONTH_DAY_YEAR = new RegExp(String.raw`${WEEKDAY_BEFORE}(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{4})(?![\d/])${WEEKDAY_AFTER}`, 'gi');
/** `3 Jan 2005`, `03-Jan-2005`, `3rd January, 2005`. */
const DAY_NAME_YEAR = new RegExp(String.raw`${WEEKDAY_BEFORE}(?<!\d)(\d{1,2})(?:st|nd|rd|th)?[\s-]+${MONTH},?[\s-]+(\d{4})(?!\d)`, 'gi');
/** `January 3, 2005`, `Jan 3 2005`. */
const NAME_DAY_YEAR = new RegExp(String.raw`${WEEKDAY_BEFORE}${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)`, 'gi');
/** `1月3日` without a year. */
const KANJI_MONTH_DAY = new RegExp(String.raw`(?<!\d)(\d{1,2})\s*月\s*(\d{1,2})\s*日${WEEKDAY_AFTER}`, 'g');
/** `1/3(月)`: a month and day without a year count only with their weekday. */
const SLASH_MONTH_DAY = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?=\s*[(（]\s*(?:[日月火水木金土]|sun|mon|tue|wed|thu|fri|sat))(\s*[(（][^)）]{1,12}[)）])/gi;

/** The calendar dates a moment is somewhere on Earth, as `y-m-d` and `m-d`. */
function datesOf(seconds: number, into: Set<string>): void {
  for (const offset of [WEST, 0, EAST]) {
    const date = new Date((seconds + offset) * 1000);
    const month = date.getUTCMonth() + 1;
    const day = date.getUTCDate();
    into.add(`${date.getUTCFullYear()}-${month}-${day}`);
    into.add(`${month}-${day}`);
  }
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 4 ? year : year < 70 ? 2000 + year : 1900 + year;
}

/**
 * Masks the dates that are "today" at any of the moments `at` (Unix seconds), in every zone:
 * a page that prints today's date changes every day without being updated. Written as
 * Japanese and English pages wrote them (`2005/01/03`, `2005年1月3日(月)`, `05/01/03`,
 * `Mon, 3 Jan 2005`, `January 3, 2005`, `1月3日`, `1/3(月)`), with the weekday beside them.
 * Other dates are content and stay.
 *
 * @example
 * maskDates('今日は2005年1月3日(月)、前回は2004/12/24', [1104710400]) // '今日は#、前回は2004/12/24'
 */
export function maskDates(text: string, at: readonly number[]): string {
  const today = new Set<string>();
  for (const moment of at) datesOf(moment, today);
  const is = (year: number | null, month: number, day: number) => today.has(year === null ? `${month}-${day}` : `${year}-${month}-${day}`);
  const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
  return text
    .replace(YEAR_MONTH_DAY, (whole, y: string, m: string, d: string) =>
      is(fullYear(y), Number(m), Number(d)) || (y.length === 2 && is(fullYear(d), Number(y), Number(m))) ? '#' : whole,
    )
    .replace(MONTH_DAY_YEAR, (whole, m: string, d: string, y: string) => (is(Number(y), Number(m), Number(d)) ? '#' : whole))
    .replace(DAY_NAME_YEAR, (whole, d: string, name: string, y: string) => (is(Number(y), monthOf(name), Number(d)) ? '#' : whole))
    .replace(NAME_DAY_YEAR, (whole, name: string, d: string, y: string) => (is(Number(y), monthOf(name), Number(d)) ? '#' : whole))
    .replace(KANJI_MONTH_DAY, (whole, m: string, d: string) => (is(null, Number(m), Number(d)) ? '#' : whole))
    .replace(SLASH_MONTH_DAY, (whole, m: string, d: string) => (is(null, Number(m), Number(d)) ? '#' : whole));
}
