import { isNew } from '../core/is-new.ts';
import type { Site } from '../core/site.ts';
import type { AntennaStore } from '../store/types.ts';

/**
 * The sites new since the user last looked: changed after the seen watermark and their own
 * seen mark, and not stale. Reads only the sites changed after the watermark, by index.
 */
export async function listNewSites(store: AntennaStore, now: number): Promise<Site[]> {
  const [settings, watermark] = await Promise.all([store.getSettings(), store.getSeenWatermark()]);
  const candidates = await store.listSitesModifiedAfter(watermark);
  const seen = await store.getSiteSeen(candidates.map((site) => site.key));
  return candidates.filter((site) => isNew(site, { watermark, siteSeen: seen.get(site.key) }, now, settings.expiry));
}
