import { siteOf } from './list-sites.ts';
import { newestFirst } from './read-winners.ts';
import { readSiteRows } from './read-site-rows.ts';
import type { AntennaDatabase, StoredRecord } from './schema.ts';
import { splitMarks } from './seen-queries.ts';
import type { NewCandidates } from './types.ts';

/**
 * The sites that may be new after the user's last "Mark all seen" at `watermark`, with their
 * marks, in one read-only transaction: the sites whose update the reader learned of later
 * (from the packs whose newest learned time is later: the `by-learned` index of packs), and
 * the sites the user marked unseen. `isNew` decides each; every new site is among them.
 */
export async function listNewCandidates(db: AntennaDatabase, watermark: number): Promise<NewCandidates> {
  const tx = db.transaction(['packs', 'seen'], 'readonly');
  const packs = tx.objectStore('packs');
  const after = Number.isFinite(watermark) ? IDBKeyRange.lowerBound(watermark, true) : undefined;
  const [learnedPacks, marks] = await Promise.all([packs.index('by-learned').getAll(after), tx.objectStore('seen').getAll()]);
  const { seen, unseen } = splitMarks(marks);
  const rows: StoredRecord[] = [];
  const listed = new Set<string>();
  for (const pack of learnedPacks) {
    for (const row of pack.rows) {
      if (row.winner !== 1 || row.learned === undefined || !(after === undefined || row.learned > watermark)) continue;
      rows.push(row);
      listed.add(row.key);
    }
  }
  const missing = new Set([...unseen.keys()].filter((key) => !listed.has(key)));
  for (const row of await readSiteRows(packs, missing)) if (row.winner === 1) rows.push(row);
  await tx.done;
  return { sites: rows.sort(newestFirst).map(siteOf), seen, unseen };
}
