import { describe, expect, it } from 'vitest';
import { rhythmGrid } from './rhythm-grid.ts';

const at = (iso: string, offset = 0) => ({ seconds: Date.parse(iso) / 1000, offset });
const cells = (grid: number[][]) => grid.flatMap((row, day) => row.flatMap((count, hour) => (count > 0 ? [[day, hour, count]] : [])));

describe('rhythmGrid', () => {
  it('is 7 weekdays by 24 hours, Monday first', () => {
    const grid = rhythmGrid([at('2024-01-01T00:30:00Z'), at('2024-01-07T23:59:59Z')]);
    expect(grid).toHaveLength(7);
    for (const row of grid) expect(row).toHaveLength(24);
    expect(cells(grid)).toEqual([
      [0, 0, 1], // Monday 00h
      [6, 23, 1], // Sunday 23h
    ]);
  });

  it("reads each time on its own clock: the site's zone moves it across midnight", () => {
    // 2023-11-14T22:13:20Z is Tuesday 22h in UTC and Wednesday 07h in Japan.
    expect(cells(rhythmGrid([at('2023-11-14T22:13:20Z', 0)]))).toEqual([[1, 22, 1]]);
    expect(cells(rhythmGrid([at('2023-11-14T22:13:20Z', 32400)]))).toEqual([[2, 7, 1]]);
    expect(cells(rhythmGrid([at('2023-11-15T03:00:00Z', -18000)]))).toEqual([[1, 22, 1]]);
  });

  it('counts updates that share a cell', () => {
    const grid = rhythmGrid([at('2024-01-02T21:00:00Z'), at('2024-01-09T21:59:00Z'), at('2024-01-16T21:30:00Z')]);
    expect(cells(grid)).toEqual([[1, 21, 3]]);
  });

  it('places times before 1970 on the right weekday', () => {
    expect(cells(rhythmGrid([at('1969-12-31T23:00:00Z')]))).toEqual([[2, 23, 1]]);
  });

  it('skips a time that is not a number', () => {
    expect(cells(rhythmGrid([{ seconds: Number.NaN, offset: 0 }]))).toEqual([]);
  });
});
