import { describe, expect, it } from 'vitest';
import { CHANGES_KEPT, recordChange } from './record-change.ts';

describe('recordChange', () => {
  it("keeps the update's own time when it falls since the previous check", () => {
    expect(recordChange([100, 200], { now: 1000, previousCheck: 400, modified: 900 })).toEqual([100, 200, 900]);
  });

  it('keeps the moment it was seen when the Last-Modified is older, in the future or absent', () => {
    expect(recordChange([100], { now: 1000, previousCheck: 400, modified: 50 })).toEqual([100, 1000]);
    expect(recordChange([100], { now: 1000, previousCheck: 400, modified: 5000 })).toEqual([100, 1000]);
    expect(recordChange([100], { now: 1000, previousCheck: 400, modified: null })).toEqual([100, 1000]);
  });

  it(`keeps the newest ${CHANGES_KEPT}, ascending`, () => {
    const many = Array.from({ length: CHANGES_KEPT }, (_, i) => i);
    const next = recordChange(many, { now: 10_000, previousCheck: null, modified: null });
    expect(next).toHaveLength(CHANGES_KEPT);
    expect(next[0]).toBe(1);
    expect(next[next.length - 1]).toBe(10_000);
  });
});
