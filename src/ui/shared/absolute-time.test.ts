import { describe, expect, it } from 'vitest';
import { formatAbsoluteTime } from './absolute-time.ts';

describe('formatAbsoluteTime', () => {
  it("reads the site's clock in Japan", () => {
    expect(formatAbsoluteTime(1_700_000_000, 32400, 'ja')).toBe('2023/11/15 7:13 UTC+09:00');
  });
  it("reads the site's clock west of UTC", () => {
    expect(formatAbsoluteTime(1_700_000_000, -18000, 'en')).toMatch(/^Nov 14, 2023, 5:13\sPM UTC-05:00$/);
  });
});
