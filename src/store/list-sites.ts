import type { Site } from '../core/site.ts';
import { newestFirst, readWinners } from './read-winners.ts';
import type { AntennaDatabase, StoredRecord } from './schema.ts';

/** Merged sites, newest Last-Modified first, from `offset` for `limit` rows (every pack read: `readWinners`). */
export async function listSites(db: AntennaDatabase, options: { limit: number; offset?: number }): Promise<Site[]> {
  const limit = Math.floor(options.limit);
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  if (!(limit > 0)) return [];
  const tx = db.transaction('packs', 'readonly');
  const rows = await readWinners(tx.store);
  await tx.done;
  return rows.slice(offset, offset + limit).map(siteOf);
}

/** How many merged sites there are. */
export async function countSites(db: AntennaDatabase): Promise<number> {
  const tx = db.transaction('packs', 'readonly');
  const rows = await readWinners(tx.store);
  await tx.done;
  return rows.length;
}

/**
 * Sites whose lastModified is after `after`, newest first (for the badge and the "new"
 * markers): only the packs whose newest winner is after it are read (`by-lastModified`).
 */
export async function listSitesModifiedAfter(db: AntennaDatabase, after: number): Promise<Site[]> {
  const tx = db.transaction('packs', 'readonly');
  const range = Number.isNaN(after) ? null : IDBKeyRange.lowerBound(after, true);
  const packs = await tx.store.index('by-lastModified').getAll(range);
  await tx.done;
  const rows: StoredRecord[] = [];
  for (const pack of packs) for (const row of pack.rows) if (row.winner === 1 && row.record.lastModified > after) rows.push(row);
  return rows.sort(newestFirst).map(siteOf);
}

/** The site a winning record stands for. */
export function siteOf(row: StoredRecord): Site {
  const site: { -readonly [K in keyof Site]: Site[K] } = { key: row.key, record: row.record, from: row.subscriptionId, sources: row.sources ?? [row.subscriptionId] };
  if (row.checked !== undefined) site.checked = row.checked;
  if (row.learned !== undefined) site.learned = row.learned;
  return site;
}
