import { CLOCK_SKEW_ALLOWANCE, isFutureDated } from './clock-skew.ts';
import { isStale } from './is-stale.ts';
import { defaultSettings } from '../settings.ts';
import type { Site } from '../site.ts';
import { siteChecked } from './site-checked.ts';

/** What the user has seen of one site, and of everything. */
export interface SeenMarks {
  /**
   * "Mark all seen", on this reader's clock: every update the reader had learned of by then
   * (`Site.learned`) is seen.
   */
  readonly watermark: number;
  /** The site's lastModified when the user last opened it or marked it seen, if ever. */
  readonly siteSeen?: number;
  /** The site's lastModified when the user marked it unseen, if they did and have not seen it since. */
  readonly siteUnseen?: number;
}

/**
 * A site is new when the reader learned of its current update after the user last marked
 * everything seen, and the user has not seen that update since (opened the site or marked it
 * seen) — whatever the site's own clock says, so an update an antenna reports late is new when
 * it arrives. A site the user marked unseen is new until seen again. Whatever the marks, a site
 * no antenna has checked within the expiry (LIRS: stale, shown dimmed) or dated in the future
 * beyond the clock-skew allowance (`isFutureDated`) is never new.
 *
 * When the reader learned of an update is `site.learned` (see `learnedAt`); a site stored
 * without it (before it was kept) counts its own lastModified. A watermark past the present
 * (stored before marks were bounded) is read as the present, and "Mark all seen" brings a
 * learned time past the present (copied from a record a little ahead of the reader's clock, at
 * the upgrade to v7) back to it. A site's seen mark beyond the clock-skew allowance is read as
 * no mark.
 *
 * @example
 * isNew({ ...site, learned: 2000 }, { watermark: 1000 }, now)                  // true: learned after the look
 * isNew({ ...site, learned: 900 }, { watermark: 1000 }, now)                   // false
 * isNew({ ...site, learned: 900 }, { watermark: 1000, siteUnseen: lm }, now)   // true: marked unseen
 */
export function isNew(
  site: Pick<Site, 'record' | 'checked' | 'learned'>,
  seen: SeenMarks,
  now: number,
  expiry: number = defaultSettings.expiry,
): boolean {
  const { lastModified } = site.record;
  if (isFutureDated(site.record, now) || isStale({ lastDetected: siteChecked(site) }, now, expiry)) return false;
  if (seen.siteUnseen !== undefined && seen.siteUnseen >= lastModified) return true;
  if (seen.siteSeen !== undefined && seen.siteSeen <= now + CLOCK_SKEW_ALLOWANCE && seen.siteSeen >= lastModified) return false;
  const learned = site.learned ?? lastModified;
  // `now` is whole seconds; the watermark and learned times may carry a fraction (the order of
  // a click and a write within one second): a watermark is read as at most the second after.
  return learned > Math.min(seen.watermark, now + 1);
}
