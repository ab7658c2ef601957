/** Updates a subscription's schedule keeps: enough for eight weeks of a busy site. */
export const CHANGES_KEPT = 200;

/**
 * The subscription's update times after a poll that found it changed: the update's own time
 * (`modified`: the newest Last-Modified it carries) when it falls after the previous check
 * and not after now, else the moment it was seen; the newest `CHANGES_KEPT` kept, ascending.
 * Several updates between two checks count once: the poll saw one change.
 *
 * @example
 * recordChange([100, 200], { now: 1000, previousCheck: 400, modified: 900 }) // [100, 200, 900]
 * recordChange([100, 200], { now: 1000, previousCheck: 400, modified: 50 })  // [100, 200, 1000]
 */
export function recordChange(
  changes: readonly number[],
  seen: { readonly now: number; readonly previousCheck: number | null; readonly modified: number | null },
): number[] {
  const { now, previousCheck, modified } = seen;
  const own = modified !== null && Number.isFinite(modified) && modified <= now && (previousCheck === null || modified > previousCheck);
  const at = own ? modified : now;
  const kept = changes.filter((t) => Number.isFinite(t) && t < at);
  return [...kept, at].slice(-CHANGES_KEPT);
}
