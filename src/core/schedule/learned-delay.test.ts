import { describe, expect, it } from 'vitest';
import { learnedDelay, MIN_CHANGES } from './learned-delay.ts';

const HOUR = 3600;
const DAY = 86_400;
const JST = 32_400;
/** Monday 2023-01-02 00:00 in Japan. */
const MONDAY_JST = Date.UTC(2023, 0, 1, 15) / 1000;
const base = { tzOffset: JST, interval: 1800, floor: 300, maxGap: DAY };

/** A diary written every evening at 21:10 Japan time for eight weeks. */
const evenings = Array.from({ length: 56 }, (_, day) => MONDAY_JST + day * DAY + 21 * HOUR + 600);
const after = MONDAY_JST + 56 * DAY;

describe('learnedDelay', () => {
  it('checks a brand-new subscription on its interval', () => {
    for (let n = 0; n < MIN_CHANGES; n++) {
      expect(learnedDelay({ ...base, changes: evenings.slice(0, n), now: after })).toBe(1800);
    }
  });

  it('checks a habitual diary often in its evening hour and rarely in the morning', () => {
    const evening = learnedDelay({ ...base, changes: evenings, now: after + 20 * HOUR + 1800 });
    const morning = learnedDelay({ ...base, changes: evenings, now: after + 9 * HOUR });
    expect(evening).toBeLessThan(1800);
    expect(morning).toBeGreaterThan(2 * 1800);
  });

  it('checks a bursty site closely just after an update, then further apart', () => {
    // Sessions of three updates a few minutes apart, every day at noon UTC.
    const bursts = Array.from({ length: 30 }, (_, day) => [0, 240, 600].map((s) => MONDAY_JST + day * DAY + 3 * HOUR + s)).flat();
    const last = bursts[bursts.length - 1] ?? 0;
    const soon = learnedDelay({ ...base, changes: bursts, now: last + 300 });
    const later = learnedDelay({ ...base, changes: bursts, now: last + 1800 });
    expect(soon).toBe(300);
    expect(later).toBeGreaterThan(soon);
    expect(later).toBeLessThanOrEqual(1800);
  });

  it('checks a dormant site about once a day', () => {
    const dormant = [MONDAY_JST, MONDAY_JST + 40 * DAY, MONDAY_JST + 80 * DAY];
    const delay = learnedDelay({ ...base, changes: dormant, now: MONDAY_JST + 400 * DAY });
    expect(delay).toBeGreaterThanOrEqual(12 * HOUR);
    expect(delay).toBeLessThanOrEqual(DAY);
  });

  it('checks a subscription that stayed silent for eight weeks about once a day', () => {
    const watchedSince = MONDAY_JST;
    expect(learnedDelay({ ...base, changes: [], now: MONDAY_JST + 7 * DAY, watchedSince })).toBe(1800);
    const delay = learnedDelay({ ...base, changes: [MONDAY_JST + DAY], now: MONDAY_JST + 60 * DAY, watchedSince });
    expect(delay).toBeGreaterThanOrEqual(12 * HOUR);
    expect(delay).toBeLessThanOrEqual(DAY);
  });

  it('never waits longer than the longest gap allowed', () => {
    const dormant = [MONDAY_JST, MONDAY_JST + 40 * DAY, MONDAY_JST + 80 * DAY];
    expect(learnedDelay({ ...base, maxGap: 2 * HOUR, changes: dormant, now: MONDAY_JST + 400 * DAY })).toBeLessThanOrEqual(2 * HOUR);
  });

  it('never checks sooner than the host floor, even within a burst', () => {
    const burst = [after - 120, after - 60, after - 30, after];
    expect(learnedDelay({ ...base, changes: [...evenings, ...burst], now: after + 1 })).toBeGreaterThanOrEqual(300);
    expect(learnedDelay({ ...base, floor: 5, changes: [...evenings, ...burst], now: after + 1 })).toBeGreaterThanOrEqual(5);
  });

  it('reads updates in the future or not finite as unknown, without throwing', () => {
    const odd = [Number.NaN, after + DAY, ...evenings];
    const delay = learnedDelay({ ...base, changes: odd, now: after + 3 * HOUR });
    expect(delay).toBeGreaterThanOrEqual(300);
    expect(delay).toBeLessThanOrEqual(DAY);
  });
});
