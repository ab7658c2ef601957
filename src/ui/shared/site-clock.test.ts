import { describe, expect, it } from 'vitest';
import { siteClock } from './site-clock.ts';

// 1700000000 is 2023-11-14 22:13:20 UTC: 07:13 on the 15th in Japan, 17:13 on the 14th in New York.
const t = 1_700_000_000;

describe('siteClock', () => {
  it('gives the clock alone on the same day in that zone', () => {
    expect(siteClock(t, 32_400, t + 600, 'ja')).toBe('7:13');
    expect(siteClock(t, -18_000, t + 600, 'en')).toMatch(/^5:13\sPM$/);
  });
  it('writes 24-hour time where the language does', () => {
    expect(siteClock(t, 0, t + 600, 'ja')).toBe('22:13');
    expect(siteClock(t, 0, t + 600, 'en-GB')).toBe('22:13');
  });
  it('adds the date when the day in that zone is another one', () => {
    // Two hours later it is the 15th in UTC, still the 14th in New York.
    expect(siteClock(t, 0, t + 7_200, 'en')).toMatch(/^Nov 14, 10:13\sPM$/);
    expect(siteClock(t, -18_000, t + 7_200, 'en')).toMatch(/^5:13\sPM$/);
    expect(siteClock(t, 32_400, t + 2 * 86_400, 'ja')).toBe('11月15日 7:13');
  });
  it('adds the year when it is another year', () => {
    expect(siteClock(t, 32_400, t + 400 * 86_400, 'ja')).toBe('2023年11月15日 7:13');
  });
});
