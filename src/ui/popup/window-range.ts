/**
 * Row offsets for a windowed list: `tops[i]` is where row `i` starts and `tops[n]` the whole
 * height. Rows have fixed heights by kind, so this is a prefix sum.
 *
 * @example
 * rowTops([46, 28, 46]) // Float64Array [0, 46, 74, 120]
 */
export function rowTops(heights: readonly number[]): Float64Array {
  const tops = new Float64Array(heights.length + 1);
  for (let i = 0; i < heights.length; i++) tops[i + 1] = tops[i]! + heights[i]!;
  return tops;
}

/**
 * The rows to render for a viewport: those that overlap `[scrollTop, scrollTop + viewport)`
 * plus `overscan` rows either side, as `[start, end)`.
 *
 * @example
 * visibleRange(rowTops([40, 40, 40, 40, 40]), 50, 40, 1) // { start: 0, end: 4 }
 */
export function visibleRange(
  tops: Float64Array,
  scrollTop: number,
  viewport: number,
  overscan: number,
): { start: number; end: number } {
  const count = tops.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const first = rowAt(tops, Math.max(0, scrollTop));
  const last = rowAt(tops, Math.max(0, scrollTop + Math.max(viewport, 1) - 1));
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}

/** The row containing offset `y` (the last row when `y` is past the end). */
function rowAt(tops: Float64Array, y: number): number {
  let low = 0;
  let high = tops.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (tops[mid]! <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}
