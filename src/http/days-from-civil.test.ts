import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysFromCivil, daysInMonth } from './days-from-civil.ts';

describe('daysFromCivil', () => {
  it('counts from 1970-01-01', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(daysFromCivil(2000, 1, 2)).toBe(10958);
    expect(daysFromCivil(1969, 12, 31)).toBe(-1);
  });

  it('agrees with Date.UTC for every day of years 1–9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -62_135_596_800_000, max: 253_402_300_799_000 }), (ms) => {
        const date = new Date(ms);
        const days = daysFromCivil(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
        expect(days).toBe(Math.floor(ms / 86_400_000));
      }),
    );
  });
});

describe('daysInMonth', () => {
  it('knows leap years', () => {
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2004, 2)).toBe(29);
    expect(daysInMonth(2005, 2)).toBe(28);
  });

  it('knows the short months', () => {
    expect([4, 6, 9, 11].map((month) => daysInMonth(2005, month))).toEqual([30, 30, 30, 30]);
    expect([1, 3, 5, 7, 8, 10, 12].every((month) => daysInMonth(2005, month) === 31)).toBe(true);
  });
});
