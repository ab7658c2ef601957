/**
 * How fresh a site is: merging its antennas' reports into one (`mergeSite`), when the reader
 * learned of its update (`learnedAt`), whether it is new (`isNew`), stale (`isStale`) or dated
 * in the future, the clock-skew allowance, first-seen sites, and the badge's text.
 */
export { badgeText } from './badge-text.ts';
export { CLOCK_SKEW_ALLOWANCE, boundSiteMark, boundWatermark, isFutureDated } from './clock-skew.ts';
export { settleDetection } from './detected-at.ts';
export { FIRST_SEEN, isFirstSeen, keepFirstSeen } from './first-seen.ts';
export { isNewUpdate } from './is-new-update.ts';
export { isNew } from './is-new.ts';
export { isStale } from './is-stale.ts';
export { learnedAt } from './learned-at.ts';
export { mergeSite, type MergeCandidate } from './merge-site.ts';
export { sameRecord } from './same-record.ts';
export { isShowableTime, unshowableTime } from './showable-time.ts';
export { siteChecked } from './site-checked.ts';
