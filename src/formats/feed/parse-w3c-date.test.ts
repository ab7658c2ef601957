import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseW3cDate } from './parse-w3c-date.ts';

describe('parseW3cDate', () => {
  it('reads a +09:00 date with its offset', () => {
    expect(parseW3cDate('2004-05-01T12:00:00+09:00')).toEqual({ seconds: 1083380400, tzOffset: 32400 });
  });

  it('reads Z as offset 0: the producer said UTC', () => {
    expect(parseW3cDate('2003-12-13T18:30:02Z')).toEqual({ seconds: 1071340202, tzOffset: 0 });
  });

  it('reads -00:00 as UTC with an unknown offset (RFC 3339 §4.3)', () => {
    expect(parseW3cDate('2003-12-13T18:30:02-00:00')).toEqual({ seconds: 1071340202, tzOffset: null });
  });

  it('reads negative and half-hour offsets', () => {
    expect(parseW3cDate('2004-05-01T12:00:00-05:30')).toEqual({ seconds: 1083432600, tzOffset: -19800 });
  });

  it('reads W3C-DTF without seconds, with fractions, and the reduced precisions', () => {
    expect(parseW3cDate('2004-04-30T22:00+09:00')).toEqual({ seconds: 1083330000, tzOffset: 32400 });
    expect(parseW3cDate('2003-12-13T18:30:02.25Z')).toEqual({ seconds: 1071340202, tzOffset: 0 });
    expect(parseW3cDate('2004-04-29')).toEqual({ seconds: 1083196800, tzOffset: null });
    expect(parseW3cDate('2004-04')).toEqual({ seconds: 1080777600, tzOffset: null });
    expect(parseW3cDate('2004')).toEqual({ seconds: 1072915200, tzOffset: null });
  });

  it('tolerates lower case, a space for T, +0900 and a missing zone', () => {
    expect(parseW3cDate('2004-05-01t12:00:00+0900')).toEqual({ seconds: 1083380400, tzOffset: 32400 });
    expect(parseW3cDate(' 2004-05-01 03:00:00z ')).toEqual({ seconds: 1083380400, tzOffset: 0 });
    expect(parseW3cDate('2004-05-01T03:00:00')).toEqual({ seconds: 1083380400, tzOffset: null });
  });

  it('rejects impossible dates and garbage', () => {
    for (const text of ['2004-13-01', '2003-02-29', '2004-05-01T24:00:00Z', '2004-05-01T12:60Z',
      '2004-05-01T12:00+25:00', '2004/05/01', 'May 1 2004', '', '20040501']) {
      expect(parseW3cDate(text), text).toBeNull();
    }
  });

  it('accepts 29 February in a leap year only', () => {
    expect(parseW3cDate('2004-02-29')).not.toBeNull();
    expect(parseW3cDate('1900-02-29')).toBeNull();
    expect(parseW3cDate('2000-02-29')).not.toBeNull();
  });

  it('reads back any instant written in any offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), fc.integer({ min: -14 * 60, max: 14 * 60 }),
        (seconds, offsetMinutes) => {
          const offset = offsetMinutes * 60;
          const local = new Date((seconds + offset) * 1000).toISOString().slice(0, 19);
          const sign = offset < 0 ? '-' : '+';
          const abs = Math.abs(offsetMinutes);
          const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
          const expected = offset === 0 && sign === '+' ? 0 : offset;
          expect(parseW3cDate(local + zone)).toEqual({ seconds, tzOffset: expected });
        }),
    );
  });
});
