/** What the toolbar badge shows. */
export interface Badge {
  readonly text: string;
  /** CSS colour for the badge background. */
  readonly color: string;
}

/** Background for the count of new sites. */
export const BADGE_COLOR = '#1a73e8';
/** Background for `!` when every subscription is failing: distinct from the count's. */
export const BADGE_FAILING_COLOR = '#c5221f';

/**
 * The badge for `count` new sites: empty for none, `99+` above 99 (the badge has room for
 * about four characters). When every subscription is failing the count is meaningless, so
 * the badge shows `!` in a warning colour instead. The caller passes `allFailing: false`
 * when there are no subscriptions at all.
 *
 * @example
 * badgeText(0, { allFailing: false })   // { text: '', color: BADGE_COLOR }
 * badgeText(150, { allFailing: false }) // { text: '99+', color: BADGE_COLOR }
 * badgeText(3, { allFailing: true })    // { text: '!', color: BADGE_FAILING_COLOR }
 */
export function badgeText(count: number, state: { readonly allFailing: boolean }): Badge {
  if (state.allFailing) return { text: '!', color: BADGE_FAILING_COLOR };
  if (!(count > 0)) return { text: '', color: BADGE_COLOR };
  return { text: count > 99 ? '99+' : String(Math.floor(count)), color: BADGE_COLOR };
}
