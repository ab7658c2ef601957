import type { Site } from '../core/site.ts';
import { winnerRange, type AntennaDatabase, type StoredRecord } from './schema.ts';

/**
 * Merged sites, newest Last-Modified first, from `offset` for `limit` rows: a cursor over the
 * winners in the `by-winner-lastModified` index skips `offset` rows with one advance and
 * stops after `limit`, so a page costs the same however many sites there are.
 */
export async function listSites(db: AntennaDatabase, options: { limit: number; offset?: number }): Promise<Site[]> {
  const limit = Math.floor(options.limit);
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  const page: Site[] = [];
  if (!(limit > 0)) return page;
  const tx = db.transaction('records', 'readonly');
  let cursor = await tx.store.index('by-winner-lastModified').openCursor(winnerRange(), 'prev');
  if (cursor && offset > 0) cursor = await cursor.advance(offset);
  while (cursor && page.length < limit) {
    page.push(siteOf(cursor.value));
    cursor = page.length < limit ? await cursor.continue() : null;
  }
  await tx.done;
  return page;
}

/** How many merged sites there are. */
export function countSites(db: AntennaDatabase): Promise<number> {
  return db.countFromIndex('records', 'by-winner-lastModified', winnerRange());
}

/**
 * Sites whose lastModified is after `after`, newest first: one `getAll` on a key range of the
 * winners in the `by-winner-lastModified` index (for the badge and the "new" markers).
 */
export async function listSitesModifiedAfter(db: AntennaDatabase, after: number): Promise<Site[]> {
  const rows = await db.getAllFromIndex('records', 'by-winner-lastModified', winnerRange(after));
  return rows.reverse().map(siteOf);
}

/** The site a winning record stands for. */
export function siteOf(row: StoredRecord): Site {
  const site: { -readonly [K in keyof Site]: Site[K] } = { key: row.key, record: row.record, from: row.subscriptionId, sources: row.sources ?? [row.subscriptionId] };
  if (row.checked !== undefined) site.checked = row.checked;
  if (row.learned !== undefined) site.learned = row.learned;
  return site;
}
