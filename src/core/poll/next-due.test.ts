import { describe, expect, it } from 'vitest';
import { nextDue } from './next-due.ts';

const remote = 'http://a.example/antenna/';
function due(patch: { url?: string; interval?: number | null; consecutiveFailures?: number; retryAfter?: number | null; random?: number }) {
  return nextDue({
    subscription: { url: patch.url ?? remote, interval: patch.interval ?? null, consecutiveFailures: patch.consecutiveFailures ?? 0 },
    now: 10_000,
    defaultInterval: 1800,
    random: patch.random ?? 1,
    retryAfter: patch.retryAfter ?? null,
  });
}

describe('nextDue', () => {
  it('waits the default interval when healthy', () => {
    expect(due({})).toBe(11_800);
  });

  it('waits the subscription interval when it has one', () => {
    expect(due({ interval: 3600 })).toBe(13_600);
  });

  it('never goes below the remote floor', () => {
    expect(due({ interval: 5 })).toBe(10_300);
  });

  it('lets a loopback antenna poll every few seconds', () => {
    expect(due({ url: 'http://127.0.0.1:4000/lirs', interval: 5 })).toBe(10_005);
  });

  it('backs off from the interval while failing', () => {
    expect(due({ consecutiveFailures: 1 })).toBe(11_800);
    expect(due({ consecutiveFailures: 3 })).toBe(10_000 + 7200);
    expect(due({ consecutiveFailures: 50 })).toBe(10_000 + 86_400);
  });

  it('never retries a failing antenna sooner than its interval', () => {
    expect(due({ consecutiveFailures: 1, random: 0 })).toBe(11_800);
  });

  it('honours a longer Retry-After', () => {
    expect(due({ retryAfter: 7200 })).toBe(17_200);
  });

  it('caps Retry-After at a day', () => {
    expect(due({ retryAfter: 10 * 86_400 })).toBe(10_000 + 86_400);
  });

  describe('on the learned schedule', () => {
    // Bursts of three updates a few minutes apart, every day for four weeks; the last just now.
    const changes = Array.from({ length: 28 }, (_, day) => [0, 240, 600].map((s) => 10_000 - 300 - (27 - day) * 86_400 + s - 600)).flat();
    const learned = (patch: { consecutiveFailures?: number; retryAfter?: number | null; on?: boolean; freshFor?: number | null }) =>
      nextDue({
        subscription: { url: remote, interval: null, consecutiveFailures: patch.consecutiveFailures ?? 0 },
        now: 10_000,
        defaultInterval: 1800,
        random: 1,
        retryAfter: patch.retryAfter ?? null,
        learned: { on: patch.on ?? true, changes, tzOffset: null, maxGap: 86_400, freshFor: patch.freshFor ?? null },
      });

    it('checks again soon after a burst instead of after the interval', () => {
      expect(learned({})).toBe(10_300);
    });

    it('waits the fixed interval when switched off', () => {
      expect(learned({ on: false })).toBe(11_800);
    });

    it("asks no sooner than the server's max-age or Expires says the answer stays fresh", () => {
      expect(learned({ freshFor: 900 })).toBe(10_900);
    });

    it('never lets a long max-age make checks rarer than the interval', () => {
      expect(learned({ freshFor: 7 * 86_400 })).toBe(11_800);
    });

    it("still waits at least a server's Retry-After", () => {
      expect(learned({ retryAfter: 7200 })).toBe(17_200);
    });

    it('backs off a failing subscription as on the fixed interval', () => {
      expect(learned({ consecutiveFailures: 3 })).toBe(due({ consecutiveFailures: 3 }));
    });
  });
});
