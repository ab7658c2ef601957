import type { IDBPIndex } from 'idb';
import { readSettings } from '../core/read-settings.ts';
import type { Site } from '../core/site.ts';
import { siteOf } from './list-sites.ts';
import { readWatermark, splitMarks } from './seen-queries.ts';
import { winnerRange, type AntennaDatabase, type AntennaDB } from './schema.ts';
import type { PopupView } from './types.ts';

/** Sites per request when reading them all: a closed popup leaves at most this much work behind. */
const CHUNK = 2000;

type WinnerIndex = IDBPIndex<AntennaDB, ('subscriptions' | 'meta' | 'seen' | 'records')[], 'records', 'by-winner-lastModified'>;

/**
 * Everything the popup shows, in ONE read-only transaction (one round trip to open, every
 * request in flight at once): subscriptions, settings, the seen watermark, the newest `limit`
 * sites (all of them when `limit` is undefined) and those sites' seen marks.
 *
 * Sites come from `by-winner-lastModified` in `getAll`s (which only read upwards) of a range
 * a key cursor walking down has bounded: the newest `limit` in one, all of them in chunks of
 * about `CHUNK`, so a popup closed meanwhile stops the read within a chunk instead of leaving
 * the database busy with the whole antenna. Seen marks are few (mark-all-seen clears those it
 * covers), so they are read whole.
 */
export async function readPopupView(db: AntennaDatabase, options: { limit?: number }, chunk = CHUNK): Promise<PopupView> {
  const tx = db.transaction(['subscriptions', 'meta', 'seen', 'records'], 'readonly');
  const meta = tx.objectStore('meta');
  const reads = Promise.all([
    tx.objectStore('subscriptions').getAll(),
    meta.get('settings'),
    meta.get('watermark'),
    tx.objectStore('seen').getAll(),
  ]);
  const index = tx.objectStore('records').index('by-winner-lastModified');
  const { sites, complete } =
    options.limit === undefined ? { sites: await readAll(index, chunk), complete: true } : await readNewest(index, options.limit);
  const [subscriptions, settings, watermark, marks] = await reads;
  await tx.done;
  const keys = new Set(sites.map((site) => site.key));
  const { seen: siteSeen, unseen: siteUnseen } = splitMarks(marks, (key) => keys.has(key));
  return { subscriptions, settings: readSettings(settings), watermark: readWatermark(watermark), sites, siteSeen, siteUnseen, complete };
}

/**
 * The newest `limit` sites, and whether they are all there are: the first chunk `readAll`
 * would read, cut to `limit` — three requests (open, advance, getAll) where a cursor reading
 * values would make one per prefetch batch.
 */
async function readNewest(index: WinnerIndex, limit: number): Promise<{ sites: Site[]; complete: boolean }> {
  const wanted = Math.max(0, Math.floor(limit));
  if (wanted === 0) return { sites: [], complete: (await index.count(winnerRange())) === 0 };
  const cursor = await index.openKeyCursor(winnerRange(), 'prev');
  if (!cursor) return { sites: [], complete: true };
  const { sites, next } = await readChunk(index, cursor, null, wanted);
  return { sites: sites.slice(0, wanted), complete: next === null };
}

/**
 * Every site, newest first, in chunks of about `chunk` sites (see `readChunk`), so sites
 * sharing a lastModified land in one chunk and no site is read twice.
 */
async function readAll(index: WinnerIndex, chunk: number): Promise<Site[]> {
  const sites: Site[] = [];
  let cursor = await index.openKeyCursor(winnerRange(), 'prev');
  let upper: number | null = null;
  while (cursor) {
    const read = await readChunk(index, cursor, upper, chunk);
    for (const site of read.sites) sites.push(site);
    cursor = read.next;
    upper = read.lower;
  }
  return sites;
}

type WinnerKeyCursor = NonNullable<Awaited<ReturnType<WinnerIndex['openKeyCursor']>>>;

/**
 * The sites from `cursor`'s position (where lastModified < `upper`; null: the top) down to
 * `chunk` index entries further, newest first: the key cursor walks down (keys only, no record
 * read) to the chunk's lowest lastModified, and one `getAll` reads `[lowest, upper)`, so ties
 * at the lowest come whole. `next` is the cursor past them (null at the end), `lower` the
 * chunk's lowest lastModified.
 */
async function readChunk(
  index: WinnerIndex,
  cursor: WinnerKeyCursor,
  upper: number | null,
  chunk: number,
): Promise<{ sites: Site[]; next: WinnerKeyCursor | null; lower: number | null }> {
  let next = await cursor.advance(chunk);
  let lower = next ? next.key[1] : null;
  // More than `chunk` sites share `upper`: the chunk that ended there read them all.
  while (next && lower === upper) {
    next = await next.advance(chunk);
    lower = next ? next.key[1] : null;
  }
  const range =
    upper === null
      ? lower === null ? winnerRange() : IDBKeyRange.lowerBound([1, lower])
      : IDBKeyRange.bound([1, lower ?? Number.NEGATIVE_INFINITY], [1, upper], false, true);
  const rows = await index.getAll(range);
  const sites: Site[] = [];
  for (let i = rows.length - 1; i >= 0; i--) sites.push(siteOf(rows[i]!));
  return { sites, next, lower };
}
