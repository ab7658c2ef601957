import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRfc822Date } from './parse-rfc822-date.ts';

describe('parseRfc822Date', () => {
  it('reads GMT as HTTP does: UTC, naming no site zone', () => {
    expect(parseRfc822Date('Tue, 03 Jun 2003 09:39:21 GMT')).toEqual({ seconds: 1054633161, tzOffset: null });
  });

  it('reads a numeric +0900 zone', () => {
    expect(parseRfc822Date('Sat, 01 May 2004 12:00:00 +0900')).toEqual({ seconds: 1083380400, tzOffset: 32400 });
  });

  it('reads JST, which Japanese producers write', () => {
    expect(parseRfc822Date('Sat, 01 May 2004 12:00:00 JST')).toEqual({ seconds: 1083380400, tzOffset: 32400 });
  });

  it('reads the RFC 822 North American zones', () => {
    expect(parseRfc822Date('Fri, 30 Apr 2004 23:00:00 EDT')).toEqual({ seconds: 1083380400, tzOffset: -14400 });
  });

  it('reads -0000 and unknown names as UTC with an unknown offset', () => {
    for (const zone of ['-0000', 'XYZ', 'Abcdef']) {
      expect(parseRfc822Date(`Sat, 01 May 2004 03:00:00 ${zone}`), zone).toEqual({ seconds: 1083380400, tzOffset: null });
    }
  });

  it('reads a date with no zone as UTC with an unknown offset', () => {
    expect(parseRfc822Date('Sat, 01 May 2004 03:00:00')).toEqual({ seconds: 1083380400, tzOffset: null });
  });

  it('tolerates one-digit days and hours, no seconds, no day name, full month names', () => {
    expect(parseRfc822Date('Sat, 1 May 2004 9:05 +0900')).toEqual({ seconds: 1083369900, tzOffset: 32400 });
    expect(parseRfc822Date('01 May 2004 12:00:00 +09:00')).toEqual({ seconds: 1083380400, tzOffset: 32400 });
    expect(parseRfc822Date('Saturday, 01 May 2004 12:00:00 +0900')).toEqual({ seconds: 1083380400, tzOffset: 32400 });
    expect(parseRfc822Date('Sat, 01 May 2004 12:00:00 +0900')).toEqual(parseRfc822Date('Sat 01 may 2004 12:00:00 +0900'));
  });

  it('reads two-digit years as RFC 2822 §4.3 says', () => {
    expect(parseRfc822Date('Mon, 30 May 05 08:05 JST')?.seconds).toBe(1117407900);
    expect(parseRfc822Date('Sun, 06 Nov 94 08:49:37 GMT')?.seconds).toBe(784111777);
  });

  it('rejects impossible dates and garbage', () => {
    for (const text of ['Mon, 30 Feb 2004 10:00:00 +0900', 'Sat, 01 Foo 2004 12:00:00 GMT',
      'Sat, 01 May 2004 25:00:00 GMT', 'Sat, 01 May 2004 12:00:00 +2500', 'yesterday', '2004年5月1日', '']) {
      expect(parseRfc822Date(text), text).toBeNull();
    }
  });

  it('reads back any instant written in any numeric offset', () => {
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), fc.integer({ min: -12 * 60, max: 14 * 60 }),
        (seconds, offsetMinutes) => {
          const offset = offsetMinutes * 60;
          const d = new Date((seconds + offset) * 1000);
          const abs = Math.abs(offsetMinutes);
          const zone = `${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
          const pad = (n: number) => String(n).padStart(2, '0');
          const text = `${days[d.getUTCDay()] ?? ''}, ${pad(d.getUTCDate())} ${months[d.getUTCMonth()] ?? ''} ` +
            `${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${zone}`;
          expect(parseRfc822Date(text)).toEqual({ seconds, tzOffset: offset });
        }),
    );
  });
});
