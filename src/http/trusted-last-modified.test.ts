import { describe, expect, it } from 'vitest';
import { trustedLastModified } from './trusted-last-modified.ts';

const now = 1104753600; // Mon, 03 Jan 2005 12:00:00 GMT
const date = 'Mon, 03 Jan 2005 12:00:00 GMT';

describe('trustedLastModified', () => {
  it("reads a static file's Last-Modified", () => {
    expect(trustedLastModified('Sat, 01 Jan 2005 04:00:00 GMT', date, now)).toBe(1104552000);
  });

  it('reads the date forms old servers wrote', () => {
    expect(trustedLastModified('Saturday, 01-Jan-05 04:00:00 GMT', date, now)).toBe(1104552000);
    expect(trustedLastModified('Sat Jan  1 04:00:00 2005', null, now)).toBe(1104552000);
  });

  it('refuses a Last-Modified stamped at the moment of the answer (a script)', () => {
    expect(trustedLastModified(date, date, now)).toBeNull();
    expect(trustedLastModified('Mon, 03 Jan 2005 11:59:59 GMT', date, now)).toBeNull();
  });

  it('refuses a Last-Modified in the future', () => {
    expect(trustedLastModified('Tue, 04 Jan 2005 12:00:00 GMT', date, now)).toBeNull();
    expect(trustedLastModified('Tue, 04 Jan 2005 12:00:00 GMT', null, now)).toBeNull();
  });

  it('refuses what is not a date', () => {
    expect(trustedLastModified('yesterday', date, now)).toBeNull();
    expect(trustedLastModified(null, date, now)).toBeNull();
  });
});
