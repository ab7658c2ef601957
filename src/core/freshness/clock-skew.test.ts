import { describe, expect, it } from 'vitest';
import { boundSiteMark, boundWatermark, CLOCK_SKEW_ALLOWANCE, isFutureDated } from './clock-skew.ts';

const now = 1_700_000_000;

describe('clock skew', () => {
  it('takes a record up to the allowance ahead as reported now, and beyond it as dated in the future', () => {
    expect(isFutureDated({ lastModified: now + CLOCK_SKEW_ALLOWANCE }, now)).toBe(false);
    expect(isFutureDated({ lastModified: now + CLOCK_SKEW_ALLOWANCE + 1 }, now)).toBe(true);
    expect(isFutureDated({ lastModified: 4_102_444_800 }, now)).toBe(true);
  });

  it('never lets the watermark past the present', () => {
    expect(boundWatermark(4_102_444_800, now)).toBe(now);
    expect(boundWatermark(now - 5, now)).toBe(now - 5);
  });

  it("lets a site's mark run ahead by the allowance at most", () => {
    expect(boundSiteMark(now + 120, now)).toBe(now + 120);
    expect(boundSiteMark(4_102_444_800, now)).toBe(now + CLOCK_SKEW_ALLOWANCE);
  });
});
