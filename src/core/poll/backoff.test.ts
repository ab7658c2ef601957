import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backoff, BACKOFF_CAP } from './backoff.ts';

describe('backoff', () => {
  it('waits nothing with no failures', () => {
    expect(backoff(0, 0.5)).toBe(0);
  });

  it('doubles per failure from the base', () => {
    expect(backoff(1, 1, 100)).toBe(100);
    expect(backoff(2, 1, 100)).toBe(200);
    expect(backoff(3, 1, 100)).toBe(400);
  });

  it('jitters within the upper half', () => {
    expect(backoff(3, 0, 100)).toBe(200);
    expect(backoff(3, 0.5, 100)).toBe(300);
  });

  it('is capped at 24 hours', () => {
    expect(BACKOFF_CAP).toBe(86_400);
    expect(backoff(1000, 1)).toBe(86_400);
    expect(backoff(Number.MAX_SAFE_INTEGER, 0.999)).toBeLessThanOrEqual(86_400);
  });

  it('stays within [delay/2, cap] for any input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const wait = backoff(n, r);
        expect(wait).toBeGreaterThanOrEqual(900);
        expect(wait).toBeLessThanOrEqual(BACKOFF_CAP);
      }),
    );
  });
});
