import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseImfFixdate } from './parse-imf-fixdate.ts';

describe('parseImfFixdate', () => {
  it('reads the fixed RFC 1123 shape in GMT, UTC, JST or a numeric zone', () => {
    expect(parseImfFixdate('Sun, 02 Jan 2000 03:04:05 GMT')).toEqual({ seconds: 946782245, tzOffset: null });
    expect(parseImfFixdate('Sun, 02 Jan 2000 03:04:05 UTC')).toEqual({ seconds: 946782245, tzOffset: null });
    expect(parseImfFixdate('Sun, 02 Jan 2000 12:04:05 JST')).toEqual({ seconds: 946782245, tzOffset: 32400 });
    expect(parseImfFixdate('Sun, 02 Jan 2000 12:04:05 +0900')).toEqual({ seconds: 946782245, tzOffset: 32400 });
  });

  it('reads in place, between two positions', () => {
    const line = 'Last-Modified: Sun, 02 Jan 2000 03:04:05 GMT';
    expect(parseImfFixdate(line, 15, line.length)?.seconds).toBe(946782245);
  });

  it.each([
    'Sun, 2 Jan 2000 03:04:05 GMT',
    'Sun, 02 jan 2000 03:04:05 GMT',
    'Sun, 30 Feb 2000 03:04:05 GMT',
    'Sun, 02 Jan 2000 03:04:05 EST',
    'Sun, 02 Jan 2000 03:04:05 +09x0',
    'Sun, 02 Jan 2000 3:04:05 GMT ',
  ])('leaves %j to the general parser', (text) => {
    expect(parseImfFixdate(text)).toBeNull();
  });

  it('agrees with Date.parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (seconds) => {
        const text = new Date(seconds * 1000).toUTCString();
        expect(parseImfFixdate(text)?.seconds).toBe(Date.parse(text) / 1000);
      }),
    );
  });
});
