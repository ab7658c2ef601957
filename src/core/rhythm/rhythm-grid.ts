/** A day of the week, Monday first (ISO 8601): 0 = Monday … 5 = Saturday, 6 = Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Updates counted by weekday (rows, Monday first) and hour (columns, 0–23): 7 × 24 counts. */
export type RhythmGrid = readonly (readonly number[])[];

/** An instant and the offset from UTC (seconds) of the clock it is read on. */
export interface ClockTime {
  readonly seconds: number;
  readonly offset: number;
}

const DAY = 86_400;

/**
 * Counts updates by the weekday and hour they fell on, each read on its own clock (the site's
 * zone, or the user's as that zone was at the time). Times that are not finite are skipped.
 *
 * @example
 * rhythmGrid([{ seconds: 1700000000, offset: 32400 }])[2][7] // 1: Wednesday 07:13 in Japan
 */
export function rhythmGrid(times: readonly ClockTime[]): number[][] {
  const grid = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  for (const { seconds, offset } of times) {
    const clock = seconds + offset;
    if (!Number.isFinite(clock)) continue;
    const day = Math.floor(clock / DAY);
    // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday.
    const weekday = (((day + 3) % 7) + 7) % 7;
    const hour = Math.floor((clock - day * DAY) / 3600);
    const row = grid[weekday];
    if (row !== undefined) row[hour] = (row[hour] ?? 0) + 1;
  }
  return grid;
}
