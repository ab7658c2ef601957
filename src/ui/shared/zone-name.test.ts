import { describe, expect, it } from 'vitest';
import { zoneName } from './zone-name.ts';

describe('zoneName', () => {
  it('names Japan as its antennas do', () => {
    expect(zoneName(32_400)).toBe('JST');
  });
  it('names UTC', () => {
    expect(zoneName(0)).toBe('UTC');
  });
  it('writes other offsets in hours, with a true minus sign west of UTC', () => {
    expect(zoneName(-18_000)).toBe('UTC\u22125');
    expect(zoneName(3_600)).toBe('UTC+1');
  });
  it('keeps the minutes of a half-hour zone', () => {
    expect(zoneName(19_800)).toBe('UTC+5:30');
    expect(zoneName(-12_600)).toBe('UTC\u22123:30');
  });
});
