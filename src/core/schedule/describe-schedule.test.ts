import { describe, expect, it } from 'vitest';
import { describeSchedule } from './describe-schedule.ts';

const HOUR = 3600;
const DAY = 86_400;
const JST = 32_400;
/** Monday 2023-01-02 00:00 in Japan. */
const MONDAY_JST = Date.UTC(2023, 0, 1, 15) / 1000;
const now = MONDAY_JST + 56 * DAY;

describe('describeSchedule', () => {
  it('says it is still learning before three updates', () => {
    expect(describeSchedule([MONDAY_JST, MONDAY_JST + DAY], now, JST)).toEqual({ kind: 'learning', count: 2 });
  });

  it('names the evening hours of a diary written at 22h, and night as rare, on the reader\'s clock', () => {
    const evenings = Array.from({ length: 56 }, (_, day) => MONDAY_JST + day * DAY + 22 * HOUR);
    const summary = describeSchedule(evenings, now, JST);
    expect(summary).toMatchObject({ kind: 'learned', rarely: 'morning', afterUpdates: false });
    if (summary.kind !== 'learned' || summary.often === null) throw new Error('no busy hours');
    expect([summary.often.from, summary.often.to]).toEqual([21, 23]);
    // The same diary read by a reader in UTC: the same instants, 13h there.
    const utc = describeSchedule(evenings, now, 0);
    expect(utc).toMatchObject({ kind: 'learned', often: { from: 12, to: 14 } });
  });

  it('says a bursty site is checked closely after each update', () => {
    const bursts = Array.from({ length: 30 }, (_, day) => [0, 240, 600].map((s) => MONDAY_JST + day * DAY + 10 * HOUR + s)).flat();
    expect(describeSchedule(bursts, now, JST)).toMatchObject({ kind: 'learned', afterUpdates: true });
  });

  it('finds no busy hours for a site that updates at any hour', () => {
    const spread = Array.from({ length: 48 }, (_, i) => MONDAY_JST + i * (DAY + HOUR));
    expect(describeSchedule(spread, MONDAY_JST + 49 * (DAY + HOUR), JST)).toMatchObject({ kind: 'learned', often: null, rarely: null });
  });
});
