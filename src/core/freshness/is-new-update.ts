/**
 * Whether a site whose merged record said `before` (undefined: the site was not known) has
 * updated now that it says `after`. Only a newer time is an update: when a lagging antenna's
 * older report wins the merge (it checked more recently), the site did not change again.
 *
 * @example
 * isNewUpdate(undefined, 900) // true: first seen
 * isNewUpdate(900, 950)       // true
 * isNewUpdate(900, 700)       // false: an older report, not a new update
 */
export function isNewUpdate(before: number | undefined, after: number): boolean {
  return before === undefined || after > before;
}
