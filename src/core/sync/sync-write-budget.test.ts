import { describe, expect, it } from 'vitest';
import { SYNC_WRITES_PER_HOUR, SYNC_WRITES_PER_MINUTE, syncWriteBudget } from './sync-write-budget.ts';

const now = 10_000;

describe('syncWriteBudget', () => {
  it('allows writes up to the minute\'s budget, then waits', () => {
    const minute = Array.from({ length: SYNC_WRITES_PER_MINUTE - 2 }, (_, i) => now - 30 + (i % 30));
    expect(syncWriteBudget(minute, now, 2).allowed).toBe(true);
    expect(syncWriteBudget(minute, now, 3).allowed).toBe(false);
    expect(syncWriteBudget(minute, now + 60, 3).allowed).toBe(true);
  });

  it('keeps to the hour\'s budget, and forgets writes older than an hour', () => {
    const hour = Array.from({ length: SYNC_WRITES_PER_HOUR }, (_, i) => now - 3599 + Math.floor(i * 3),);
    expect(syncWriteBudget(hour.filter((at) => at <= now - 60), now, 1).allowed).toBe(false);
    expect(syncWriteBudget(hour, now + 3600, 1)).toEqual({ allowed: true, recent: [] });
  });
});
