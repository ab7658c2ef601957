import { isNew } from '../core/freshness/index.ts';
import type { Site } from '../core/site.ts';
import type { BadgeStore } from './update-badge.ts';

/**
 * The sites new since the user last looked (`isNew`): learned of after the seen watermark, or
 * marked unseen, and not seen since, nor stale. Reads only those candidates, by index.
 */
export async function listNewSites(store: BadgeStore, now: number): Promise<Site[]> {
  const [settings, watermark] = await Promise.all([store.getSettings(), store.getSeenWatermark()]);
  const { sites, seen, unseen } = await store.listNewCandidates(watermark);
  return sites.filter((site) => isNew(site, { watermark, siteSeen: seen.get(site.key), siteUnseen: unseen.get(site.key) }, now, settings.expiry));
}
