import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './parse-retry-after.ts';

// Wed, 21 Oct 2015 07:28:00 GMT
const at = 1445412480;

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', 0)).toBe(120);
    expect(parseRetryAfter(' 0 ', 0)).toBe(0);
  });

  it('reads an IMF-fixdate as seconds from now', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', at - 60)).toBe(60);
  });

  it('reads the obsolete RFC 850 form', () => {
    expect(parseRetryAfter('Wednesday, 21-Oct-15 07:28:00 GMT', at - 5)).toBe(5);
  });

  it('reads the asctime form', () => {
    expect(parseRetryAfter('Wed Oct 21 07:28:00 2015', at - 5)).toBe(5);
    expect(parseRetryAfter('Sun Nov  6 08:49:37 1994', 784111777 - 1)).toBe(1);
  });

  it('gives 0 for a date in the past', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', at + 100)).toBe(0);
  });

  it('gives null for anything else', () => {
    for (const value of [null, undefined, '', 'soon', '-5', '1.5', 'Wed, 31 Feb 2015 07:28:00 GMT', 'Wed, 21 Foo 2015 07:28:00 GMT']) {
      expect(parseRetryAfter(value, at)).toBeNull();
    }
  });
});
