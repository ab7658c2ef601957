import { describe, expect, it } from 'vitest';
import { formatIsoWithOffset, formatOffset } from './iso-time.ts';

describe('formatIsoWithOffset', () => {
  it('writes Japan time with +09:00', () => {
    expect(formatIsoWithOffset(1700000000, 32400)).toBe('2023-11-15T07:13:20+09:00');
  });
  it('writes a negative zone', () => {
    expect(formatIsoWithOffset(1700000000, -18000)).toBe('2023-11-14T17:13:20-05:00');
  });
  it('writes UTC as Z', () => {
    expect(formatIsoWithOffset(1700000000, 0)).toBe('2023-11-14T22:13:20Z');
  });
  it('writes half-hour zones', () => {
    expect(formatOffset(19800)).toBe('+05:30');
  });
});
