import { describe, expect, it } from 'vitest';
import { isStale } from './is-stale.ts';

describe('isStale', () => {
  it('is fresh up to the default expiry of 8 hours (LIRS)', () => {
    expect(isStale({ lastDetected: 1000 }, 1000 + 28_800)).toBe(false);
  });

  it('is stale past the default expiry', () => {
    expect(isStale({ lastDetected: 1000 }, 1000 + 28_801)).toBe(true);
  });

  it('uses the given expiry', () => {
    expect(isStale({ lastDetected: 1000 }, 1061, 60)).toBe(true);
    expect(isStale({ lastDetected: 1000 }, 1060, 60)).toBe(false);
  });

  it('treats a Last-Detected in the future as fresh', () => {
    expect(isStale({ lastDetected: 5000 }, 1000)).toBe(false);
  });
});
