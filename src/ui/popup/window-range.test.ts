import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowTops, visibleRange } from './window-range.ts';

describe('rowTops', () => {
  it('sums the heights before each row', () => {
    expect([...rowTops([46, 28, 46])]).toEqual([0, 46, 74, 120]);
  });
});

describe('visibleRange', () => {
  it('covers the rows in view plus the overscan', () => {
    expect(visibleRange(rowTops([40, 40, 40, 40, 40]), 50, 40, 1)).toEqual({ start: 0, end: 4 });
  });
  it('renders nothing for no rows', () => {
    expect(visibleRange(rowTops([]), 0, 400, 5)).toEqual({ start: 0, end: 0 });
  });
  it('keeps a bounded window over twenty thousand rows', () => {
    const tops = rowTops(Array.from({ length: 20_000 }, () => 46));
    const range = visibleRange(tops, 46 * 12_345 + 10, 460, 6);
    expect(range).toEqual({ start: 12_345 - 6, end: 12_345 + 11 + 6 });
  });
  it('always includes every row that overlaps the viewport', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(28, 46), { minLength: 1, maxLength: 200 }),
        fc.nat(10_000),
        fc.integer({ min: 1, max: 600 }),
        (heights, scrollTop, viewport) => {
          const tops = rowTops(heights);
          const { start, end } = visibleRange(tops, scrollTop, viewport, 0);
          for (let i = 0; i < heights.length; i++) {
            const overlaps = tops[i]! < scrollTop + viewport && tops[i + 1]! > scrollTop;
            if (overlaps && (i < start || i >= end)) return false;
          }
          return start <= end && end <= heights.length;
        },
      ),
    );
  });
});
