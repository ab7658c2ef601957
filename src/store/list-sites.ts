import type { Site } from '../core/site.ts';
import type { AntennaDatabase } from './schema.ts';

/**
 * Merged sites, newest Last-Modified first, from `offset` for `limit` rows: a cursor on the
 * `by-lastModified` index skips `offset` rows with one advance and stops after `limit`, so a
 * page costs the same however many sites there are.
 */
export async function listSites(db: AntennaDatabase, options: { limit: number; offset?: number }): Promise<Site[]> {
  const limit = Math.floor(options.limit);
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  const page: Site[] = [];
  if (!(limit > 0)) return page;
  const tx = db.transaction('sites', 'readonly');
  let cursor = await tx.store.index('by-lastModified').openCursor(null, 'prev');
  if (cursor && offset > 0) cursor = await cursor.advance(offset);
  while (cursor && page.length < limit) {
    page.push(cursor.value);
    cursor = page.length < limit ? await cursor.continue() : null;
  }
  await tx.done;
  return page;
}

/** How many merged sites there are. */
export function countSites(db: AntennaDatabase): Promise<number> {
  return db.count('sites');
}

/**
 * Sites whose lastModified is after `after`, newest first: one `getAll` on a key range of the
 * `by-lastModified` index (for the badge and the "new" markers).
 */
export async function listSitesModifiedAfter(db: AntennaDatabase, after: number): Promise<Site[]> {
  const sites = await db.getAllFromIndex('sites', 'by-lastModified', IDBKeyRange.lowerBound(after, true));
  return sites.reverse();
}
