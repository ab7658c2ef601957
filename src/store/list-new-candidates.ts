import { siteOf } from './list-sites.ts';
import type { AntennaDatabase } from './schema.ts';
import { splitMarks } from './seen-queries.ts';
import type { NewCandidates } from './types.ts';

/**
 * The sites that may be new after the user's last "Mark all seen" at `watermark`, with their
 * marks, in one read-only transaction: the sites whose update the reader learned of later (one
 * `getAll` on the `by-learned` index, which holds winners only), and the sites the user marked
 * unseen. `isNew` decides each; every new site is among them.
 */
export async function listNewCandidates(db: AntennaDatabase, watermark: number): Promise<NewCandidates> {
  const tx = db.transaction(['records', 'seen'], 'readonly');
  const records = tx.objectStore('records');
  const after = Number.isFinite(watermark) ? IDBKeyRange.lowerBound(watermark, true) : undefined;
  const [learned, marks] = await Promise.all([records.index('by-learned').getAll(after), tx.objectStore('seen').getAll()]);
  const { seen, unseen } = splitMarks(marks);
  const sites = learned.map(siteOf);
  const listed = new Set(sites.map((site) => site.key));
  const byKey = records.index('by-key');
  const missing = [...unseen.keys()].filter((key) => !listed.has(key));
  const rows = await Promise.all(missing.map((key) => byKey.getAll(key)));
  for (const row of rows.flat()) if (row.winner === 1) sites.push(siteOf(row));
  await tx.done;
  sites.sort((a, b) => b.record.lastModified - a.record.lastModified);
  return { sites, seen, unseen };
}
