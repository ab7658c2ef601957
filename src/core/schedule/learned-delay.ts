import { BURST_GAP, LEARN_WINDOW, learnUpdateRate } from './update-rate.ts';

/** What the learned schedule reads to place one subscription's next check. */
export interface ScheduleInput {
  /** When the subscription's updates happened (Unix seconds, ascending; see `recordChange`). */
  readonly changes: readonly number[];
  /** The site's offset from UTC in seconds, or null (UTC): hours and weekdays are read on it. */
  readonly tzOffset: number | null;
  readonly now: number;
  /** The user's interval (seconds, the host's floor applied): the average the schedule may spend. */
  readonly interval: number;
  /** Never sooner than this many seconds (the host's floor: 5 minutes for a remote server). */
  readonly floor: number;
  /** Never later than this many seconds (the longest gap the user allows). */
  readonly maxGap: number;
  /** Since when the subscription has been watched (Unix seconds), if known. */
  readonly watchedSince?: number | null;
}

/** With fewer updates known than this, a subscription is checked on the fixed interval. */
export const MIN_CHANGES = 3;
/** A site whose updates come this often soon after another is checked closely after each. */
export const BURSTY_SHARE = 0.15;
/** In a burst, the next check comes after this share of the time since the update (5, 8, 13 … min). */
const BURST_STEP = 0.6;
/** Checks are spread in proportion to the habitual rate to this power (½ minimises the mean delay). */
const POWER = 0.75;
/**
 * After a burst, a site is likelier to update again the same day (people write in sessions):
 * the habitual rate is raised by up to this factor, fading over `AFTERGLOW_FADE` seconds.
 */
const AFTERGLOW = 12;
const AFTERGLOW_FADE = 14_400;
/** The share of the afterglow's extra checks planned for in the week's budget (measured on traces). */
const GLOW_PLAN = 0.45;
/** A quiet site gets at most this many checks per update it made lately (a dormant one: daily). */
const QUIET_CHECKS = 200;
const WEEK = 604_800;
const HOUR = 3600;

/**
 * Seconds from `now` to the next check on the learned schedule. Soon after an update of a
 * site whose updates come in bursts, checks follow closely and then further apart (0.6 of
 * the time since the update, never below the floor) for an hour; otherwise checks are spread
 * in proportion to the site's habitual rate of updates at each hour and weekday (to the
 * power `POWER`), raised for some hours after an update: often at its usual hours and after
 * it wrote, rarely when it is quiet. Over a week the checks planned, bursts included, are what
 * the fixed interval makes; never sooner than `floor` nor later than `maxGap`. A history of
 * fewer than `MIN_CHANGES` updates gives the interval itself (a new subscription as before)
 * until it has been watched for eight weeks; then it is checked as the quiet site it is.
 *
 * @example
 * learnedDelay({ changes: eveningUpdates, tzOffset: 32400, now, interval: 1800, floor: 300, maxGap: 86400 })
 * // 300 just after an update at 21h, hours at 4h
 */
export function learnedDelay(input: ScheduleInput): number {
  const { now, interval, floor, maxGap } = input;
  const high = Math.max(floor, maxGap);
  const watchedSince = input.watchedSince ?? null;
  // Few updates: the interval, until the subscription has been watched for the whole window
  // (then it is a quiet site, and checked like one).
  const quiet = watchedSince !== null && now - watchedSince >= LEARN_WINDOW;
  if (input.changes.length < MIN_CHANGES && !quiet) return clamp(interval, floor, high);
  const rate = learnUpdateRate(input.changes, input.tzOffset, now, watchedSince);
  const bursty = rate.followShare >= BURSTY_SHARE;
  const since = rate.last === null ? Infinity : now - rate.last;
  if (bursty && since < BURST_GAP) return Math.round(clamp(since * BURST_STEP, floor, high));
  // A burst costs about log(BURST_GAP / floor) / log(1 + BURST_STEP) checks after each update.
  const perBurst = bursty ? Math.ceil(Math.log(BURST_GAP / floor) / Math.log(1 + BURST_STEP)) : 0;
  const budget = Math.min(WEEK / interval, QUIET_CHECKS * Math.max(rate.perWeek, 0));
  const checks = Math.max(WEEK / high, budget - rate.perWeek * perBurst);
  let spread = 0;
  for (let h = 0; h < 168; h++) spread += rate.habit(now + h * HOUR + HOUR / 2) ** POWER * HOUR;
  // Each session's afterglow draws more checks: planned for, at the rate sessions come.
  let glow = 0;
  for (let s = BURST_GAP; s < 8 * AFTERGLOW_FADE; s += HOUR / 4) glow += ((1 + AFTERGLOW * Math.exp(-s / AFTERGLOW_FADE)) ** POWER - 1) * (HOUR / 4);
  spread *= 1 + GLOW_PLAN * Math.min(1, (rate.perWeek * (1 - rate.followShare) * glow) / WEEK);
  const target = spread / checks;
  const step = Math.min(300, Math.max(floor, high / 2000));
  // A site that updated a few hours ago is likelier to update again today.
  const after = (at: number): number => (rate.last === null ? 1 : 1 + AFTERGLOW * Math.exp(-(at - rate.last) / AFTERGLOW_FADE));
  let sum = 0;
  let delay = 0;
  while (delay < high && sum < target) {
    const at = now + delay + step / 2;
    sum += (rate.habit(at) * after(at)) ** POWER * step;
    delay += step;
  }
  return Math.round(clamp(delay, floor, high));
}
function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}
