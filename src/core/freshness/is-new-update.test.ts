import { describe, expect, it } from 'vitest';
import { isNewUpdate } from './is-new-update.ts';

describe('isNewUpdate', () => {
  it('counts a site seen for the first time as updated', () => {
    expect(isNewUpdate(undefined, 900)).toBe(true);
  });

  it('counts a newer time as an update', () => {
    expect(isNewUpdate(900, 901)).toBe(true);
  });

  it('does not count the same time again', () => {
    expect(isNewUpdate(900, 900)).toBe(false);
  });

  it("does not count a lagging antenna's older report as an update", () => {
    expect(isNewUpdate(900, 700)).toBe(false);
  });
});
