import type { SubscriptionId } from '../core/subscription.ts';
import type { AntennaDatabase } from './schema.ts';

/**
 * The most watched pages whose text is kept: with each at most 64 KB (`MAX_COMPARED_CHARS`),
 * 8 MB in all. A page past it is still watched by its fingerprint; its changes are not quoted.
 */
export const MAX_PAGE_TEXTS = 128;

/** A watched page's compared lines at its last read, or null when none are kept. */
export async function readPageText(db: AntennaDatabase, id: SubscriptionId): Promise<string[] | null> {
  const row = await db.get('pageTexts', id);
  return row === undefined ? null : [...row.lines];
}

/**
 * Keeps a watched page's compared lines for its next read, in one transaction, unless
 * `MAX_PAGE_TEXTS` other pages already have theirs. Gives whether it kept them.
 */
export async function putPageText(db: AntennaDatabase, id: SubscriptionId, lines: readonly string[]): Promise<boolean> {
  const tx = db.transaction('pageTexts', 'readwrite');
  const store = tx.objectStore('pageTexts');
  const [had, count] = await Promise.all([store.getKey(id), store.count()]);
  const room = had !== undefined || count < MAX_PAGE_TEXTS;
  if (room) await store.put({ id, lines });
  await tx.done;
  return room;
}
