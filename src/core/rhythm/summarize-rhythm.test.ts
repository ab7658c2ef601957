import { describe, expect, it } from 'vitest';
import type { Weekday } from './rhythm-grid.ts';
import { summarizeRhythm } from './summarize-rhythm.ts';

/** A grid with `count` updates at each `[weekday, hour]` given (Monday = 0). */
function grid(...cells: [day: Weekday, hour: number, count?: number][]): number[][] {
  const rows = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  for (const [day, hour, count = 1] of cells) rows[day]![hour]! += count;
  return rows;
}

describe('summarizeRhythm', () => {
  it('says too few below five updates', () => {
    expect(summarizeRhythm(grid())).toEqual({ kind: 'too-few', count: 0 });
    expect(summarizeRhythm(grid([0, 21], [1, 22], [2, 21], [3, 23]))).toEqual({ kind: 'too-few', count: 4 });
  });

  it('finds weekday evenings, 21–23h', () => {
    // 8 of 9 on weekdays; no two hours hold 60 %, three do.
    const summary = summarizeRhythm(grid([0, 21, 2], [1, 22, 2], [2, 23, 2], [3, 21], [4, 23], [6, 10]));
    expect(summary).toEqual({ kind: 'pattern', count: 9, days: { kind: 'weekdays' }, hours: { from: 21, to: 23, part: 'evening' } });
  });

  it('finds weekends', () => {
    const summary = summarizeRhythm(grid([5, 1], [6, 7], [5, 13], [6, 19], [2, 22]));
    expect(summary).toMatchObject({ kind: 'pattern', days: { kind: 'weekends' }, hours: null });
  });

  it('names one day of the week when most updates fall on it', () => {
    const summary = summarizeRhythm(grid([6, 8, 3], [6, 9], [2, 8]));
    expect(summary).toEqual({ kind: 'pattern', count: 5, days: { kind: 'day', day: 6 }, hours: { from: 8, to: 8, part: 'morning' } });
  });

  it('does not call a week with a third of its updates at the weekend "weekdays"', () => {
    // 5 of 7 (71 %) on weekdays is what chance gives: no day pattern.
    const summary = summarizeRhythm(grid([0, 7], [1, 7], [2, 7], [3, 7], [4, 7], [5, 7], [6, 7]));
    expect(summary).toEqual({ kind: 'pattern', count: 7, days: { kind: 'any' }, hours: { from: 7, to: 7, part: 'morning' } });
  });

  it('finds hours that run across midnight', () => {
    const summary = summarizeRhythm(grid([0, 23], [1, 0], [2, 1], [3, 1], [4, 0], [5, 23], [6, 15]));
    expect(summary).toMatchObject({ days: { kind: 'any' }, hours: { from: 23, to: 1, part: 'night' } });
  });

  it('names the time of day: night 23–4h, morning 5–11h, afternoon 12–17h, evening 18–22h', () => {
    const partAt = (hour: number) => {
      const summary = summarizeRhythm(grid([0, hour], [1, hour], [2, hour], [3, hour], [4, hour]));
      return summary.kind === 'pattern' ? summary.hours?.part : summary.kind;
    };
    expect([4, 5, 11, 12, 17, 18, 22, 23, 0].map(partAt)).toEqual([
      'night', 'morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening', 'night', 'night',
    ]);
  });

  it('names the time of day of a span by its middle', () => {
    const summary = summarizeRhythm(grid([0, 16], [1, 17], [2, 18], [3, 16], [4, 18], [0, 3]));
    expect(summary).toMatchObject({ hours: { from: 16, to: 18, part: 'afternoon' } });
  });

  it('keeps the span to at most six hours', () => {
    // Eight to eight, every hour alike: six hours hold only half.
    const office = summarizeRhythm(grid(...Array.from({ length: 12 }, (_, i) => [i % 5, 8 + i] as [Weekday, number])));
    expect(office).toEqual({ kind: 'pattern', count: 12, days: { kind: 'weekdays' }, hours: null });
    // Nine to five: six of its eight hours do hold most updates.
    const shorter = summarizeRhythm(grid(...Array.from({ length: 8 }, (_, i) => [i % 5, 9 + i] as [Weekday, number])));
    expect(shorter).toMatchObject({ hours: { from: 9, to: 13 } });
  });

  it('says irregular when neither days nor hours stand out', () => {
    const cells = Array.from({ length: 28 }, (_, i) => [i % 7, (i * 5) % 24] as [Weekday, number]);
    expect(summarizeRhythm(grid(...cells))).toEqual({ kind: 'irregular', count: 28 });
  });

  it('picks the narrowest span, then the one holding the most', () => {
    const summary = summarizeRhythm(grid([0, 10, 2], [1, 11, 2], [2, 12, 2], [3, 18], [4, 19]));
    expect(summary).toMatchObject({ hours: { from: 10, to: 12, part: 'morning' } });
  });
});
