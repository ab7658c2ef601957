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

  it('is seen when either the watermark or the site mark covers it', () => {
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
  });

  it('counts an update reported late as new: learned after the last look, though dated before it', () => {
    // Marked all seen at 20:00; at 21:00 an antenna reports a change made at 19:10.
    const reported = { ...site(now - 6600), learned: now };
    expect(isNew(reported, { watermark: now - 3600 }, now)).toBe(true);
  });

  it('does not count an update the reader had learned of before the last look, however recent its own time', () => {
    expect(isNew({ ...site(now - 10), learned: now - 20 }, { watermark: now - 15 }, now)).toBe(false);
  });

  it('orders a write and a click within one second by their fractions', () => {
    expect(isNew({ ...site(now - 600), learned: now + 0.8 }, { watermark: now + 0.3 }, now)).toBe(true);
    expect(isNew({ ...site(now - 600), learned: now + 0.2 }, { watermark: now + 0.3 }, now)).toBe(false);
  });

  it('counts a site marked unseen as new until seen again, whatever the watermark', () => {
    const seenBefore = { ...site(500), learned: 500 };
    expect(isNew(seenBefore, { watermark: now, siteUnseen: 500 }, now)).toBe(true);
    expect(isNew(seenBefore, { watermark: now, siteUnseen: 400 }, now)).toBe(false);
  });

  it('counts a site marked seen as seen, though learned after the last look', () => {
    expect(isNew({ ...site(500), learned: now }, { watermark: 0, siteSeen: 500 }, now)).toBe(false);
    expect(isNew({ ...site(600), learned: now }, { watermark: 0, siteSeen: 500 }, now)).toBe(true);
  });

  it('never counts a stale or future-dated site as new, even marked unseen', () => {
    expect(isNew(site(99_000, now - 28_801), { watermark: 0, siteUnseen: 99_000 }, now)).toBe(false);
    expect(isNew(site(now + 301), { watermark: 0, siteUnseen: now + 301 }, now)).toBe(false);
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
