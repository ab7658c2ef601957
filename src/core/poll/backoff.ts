import { defaultSettings } from '../settings.ts';

/** The longest a failing subscription waits between attempts: a day. */
export const BACKOFF_CAP = 86_400;

/**
 * Seconds to wait after `consecutiveFailures` failures: `base` doubled per failure past the
 * first, capped at a day, with "equal jitter" — a uniform pick in the upper half — so
 * antennas that failed together do not retry together. `random` is a number in [0, 1)
 * (pass `Math.random()`); 0 failures wait 0.
 *
 * @example
 * backoff(1, 0.999, 1800) // ≈ 1800
 * backoff(3, 0, 1800)     // 3600 (half of 7200)
 * backoff(30, 0.999)      // ≈ 86 400
 */
export function backoff(
  consecutiveFailures: number,
  random: number,
  base: number = defaultSettings.interval,
): number {
  if (!(consecutiveFailures > 0)) return 0;
  // 2 ** 30 already exceeds any cap; keeps the arithmetic finite.
  const exponent = Math.min(consecutiveFailures - 1, 30);
  const delay = Math.min(BACKOFF_CAP, Math.max(1, base) * 2 ** exponent);
  const r = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0.5;
  return Math.round(delay / 2 + (delay / 2) * r);
}
