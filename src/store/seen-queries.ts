import { boundSiteMark, boundWatermark } from '../core/clock-skew.ts';
import type { AntennaDatabase } from './schema.ts';

/** The "mark all seen" watermark (Last-Modified seconds); 0 before the first. */
export async function getSeenWatermark(db: AntennaDatabase): Promise<number> {
  return readWatermark(await db.get('meta', 'watermark'));
}

/**
 * Marks everything up to `lastModified` seen. The watermark only moves forward — a site
 * vanishing from the antenna must not make older sites new again — but never past `now`: a
 * record dated 2100 must not make every later update seen (a watermark already past the present
 * comes back to it). Per-site marks it now covers are dropped, so the seen store stays small.
 */
export async function setSeenWatermark(db: AntennaDatabase, lastModified: number, now: number): Promise<void> {
  if (!Number.isFinite(lastModified) || !Number.isFinite(now)) return;
  const tx = db.transaction(['meta', 'seen'], 'readwrite');
  const meta = tx.objectStore('meta');
  const watermark = boundWatermark(Math.max(readWatermark(await meta.get('watermark')), lastModified), now);
  await meta.put(watermark, 'watermark');
  let cursor = await tx.objectStore('seen').openCursor();
  while (cursor) {
    if (cursor.value.lastModified <= watermark) await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
}

/**
 * Marks one site seen at `lastModified`, at most the clock-skew allowance past `now`
 * (`boundSiteMark`); a later mark never goes back, unless it was past that bound.
 */
export async function markSiteSeen(db: AntennaDatabase, key: string, lastModified: number, now: number): Promise<void> {
  if (!Number.isFinite(lastModified) || !Number.isFinite(now)) return;
  const mark = boundSiteMark(lastModified, now);
  const tx = db.transaction('seen', 'readwrite');
  const held = await tx.store.get(key);
  if (!held || held.lastModified < mark || held.lastModified > boundSiteMark(held.lastModified, now)) {
    await tx.store.put({ key, lastModified: mark });
  }
  await tx.done;
}

/** Per-site marks for `keys` (only the sites that have one). */
export async function getSiteSeen(db: AntennaDatabase, keys: readonly string[]): Promise<Map<string, number>> {
  const tx = db.transaction('seen', 'readonly');
  // Marks are few (mark-all-seen clears those it covers): one read of them all beats a get per key.
  const marks = keys.length > 32 ? await tx.store.getAll() : await Promise.all(keys.map((key) => tx.store.get(key)));
  await tx.done;
  const wanted = keys.length > 32 ? new Set(keys) : null;
  const seen = new Map<string, number>();
  for (const mark of marks) if (mark && (!wanted || wanted.has(mark.key))) seen.set(mark.key, mark.lastModified);
  return seen;
}

/** A stored watermark, checked: 0 when absent or not a finite number. */
export function readWatermark(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
