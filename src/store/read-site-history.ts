import type { SiteUpdate } from '../core/site-update.ts';
import { historyRange, type AntennaDatabase } from './schema.ts';

/**
 * One site's updates, newest first: one `getAll` over its key range (a history is bounded,
 * so it is read whole).
 *
 * @example
 * await readSiteHistory(db, 'http://hinata.example.jp/diary/') // [{ lastModified: 1700003600, tzOffset: 32400 }, …]
 */
export async function readSiteHistory(db: AntennaDatabase, key: string): Promise<SiteUpdate[]> {
  const rows = await db.getAll('history', historyRange(key));
  return rows.reverse().map(({ lastModified, tzOffset }) => ({ lastModified, tzOffset }));
}
