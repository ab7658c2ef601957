import { describe, expect, it } from 'vitest';
import { isNew } from './is-new.ts';

const now = 100_000;
function site(lastModified: number, lastDetected = now - 60) {
  return { record: { lastModified, lastDetected } } as Parameters<typeof isNew>[0];
}

describe('isNew', () => {
  it('is new when modified after the watermark', () => {
    expect(isNew(site(500), { watermark: 499 }, now)).toBe(true);
  });

  it('is seen when modified at or before the watermark', () => {
    expect(isNew(site(500), { watermark: 500 }, now)).toBe(false);
  });

  it('is seen when the site mark is at or after its lastModified', () => {
    expect(isNew(site(500), { watermark: 0, siteSeen: 500 }, now)).toBe(false);
  });

  it('is new again when the site changed after its mark', () => {
    expect(isNew(site(600), { watermark: 0, siteSeen: 500 }, now)).toBe(true);
  });

  it('uses the later of the watermark and the site mark', () => {
    expect(isNew(site(600), { watermark: 700, siteSeen: 500 }, now)).toBe(false);
  });

  it('never counts a stale record as new (LIRS)', () => {
    expect(isNew(site(99_000, now - 28_801), { watermark: 0 }, now)).toBe(false);
    expect(isNew(site(99_000, now - 100), { watermark: 0 }, now, 99)).toBe(false);
  });

  it('never counts a record dated in the future beyond the clock-skew allowance as new', () => {
    expect(isNew(site(now + 300), { watermark: 0 }, now)).toBe(true);
    expect(isNew(site(now + 301), { watermark: 0 }, now)).toBe(false);
    expect(isNew(site(4_102_444_800), { watermark: 0 }, now)).toBe(false);
  });

  it('reads a watermark past the present as the present', () => {
    expect(isNew(site(now - 10), { watermark: 4_102_444_800 }, now)).toBe(false);
    expect(isNew(site(now + 10), { watermark: 4_102_444_800 }, now)).toBe(true);
  });

  it("reads a site's mark beyond the allowance as no mark", () => {
    expect(isNew(site(now - 10), { watermark: 0, siteSeen: 4_102_444_800 }, now)).toBe(true);
    expect(isNew(site(now + 100), { watermark: 0, siteSeen: now + 100 }, now)).toBe(false);
  });

  it('is fresh when any antenna checked the site lately, though the winning one did not', () => {
    const winner = site(99_000, now - 28_801);
    expect(isNew({ ...winner, checked: now - 60 }, { watermark: 0 }, now)).toBe(true);
  });
});
