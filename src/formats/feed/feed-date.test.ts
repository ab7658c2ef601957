import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installStringWork } from '../../../test/support/string-work.ts';
import { parseFeedDate } from './feed-date.ts';

/** Unix seconds of a UTC calendar time. */
const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number => Date.UTC(y, mo - 1, d, h, mi, s) / 1000;

describe('parseFeedDate', () => {
  // The forms of the Universal Feed Parser's date tests (tests/test_date_parsers.py), each with
  // the instant that corpus expects.
  it.each([
    ['Thu, 01 Jan 2004', utc(2004, 1, 1), null],
    ['Thu, 01 Jan 2004 00:00 GMT', utc(2004, 1, 1), null],
    ['Thu, 01 Jan 04 19:48:21 GMT', utc(2004, 1, 1, 19, 48, 21), null],
    ['Thu,  5 Apr 2012 10:00:00 GMT', utc(2012, 4, 5, 10), null],
    ['Mon, 13 Feb, 2012 06:28:00 UTC', utc(2012, 2, 13, 6, 28), null],
    ['Wed, 19 Aug 2009 18:28:00 Etc/GMT', utc(2009, 8, 19, 18, 28), null],
    ['Wed, 19 Feb 2012 22:40:00 GMT-01:01', utc(2012, 2, 19, 23, 41), -3660],
    ['Wed, 19 Feb 2012 22:40:00 -01:01', utc(2012, 2, 19, 23, 41), -3660],
    ['Thu, 30 Apr 2015 08:57:00 MET', utc(2015, 4, 30, 7, 57), 3600],
    ['Thu, 30 Apr 2015 08:57:00 MEST', utc(2015, 4, 30, 6, 57), 7200],
    ['Mon, 26 January 2004 16:31:00 AT', utc(2004, 1, 26, 20, 31), -14400],
    ['Mon, 26 January 2004 16:31:00 ET', utc(2004, 1, 26, 21, 31), -18000],
    ['Mon, 26 January 2004 16:31:00 CT', utc(2004, 1, 26, 22, 31), -21600],
    ['Mon, 26 January 2004 16:31:00 MT', utc(2004, 1, 26, 23, 31), -25200],
    ['Mon, 26 January 2004 16:31:00 PT', utc(2004, 1, 27, 0, 31), -28800],
    ['Thu Aug 30 2012 17:26:16 +0200', utc(2012, 8, 30, 15, 26, 16), 7200],
    ['Thu Aug 30 2012 17:26:16 GMT+0200 (CEST)', utc(2012, 8, 30, 15, 26, 16), 7200],
    ['Sun Jan  4 16:29:06 2004', utc(2004, 1, 4, 16, 29, 6), null],
    ['Sun Jul 15 01:16:00 +0000 2012', utc(2012, 7, 15, 1, 16), 0],
    ['Sat, 01 May 2004 12:00:00 KST', utc(2004, 5, 1, 3), 32400],
    ['Sat, 01 May 2004 12:00:00 B', utc(2004, 5, 1, 10), 7200],
    ['2003-012-31T10:14:55+00:00', utc(2003, 12, 31, 10, 14, 55), 0],
    ['03-12-31', utc(2003, 12, 31), null],
    ['031231', utc(2003, 12, 31), null],
    ['-03-12', utc(2003, 12, 1), null],
    ['-0312', utc(2003, 12, 1), null],
    ['03335', utc(2003, 12, 1), null],
    ['2003-335', utc(2003, 12, 1), null],
    ['2004-07-08 23:56:58 -00:20', utc(2004, 7, 9, 0, 16, 58), -1200],
    ['2004-07-08 23:56:58.0', utc(2004, 7, 8, 23, 56, 58), null],
    ['2004년 05월 28일  01:31:15', utc(2004, 5, 27, 16, 31, 15), 32400],
    ['2004-05-25 오후 11:23:17', utc(2004, 5, 25, 14, 23, 17), 32400],
    ['Κυρ, 11 Ιούλ 2004 12:00:00 EST', utc(2004, 7, 11, 17), -18000],
    ['2004-július-13T9:15-05:00', utc(2004, 7, 13, 14, 15), -18000],
  ] as const)('reads %j', (text, seconds, tzOffset) => {
    expect(parseFeedDate(text)).toEqual({ seconds, tzOffset });
  });

  it('reads a zone name it does not know as UTC with an unknown offset, not as a wrong zone', () => {
    expect(parseFeedDate('Sat, 01 May 2004 03:00:00 XYZ')).toEqual({ seconds: utc(2004, 5, 1, 3), tzOffset: null });
  });

  it.each([
    'Sun, 16 Dec 2012 1:2:3:4 GMT', 'Sun, 16 zzz 2012 11:47:32 GMT', 'Sun, Dec x 2012 11:47:32 GMT',
    'Sun, 16 Dec zz 11:47:32 GMT', 'Sun, 16 Dec 2012 11:47:32 +zz:00', 'Sun, 16 Dec 2012 11:47:32 +00:zz',
    'Sun, 99 Jun 2009 12:00:00 GMT', '2003-12-31T25:14:55Z', '2013-01-27-01', '2004-foo-13T9:15Z',
    'Κυρ, 11 Φοο 2004 12:00:00 EST', '2004-05-25 오후 13:23:17', '', 'yesterday',
  ])('gives null for %j', (text) => {
    expect(parseFeedDate(text)).toBeNull();
  });

  it('never throws and gives whole seconds on arbitrary text', () => {
    const pieces = fc.constantFrom('Sun', ', ', ' ', '01', '2004', 'Jan', '-', ':', '+0900', 'GMT', 'T', 'Z', '년', 'Ιαν', '(', ')', '/', 'Etc/');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join(''))), (text) => {
        const date = parseFeedDate(text);
        if (date !== null) expect(Number.isInteger(date.seconds)).toBe(true);
      }),
    );
  });

  it('does work in proportion to its input, whatever the text', () => {
    // Work counted, not timed (test/support/string-work.ts); past 200 characters a text is no
    // date and only its trimming is paid for.
    const pieces = fc.constantFrom(' ', '  ', '1', '12', 'Jan', 'GMT', '+', ':', ',', '-', 'T', '(', 'Etc/', '년', 'Ιαν', 'a');
    const work = installStringWork();
    try {
      fc.assert(
        fc.property(fc.array(pieces, { maxLength: 400 }).map((parts) => parts.join('')), (text) => {
          expect(work.measure(() => parseFeedDate(text))).toBeLessThanOrEqual(30 * text.length + 300);
        }),
      );
    } finally {
      work.restore();
    }
  });
});
