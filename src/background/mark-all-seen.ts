import { isFutureDated } from '../core/clock-skew.ts';
import type { AntennaStore } from '../store/types.ts';

/**
 * "Mark all seen" at `now`: the watermark moves to the present, never to the newest record's
 * date (an antenna that says 2100 would make every later update seen). Sites reported a
 * little ahead of the present — an antenna whose clock runs fast, within the clock-skew
 * allowance — get their own marks, so nothing the user saw stays new; those dated further
 * ahead are never new anyway.
 */
export async function markAllSeen(store: AntennaStore, now: number): Promise<void> {
  await store.setSeenWatermark(now, now);
  const ahead = await store.listSitesModifiedAfter(now);
  for (const site of ahead) {
    if (!isFutureDated(site.record, now)) await store.markSiteSeen(site.key, site.record.lastModified, now);
  }
}
