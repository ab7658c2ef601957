import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseImfFixdate } from './parse-imf-fixdate.ts';
import { readImfFixdateBytes } from './read-imf-fixdate-bytes.ts';

/** What `readImfFixdateBytes` reads from the ASCII `text` placed `offset` bytes into a buffer, as `parseImfFixdate` would say it. */
function read(text: string, offset = 0): { seconds: number; tzOffset: number | null } | null {
  const bytes = new Uint8Array(offset + text.length + 2);
  for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
  const out = { seconds: 0, tzOffset: null as number | null };
  return readImfFixdateBytes(bytes, offset, offset + text.length, out) ? out : null;
}

describe('readImfFixdateBytes', () => {
  it('reads what parseImfFixdate reads, in place between two positions', () => {
    expect(read('Sun, 02 Jan 2000 12:04:05 +0900', 3)).toEqual({ seconds: 946782245, tzOffset: 32400 });
    expect(read('Sun, 02 Jan 2000 03:04:05 GMT')).toEqual({ seconds: 946782245, tzOffset: null });
    expect(read('Sun, 02 Jan 2000 03:04:05 -0000')).toEqual({ seconds: 946782245, tzOffset: null });
    expect(read('Sun, 02 Jan 2000 3:04:05 GMT ')).toBeNull();
  });

  it('property: gives what parseImfFixdate gives, for dates and for text one character away from one', () => {
    const date = fc.integer({ min: -100_000_000_000, max: 300_000_000_000 }).map((seconds) => new Date(seconds * 1000).toUTCString());
    const zone = fc.constantFrom(' GMT', ' UTC', ' JST', ' EST', ' +0900', ' -0000', ' -1200', ' +2400', ' +09x0', ' +0960', ' gmt', ' 0900');
    const text = fc
      .tuple(date, zone, fc.nat(40), fc.constantFrom('', 'x', '0', ' ', ':', ',', '9', 'J', '-'), fc.boolean())
      .map(([written, zoneName, at, piece, change]) => {
        const base = written.slice(0, 25) + zoneName;
        return change ? base.slice(0, at) + piece + base.slice(at + 1) : base;
      })
      .filter((value) => !/[^\x00-\x7f]/.test(value));
    fc.assert(
      fc.property(text, fc.nat(3), (value, offset) => {
        expect(read(value, offset)).toEqual(parseImfFixdate(value));
      }),
      { numRuns: 3000 },
    );
  });
});
