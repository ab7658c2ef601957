import { describe, expect, it } from 'vitest';
import { displayZone, localOffset } from './time-zone.ts';

const t = 1_700_000_000;

describe('displayZone', () => {
  it("uses the site's own offset", () => {
    expect(displayZone(t, 32400, 'site')).toEqual({ offset: 32400, kind: 'site' });
    expect(displayZone(t, -18000, 'site')).toEqual({ offset: -18000, kind: 'site' });
  });
  // The unit tests run in São Paulo (vitest.config.ts): -03:00.
  it("falls back to the user's zone when the site did not say", () => {
    expect(displayZone(t, null, 'site')).toEqual({ offset: -10800, kind: 'unknown' });
  });
  it("uses the user's zone when the setting asks for it", () => {
    expect(displayZone(t, 32400, 'local')).toEqual({ offset: -10800, kind: 'local' });
  });
  it("reads the user's offset from the clock", () => {
    expect(localOffset(t)).toBe(-10800);
  });
});
