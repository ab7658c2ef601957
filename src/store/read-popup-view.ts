import { readSettings } from '../core/read-settings.ts';
import { siteOf } from './list-sites.ts';
import { readWinners } from './read-winners.ts';
import { readWatermark, splitMarks } from './seen-queries.ts';
import type { AntennaDatabase } from './schema.ts';
import type { PopupView } from './types.ts';

/**
 * Everything the popup shows, in ONE read-only transaction (one round trip to open, every
 * request in flight at once): subscriptions, settings, the seen watermark, the newest `limit`
 * sites (all of them when `limit` is undefined) and those sites' seen marks.
 *
 * Sites are every pack's winners, sorted (`readWinners`): records are packed by site, not by
 * time, so even the newest few need every pack read; the popup paints the first screen it
 * kept before this answers (docs/ARCHITECTURE.md, *How the popup opens*). Seen marks are few
 * (mark-all-seen clears those it covers), so they are read whole.
 */
export async function readPopupView(db: AntennaDatabase, options: { limit?: number }): Promise<PopupView> {
  const tx = db.transaction(['subscriptions', 'meta', 'seen', 'packs'], 'readonly');
  const meta = tx.objectStore('meta');
  const reads = Promise.all([
    tx.objectStore('subscriptions').getAll(),
    meta.get('settings'),
    meta.get('watermark'),
    tx.objectStore('seen').getAll(),
  ]);
  const winners = await readWinners(tx.objectStore('packs'));
  const limit = options.limit === undefined ? winners.length : Math.max(0, Math.floor(options.limit));
  const sites = winners.slice(0, limit).map(siteOf);
  const complete = sites.length === winners.length;
  const [subscriptions, settings, watermark, marks] = await reads;
  await tx.done;
  const keys = new Set(sites.map((site) => site.key));
  const { seen: siteSeen, unseen: siteUnseen } = splitMarks(marks, (key) => keys.has(key));
  return { subscriptions, settings: readSettings(settings), watermark: readWatermark(watermark), sites, siteSeen, siteUnseen, complete };
}
