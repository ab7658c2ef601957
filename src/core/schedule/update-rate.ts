/** What the schedule learned of one subscription's updates. */
export interface UpdateRate {
  /** Expected sessions (updates that start a burst) per second at `at`, from the site's habits. */
  readonly habit: (at: number) => number;
  /** The share of updates that came soon after another (within `BURST_GAP`). */
  readonly followShare: number;
  /** Updates per week lately. */
  readonly perWeek: number;
  /** The newest update, or null. */
  readonly last: number | null;
}

const HOUR = 3600;
const DAY = 86_400;
const WEEK = 7 * DAY;
/** Updates older than this say little about the site today. */
export const LEARN_WINDOW = 8 * WEEK;
/** A history shorter than a week is read as a week, so three quick updates are no daily habit. */
const MIN_SPAN = WEEK;
/** An update this soon after the previous one belongs to the same burst. */
export const BURST_GAP = HOUR;
/** Smoothing toward a flat day and week, so an hour never seen is unlikely, never impossible. */
const HOUR_PRIOR = 0.5;
const DAY_PRIOR = 2;

/**
 * Learns when a site updates from its past updates (ascending Unix seconds) in the last
 * eight weeks, each read on the site's clock (`tzOffset`, or UTC): the updates that start a
 * session are counted by hour of day and by weekday (its habits); an update within an hour
 * of the previous one is a follow-up in a burst, and their share says how bursty it is.
 *
 * @example
 * learnUpdateRate([t1, t2, …], 32400, now).habit(now + 600) // sessions per second expected then
 */
export function learnUpdateRate(changes: readonly number[], tzOffset: number | null, now: number, watchedSince: number | null = null): UpdateRate {
  const recent = changes.filter((t) => Number.isFinite(t) && t <= now && t > now - LEARN_WINDOW);
  const offset = tzOffset ?? 0;
  // Rates are over the time since the first update in the window; with none, over the time
  // watched within it.
  const span = Math.max(MIN_SPAN, now - (recent[0] ?? Math.max(now - LEARN_WINDOW, watchedSince ?? now)));
  const byHour = new Array<number>(24).fill(0);
  const byDay = new Array<number>(7).fill(0);
  let sessions = 0;
  let followUps = 0;
  for (let i = 0; i < recent.length; i++) {
    const t = recent[i] ?? 0;
    if (t - (recent[i - 1] ?? -Infinity) <= BURST_GAP) {
      followUps++;
      continue;
    }
    sessions++;
    byHour[hourOf(t, offset)] = (byHour[hourOf(t, offset)] ?? 0) + 1;
    byDay[weekdayOf(t, offset)] = (byDay[weekdayOf(t, offset)] ?? 0) + 1;
  }
  const hourShare = smoothHours(byHour.map((n) => (n + HOUR_PRIOR) / (sessions + 24 * HOUR_PRIOR)));
  const dayFactor = byDay.map((n) => (n + DAY_PRIOR) / (sessions / 7 + DAY_PRIOR));
  // A site quiet for the whole window still gets a small rate, so its checks stay spread.
  const sessionRate = Math.max(sessions, 0.5) / span;
  return {
    habit: (at) => sessionRate * (hourShare[hourOf(at, offset)] ?? 0) * 24 * (dayFactor[weekdayOf(at, offset)] ?? 1),
    followShare: recent.length > 0 ? followUps / recent.length : 0,
    perWeek: (recent.length / span) * WEEK,
    last: recent[recent.length - 1] ?? null,
  };
}

function hourOf(t: number, offset: number): number {
  const clock = t + offset;
  return Math.floor((((clock % DAY) + DAY) % DAY) / HOUR);
}

/** Monday 0 … Sunday 6; 1970-01-01 was a Thursday. */
function weekdayOf(t: number, offset: number): number {
  return (((Math.floor((t + offset) / DAY) + 3) % 7) + 7) % 7;
}

/** Spreads each hour's share a little onto its neighbours (habits drift by an hour or so). */
function smoothHours(share: readonly number[]): number[] {
  return share.map((s, h) => 0.5 * s + 0.25 * (share[(h + 23) % 24] ?? 0) + 0.25 * (share[(h + 1) % 24] ?? 0));
}
