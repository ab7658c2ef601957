import type { SiteUpdate } from '../core/site-update.ts';
import { readSiteRows } from './read-site-rows.ts';
import { historyRange, type AntennaDatabase } from './schema.ts';

/**
 * One site's updates, newest first, in one read-only transaction: its history rows, one
 * `getAll` over its key range (a history is bounded, so it is read whole) — or, for a site
 * that has not changed since it was first seen and so has no rows (`historyWriter`), the
 * update its winning record says. A watched page's updates carry what changed. Empty for a
 * site not stored.
 *
 * @example
 * await readSiteHistory(db, 'http://hinata.example.jp/diary/') // [{ lastModified: 1700003600, tzOffset: 32400 }, …]
 */
export async function readSiteHistory(db: AntennaDatabase, key: string): Promise<SiteUpdate[]> {
  const tx = db.transaction(['history', 'packs'], 'readonly');
  const [rows, records] = await Promise.all([tx.objectStore('history').getAll(historyRange(key)), readSiteRows(tx.objectStore('packs'), [key])]);
  await tx.done;
  if (rows.length > 0) return rows.reverse().map(({ key: _key, ...update }) => update);
  const winner = records.find((row) => row.winner === 1);
  if (winner === undefined || !Number.isFinite(winner.record.lastModified)) return [];
  const { lastModified, tzOffset, change } = winner.record;
  return [change === undefined ? { lastModified, tzOffset } : { lastModified, tzOffset, change }];
}
