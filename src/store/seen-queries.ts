import { boundSiteMark, boundWatermark } from '../core/freshness/index.ts';
import { packOf } from './record-packs.ts';
import type { AntennaDatabase, SeenMark } from './schema.ts';
import type { SiteMarks } from './types.ts';

/** The "mark all seen" watermark (Last-Modified seconds); 0 before the first. */
export async function getSeenWatermark(db: AntennaDatabase): Promise<number> {
  return readWatermark(await db.get('meta', 'watermark'));
}

/**
 * Applies a "seen up to" time another computer marked (sync): the watermark only moves
 * forward — a site vanishing from the antenna must not make older sites new again — but never
 * past `now`. Per-site marks stay: each is this computer's user's own word on one site.
 */
export async function setSeenWatermark(db: AntennaDatabase, watermark: number, now: number): Promise<void> {
  if (!Number.isFinite(watermark) || !Number.isFinite(now)) return;
  const tx = db.transaction('meta', 'readwrite');
  const held = readWatermark(await tx.store.get('watermark'));
  const next = boundWatermark(Math.max(held, watermark), now);
  if (next !== held) await tx.store.put(next, 'watermark');
  await tx.done;
}

/**
 * "Mark all seen" at `now`: every update the reader had learned of by now is seen (the
 * watermark moves to the present, on the reader's clock), and every per-site mark — seen or
 * unseen — is dropped, since the watermark now says it all; the seen store stays small.
 */
export async function markAllSeen(db: AntennaDatabase, now: number): Promise<void> {
  if (!Number.isFinite(now)) return;
  const tx = db.transaction(['meta', 'seen', 'packs'], 'readwrite');
  const done = Promise.all([tx.objectStore('meta').put(now, 'watermark'), tx.objectStore('seen').clear()]);
  // A learned time past the present (v7 copied each site's own time, a little ahead for an
  // antenna whose clock runs fast) is brought back to it: the user has been shown that update.
  const packs = tx.objectStore('packs');
  for (const pack of await packs.index('by-learned').getAll(IDBKeyRange.lowerBound(now, true))) {
    const rows = pack.rows.map((row) => (row.winner === 1 && row.learned !== undefined && row.learned > now ? { ...row, learned: now } : row));
    await packs.put(packOf(pack.subscriptionId, pack.of, pack.bucket, rows));
  }
  await done;
  await tx.done;
}

/**
 * Marks one site seen at `lastModified`, at most the clock-skew allowance past `now`
 * (`boundSiteMark`); a later mark never goes back, unless it was past that bound. A site the
 * user had marked unseen is seen again.
 */
export async function markSiteSeen(db: AntennaDatabase, key: string, lastModified: number, now: number): Promise<void> {
  if (!Number.isFinite(lastModified) || !Number.isFinite(now)) return;
  const mark = boundSiteMark(lastModified, now);
  const tx = db.transaction('seen', 'readwrite');
  const held = await tx.store.get(key);
  if (!held || held.unseen === 1 || held.lastModified < mark || held.lastModified > boundSiteMark(held.lastModified, now)) {
    await tx.store.put({ key, lastModified: mark });
  }
  await tx.done;
}

/** Marks one site unseen at `lastModified` (bounded as a seen mark is): it is new until seen again. */
export async function markSiteUnseen(db: AntennaDatabase, key: string, lastModified: number, now: number): Promise<void> {
  if (!Number.isFinite(lastModified) || !Number.isFinite(now)) return;
  await db.put('seen', { key, lastModified: boundSiteMark(lastModified, now), unseen: 1 });
}

/** Every per-site mark, split into seen and unseen (`SiteMarks`), keeping only `keep`'s keys when given. */
export function splitMarks(marks: readonly (SeenMark | undefined)[], keep?: (key: string) => boolean): SiteMarks {
  const seen = new Map<string, number>();
  const unseen = new Map<string, number>();
  for (const mark of marks) {
    if (!mark || (keep && !keep(mark.key))) continue;
    (mark.unseen === 1 ? unseen : seen).set(mark.key, mark.lastModified);
  }
  return { seen, unseen };
}

/** Per-site seen marks for `keys` (only the sites that have one; unseen marks are not seen marks). */
export async function getSiteSeen(db: AntennaDatabase, keys: readonly string[]): Promise<Map<string, number>> {
  const tx = db.transaction('seen', 'readonly');
  // Marks are few (mark-all-seen clears those it covers): one read of them all beats a get per key.
  const marks = keys.length > 32 ? await tx.store.getAll() : await Promise.all(keys.map((key) => tx.store.get(key)));
  await tx.done;
  const wanted = keys.length > 32 ? new Set(keys) : null;
  const seen = new Map<string, number>();
  for (const mark of marks) if (mark && mark.unseen !== 1 && (!wanted || wanted.has(mark.key))) seen.set(mark.key, mark.lastModified);
  return seen;
}

/** A stored watermark, checked: 0 when absent or not a finite number. */
export function readWatermark(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
