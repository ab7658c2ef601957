/**
 * How long before its first read a site may have updated and still count as new: a day. An
 * antenna added today brings its sites' updates of today as news, not its whole archive.
 */
export const FIRST_READ_WINDOW = 24 * 60 * 60;

/** What a site's merged record said before a poll: its update, and when the reader learned of it. */
export interface LearnedBefore {
  readonly lastModified: number;
  /** Absent on rows stored before it was kept: then its lastModified. */
  readonly learned?: number;
}

/**
 * When this reader learned of a site's current update (Unix seconds, on the reader's clock),
 * after a poll at `now` made its merged record say `lastModified`. It decides whether the
 * update is new (`isNew`: learned after the user's last "Mark all seen").
 *
 * - A known site whose update time moved forward: learned now, however old that time is (an
 *   antenna that checks every two hours reports at 21:00 a change made at 19:10).
 * - A known site whose update did not move (re-reported, or reported by a second antenna, or an
 *   older report winning the merge): learned when it was first learned.
 * - A site the reader did not know: learned now when a subscription already read reports it,
 *   if it updated within `FIRST_READ_WINDOW`; on a subscription's first read, at its own update
 *   time (so a site that changed before the user last looked starts seen, a later one new).
 *   Older updates are learned "never" (0): an antenna added today does not flood the badge
 *   with its archive.
 *
 * @example
 * learnedAt({ lastModified: 100, learned: 150 }, 200, 900, false) // 900: a newer update
 * learnedAt({ lastModified: 100, learned: 150 }, 100, 900, false) // 150: re-reported
 * learnedAt(undefined, 800, 900, true)                            // 800: a new antenna's recent site
 * learnedAt(undefined, 800, 900_000, true)                        // 0: updated long before
 */
export function learnedAt(before: LearnedBefore | undefined, lastModified: number, now: number, firstRead: boolean): number {
  if (!Number.isFinite(lastModified)) return before?.learned ?? 0;
  if (before !== undefined && Number.isFinite(before.lastModified)) {
    return lastModified > before.lastModified ? now : (before.learned ?? before.lastModified);
  }
  if (!(lastModified >= now - FIRST_READ_WINDOW)) return 0;
  return firstRead ? Math.min(lastModified, now) : now;
}
