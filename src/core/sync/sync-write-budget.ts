/**
 * How many writes to `storage.sync` this product allows itself: half of what the browsers
 * allow (120 a minute and 1,800 an hour in Chromium), so a burst of edits never hits the
 * browser's limit. A sync that would go past it waits for the next one-minute tick, which
 * then writes everything that changed in the meantime at once.
 */
export const SYNC_WRITES_PER_MINUTE = 60;
export const SYNC_WRITES_PER_HOUR = 900;

/**
 * Whether `operations` more writes fit, given the Unix seconds of the writes made so far;
 * with the times still worth keeping (the last hour's).
 *
 * @example
 * syncWriteBudget([], 1000, 2) // { allowed: true, recent: [] }
 */
export function syncWriteBudget(
  writes: readonly number[],
  now: number,
  operations: number,
): { readonly allowed: boolean; readonly recent: readonly number[] } {
  const recent = writes.filter((at) => at > now - 3600 && at <= now);
  const lastMinute = recent.filter((at) => at > now - 60).length;
  const allowed = lastMinute + operations <= SYNC_WRITES_PER_MINUTE && recent.length + operations <= SYNC_WRITES_PER_HOUR;
  return { allowed, recent };
}
