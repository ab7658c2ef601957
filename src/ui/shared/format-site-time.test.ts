import { describe, expect, it } from 'vitest';
import { formatSiteTime } from './format-site-time.ts';

// 1700000000 is 2023-11-14 22:13:20 UTC: 07:13 on the 15th in Japan, 17:13 on the 14th in New York.
const t = 1_700_000_000;

describe('formatSiteTime', () => {
  it("writes the whole date and the site's zone by its one name", () => {
    expect(formatSiteTime(t, 32_400, { locale: 'ja' })).toBe('2023年11月15日 7:13 JST');
    expect(formatSiteTime(t, 32_400, { locale: 'en' })).toMatch(/^Nov 15, 2023, 7:13\sAM JST$/);
    expect(formatSiteTime(t, -18_000, { locale: 'en' })).toMatch(/^Nov 14, 2023, 5:13\sPM UTC−5$/);
    expect(formatSiteTime(t, 0, { locale: 'ja' })).toBe('2023年11月14日 22:13 UTC');
  });

  it('gives a row the clock alone on the same day in that zone', () => {
    expect(formatSiteTime(t, 32_400, { locale: 'ja', now: t + 600 })).toBe('7:13 JST');
    expect(formatSiteTime(t, -18_000, { locale: 'en', now: t + 600 })).toMatch(/^5:13\sPM UTC−5$/);
  });

  it('writes 24-hour time where the language does', () => {
    expect(formatSiteTime(t, 0, { locale: 'ja', now: t + 600 })).toBe('22:13 UTC');
    expect(formatSiteTime(t, 0, { locale: 'en-GB', now: t + 600 })).toBe('22:13 UTC');
  });

  it('adds the day when the day in that zone is another one, and the year in another year', () => {
    // Two hours later it is the 15th in UTC, still the 14th in New York.
    expect(formatSiteTime(t, 0, { locale: 'en', now: t + 7_200 })).toMatch(/^Nov 14, 10:13\sPM UTC$/);
    expect(formatSiteTime(t, -18_000, { locale: 'en', now: t + 7_200 })).toMatch(/^5:13\sPM UTC−5$/);
    expect(formatSiteTime(t, 32_400, { locale: 'ja', now: t + 2 * 86_400 })).toBe('11月15日 7:13 JST');
    expect(formatSiteTime(t, 32_400, { locale: 'ja', now: t + 400 * 86_400 })).toBe('2023年11月15日 7:13 JST');
  });

  it('writes the weekday in the same notation, and leaves the zone out when asked', () => {
    expect(formatSiteTime(t, 32_400, { locale: 'ja', weekday: true, zone: false })).toBe('2023年11月15日(水) 7:13');
    expect(formatSiteTime(t, -18_000, { locale: 'en', weekday: true })).toMatch(/^Tue, Nov 14, 2023, 5:13\sPM UTC−5$/);
  });
});
