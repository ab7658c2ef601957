import { describe, expect, it } from 'vitest';
import { maskDates } from './mask-dates.ts';

// 2005-01-03 12:00 UTC: Monday, 3 January 2005 in every zone from −12 h to +11 h, and
// Tuesday the 4th from +12 h.
const MONDAY = 1104753600;

describe('maskDates', () => {
  it('masks the date that is today somewhere, with its weekday', () => {
    expect(maskDates('2005年1月3日(月) の日記', [MONDAY])).toBe('# の日記');
    expect(maskDates('Monday, 3 Jan 2005', [MONDAY])).toBe('#');
  });

  it('masks tomorrow where the day has already begun in the east', () => {
    expect(maskDates('2005/01/04', [MONDAY])).toBe('#');
  });

  it('keeps a date that is today nowhere', () => {
    expect(maskDates('2005/01/01 と 2005/01/06', [MONDAY])).toBe('2005/01/01 と 2005/01/06');
  });

  it('masks the dates that were today at any of the moments given', () => {
    expect(maskDates('2005/01/01 と 2005/01/03', [MONDAY, MONDAY - 2 * 86_400])).toBe('# と #');
  });

  it('masks a month and day without a year only in kanji or with its weekday', () => {
    expect(maskDates('1月3日 と 1/3(月) と 1/3', [MONDAY])).toBe('# と # と 1/3');
  });
});
