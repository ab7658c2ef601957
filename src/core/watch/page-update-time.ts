/** What a watched page's fingerprint says of this read: the first, a change, or none. */
export type PageChange = 'first' | 'changed' | 'unchanged';

export interface PageUpdateInput {
  readonly change: PageChange;
  /** The server's `Last-Modified` of this read when it can be trusted (`trustedLastModified`), else null. */
  readonly lastModified: number | null;
  /** The trusted `Last-Modified` of the read before, or null. */
  readonly previousLastModified: number | null;
  /** The page's update time as its record said before this read (null on the first read). */
  readonly previousUpdate: number | null;
  /** Unix seconds: the time of this check. */
  readonly now: number;
}

/**
 * When a watched page last changed. The fingerprint says whether it changed; the time is the
 * server's `Last-Modified` when the server sends one that moved, else the time of the check
 * that saw the change (samidare and tamatebako did the same for pages without one), and never
 * the same as or before the update already recorded, so each change is a change of its own. A page
 * seen for the first time is dated by its `Last-Modified`, or by this check. A `Last-Modified`
 * that did not move, or went back before the update already recorded, says nothing of this
 * change, so the check's time is used.
 *
 * @example
 * pageUpdateTime({ change: 'changed', lastModified: 900, previousLastModified: 500, previousUpdate: 500, now: 1000 }) // 900
 * pageUpdateTime({ change: 'changed', lastModified: null, previousLastModified: null, previousUpdate: 500, now: 1000 }) // 1000
 * pageUpdateTime({ change: 'unchanged', lastModified: 900, previousLastModified: 500, previousUpdate: 500, now: 1000 }) // 500
 */
export function pageUpdateTime(input: PageUpdateInput): number {
  const { change, lastModified, previousLastModified, previousUpdate, now } = input;
  switch (change) {
    case 'unchanged':
      return previousUpdate ?? lastModified ?? now;
    case 'first':
      return lastModified ?? now;
    case 'changed': {
      const moved = lastModified !== null && lastModified !== previousLastModified && lastModified > (previousUpdate ?? Number.NEGATIVE_INFINITY);
      if (moved) return lastModified;
      // A change is later than the one before it, even when both fall in one second.
      return previousUpdate !== null && previousUpdate >= now ? previousUpdate + 1 : now;
    }
  }
}
