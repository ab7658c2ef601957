import { describe, expect, it } from 'vitest';
import { FIRST_READ_WINDOW, learnedAt } from './learned-at.ts';

const now = 1_700_000_000;

describe('learnedAt', () => {
  it('learns of an update whose time moved forward now, however old that time (a late report)', () => {
    expect(learnedAt({ lastModified: now - 7200, learned: now - 7000 }, now - 3000, now, false)).toBe(now);
  });

  it('keeps the time it first learned of an update re-reported (same update time, a later check)', () => {
    expect(learnedAt({ lastModified: now - 3000, learned: now - 2000 }, now - 3000, now, false)).toBe(now - 2000);
  });

  it('keeps it when a second antenna reports the same update, or an older one wins the merge', () => {
    expect(learnedAt({ lastModified: now - 3000, learned: now - 2000 }, now - 3000, now, true)).toBe(now - 2000);
    expect(learnedAt({ lastModified: now - 3000, learned: now - 2000 }, now - 5000, now, false)).toBe(now - 2000);
  });

  it('reads a row stored before learned times were kept as learned at its own update time', () => {
    expect(learnedAt({ lastModified: now - 3000 }, now - 3000, now, false)).toBe(now - 3000);
  });

  it("counts a new antenna's recent sites from their own update times, so those before the last look start seen", () => {
    expect(learnedAt(undefined, now - 600, now, true)).toBe(now - 600);
    expect(learnedAt(undefined, now + 60, now, true)).toBe(now);
  });

  it("never counts a new antenna's sites updated long ago", () => {
    expect(learnedAt(undefined, now - FIRST_READ_WINDOW - 1, now, true)).toBe(0);
    expect(learnedAt(undefined, now - FIRST_READ_WINDOW - 1, now, false)).toBe(0);
  });

  it('learns now of a recent site that an antenna already read starts to report', () => {
    expect(learnedAt(undefined, now - 600, now, false)).toBe(now);
  });

  it('gives a time it can index for a record without a valid time', () => {
    expect(learnedAt(undefined, Number.NaN, now, true)).toBe(0);
  });
});
