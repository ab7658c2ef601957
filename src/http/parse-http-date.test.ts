import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHttpDate } from './format-http-date.ts';
import { parseHttpDate } from './parse-http-date.ts';

const JAN_2_2000 = 946782245; // 2000-01-02T03:04:05Z
const NOV_6_1994 = 784111777; // 1994-11-06T08:49:37Z

describe('parseHttpDate', () => {
  it('reads RFC 1123 in GMT, which names no site zone', () => {
    expect(parseHttpDate('Sun, 02 Jan 2000 03:04:05 GMT')).toEqual({ seconds: JAN_2_2000, tzOffset: null });
  });

  it("reads WDB's unpadded days", () => {
    expect(parseHttpDate('Sun, 2 Jan 2000 03:04:05 GMT')).toEqual({ seconds: JAN_2_2000, tzOffset: null });
  });

  it('reads RFC 850 with a two-digit year', () => {
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT')).toEqual({ seconds: NOV_6_1994, tzOffset: null });
    expect(parseHttpDate('Sunday, 02-Jan-00 03:04:05 GMT')).toEqual({ seconds: JAN_2_2000, tzOffset: null });
  });

  it('reads asctime as GMT', () => {
    expect(parseHttpDate('Sun Nov  6 08:49:37 1994')).toEqual({ seconds: NOV_6_1994, tzOffset: null });
  });

  it('reads asctime with a zone before the year, as date(1) writes it', () => {
    expect(parseHttpDate('Sun Jan  2 12:04:05 JST 2000')).toEqual({ seconds: JAN_2_2000, tzOffset: 32400 });
  });

  it('reads a numeric zone and keeps it as the site zone', () => {
    expect(parseHttpDate('Sun, 02 Jan 2000 12:04:05 +0900')).toEqual({ seconds: JAN_2_2000, tzOffset: 32400 });
    expect(parseHttpDate('Sat, 01 Jan 2000 22:04:05 -0500')).toEqual({ seconds: JAN_2_2000, tzOffset: -18000 });
    expect(parseHttpDate('Sun, 02 Jan 2000 08:34:05 +05:30')).toEqual({ seconds: JAN_2_2000, tzOffset: 19800 });
  });

  it('reads +0000 as a known zone of zero, unlike GMT', () => {
    expect(parseHttpDate('Sun, 02 Jan 2000 03:04:05 +0000')).toEqual({ seconds: JAN_2_2000, tzOffset: 0 });
  });

  it('reads JST', () => {
    expect(parseHttpDate('Sun, 02 Jan 2000 12:04:05 JST')).toEqual({ seconds: JAN_2_2000, tzOffset: 32400 });
  });

  it('reads US zone names', () => {
    expect(parseHttpDate('Sat, 01 Jan 2000 19:04:05 PST')).toEqual({ seconds: JAN_2_2000, tzOffset: -28800 });
  });

  it('reads UT, UTC and Z as GMT', () => {
    for (const zone of ['UT', 'UTC', 'Z']) {
      expect(parseHttpDate(`Sun, 02 Jan 2000 03:04:05 ${zone}`)).toEqual({ seconds: JAN_2_2000, tzOffset: null });
    }
  });

  it('reads a date without a zone as GMT', () => {
    expect(parseHttpDate('Sun, 02 Jan 2000 03:04:05')).toEqual({ seconds: JAN_2_2000, tzOffset: null });
  });

  it('skips an RFC 822 comment after the zone', () => {
    expect(parseHttpDate('Sun, 02 Jan 2000 12:04:05 +0900 (JST)')).toEqual({ seconds: JAN_2_2000, tzOffset: 32400 });
  });

  it('reads hina-style YYYY/MM/DD hh:mm as Japan time', () => {
    expect(parseHttpDate('2000/01/02 12:04')).toEqual({ seconds: JAN_2_2000 - 5, tzOffset: 32400 });
    expect(parseHttpDate('2000/1/2 12:04:05')).toEqual({ seconds: JAN_2_2000, tzOffset: 32400 });
  });

  it('takes month names in any case, abbreviated or not, and no weekday', () => {
    expect(parseHttpDate('02 JANUARY 2000 03:04:05 gmt')).toEqual({ seconds: JAN_2_2000, tzOffset: null });
    expect(parseHttpDate('Sun, 02 jan 2000 03:04:05 GMT')).toEqual({ seconds: JAN_2_2000, tzOffset: null });
  });

  it('does not check the weekday', () => {
    expect(parseHttpDate('Mon, 02 Jan 2000 03:04:05 GMT')?.seconds).toBe(JAN_2_2000);
  });

  it('reads times before 1970', () => {
    expect(parseHttpDate('Sun, 20 Jul 1969 20:17:40 GMT')?.seconds).toBe(-14182940);
  });

  it.each([
    '',
    'yesterday',
    '0',
    'Sun, 31 Feb 2000 03:04:05 GMT',
    'Sun, 02 Foo 2000 03:04:05 GMT',
    'Sun, 02 Jan 2000 24:00:00 GMT',
    'Sun, 02 Jan 2000 03:60:00 GMT',
    'Sun, 02 Jan 2000 03:04:05 XYZ',
    'Sun, 02 Jan 2000 03:04:05 GMT trailing',
    'Sun, 02 Jan 200 03:04:05 GMT',
    '2000/13/01 00:00',
    '2000/01/02',
    '946782245',
  ])('gives null for %j', (text) => {
    expect(parseHttpDate(text)).toBeNull();
  });

  it('reads back every date formatHttpDate writes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -62_135_596_800, max: 253_402_300_799 - 86_400 }),
        fc.option(fc.integer({ min: -1439, max: 1439 }).map((minutes) => minutes * 60)),
        (seconds, tzOffset) => {
          expect(parseHttpDate(formatHttpDate(seconds, tzOffset))).toEqual({ seconds, tzOffset });
        },
      ),
    );
  });

  it('agrees with Date.parse on RFC 1123 GMT dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (seconds) => {
        const text = new Date(seconds * 1000).toUTCString();
        expect(parseHttpDate(text)?.seconds).toBe(Date.parse(text) / 1000);
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseHttpDate(text);
        if (parsed !== null) expect(Number.isInteger(parsed.seconds)).toBe(true);
      }),
    );
  });
});
