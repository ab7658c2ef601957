import type { IDBPTransaction } from 'idb';
import { mergeSite, type MergeCandidate } from '../core/merge-site.ts';
import type { AntennaRecord } from '../core/record.ts';
import { sameRecord } from '../core/same-record.ts';
import type { Site } from '../core/site.ts';
import type { SubscriptionId } from '../core/subscription.ts';
import { batchWriter } from './batch-writer.ts';
import { readSites } from './read-sites.ts';
import { readRecords } from './read-records.ts';
import type { AntennaDB } from './schema.ts';

/**
 * What changed for one site key: each subscription whose record of it is known after the
 * change, with that record, or null when the subscription no longer reports the site.
 */
export type SiteChanges = ReadonlyMap<string, ReadonlyMap<SubscriptionId, AntennaRecord | null>>;

type MergeTransaction = IDBPTransaction<AntennaDB, ('records' | 'sites' | 'subscriptions')[], 'readwrite'>;

/**
 * Brings the merged rows of the changed keys up to date, inside `tx` (after the record writes
 * were issued). Each site's `sources` says which other subscriptions report it; only their
 * records are read, so a site only one antenna lists costs no record read. Rows that come out
 * the same are not rewritten. Writes go out in batches (`batchWriter`). Returns rows written
 * or deleted.
 */
export async function remergeSites(tx: MergeTransaction, changes: SiteChanges): Promise<number> {
  if (changes.size === 0) return 0;
  const sites = tx.objectStore('sites');
  const current = await readSites(sites, [...changes.keys()]);

  const wanted = new Map<SubscriptionId, string[]>();
  for (const [key, known] of changes) {
    for (const source of current.get(key)?.sources ?? []) {
      if (known.has(source)) continue;
      const keys = wanted.get(source);
      if (keys) keys.push(key);
      else wanted.set(source, [key]);
    }
  }
  const others = await readRecords(tx.objectStore('records'), wanted);

  const writer = batchWriter(sites);
  for (const [key, known] of changes) {
    const candidates: MergeCandidate[] = [];
    for (const [subscriptionId, record] of known) if (record) candidates.push({ subscriptionId, record });
    for (const source of current.get(key)?.sources ?? []) {
      if (known.has(source)) continue;
      const record = others.get(source)?.get(key);
      if (record) candidates.push({ subscriptionId: source, record });
    }
    const before = current.get(key);
    const after = mergeSite(key, candidates);
    if (after === null) {
      if (before) writer.delete(key);
    } else if (!before || !sameSite(before, after)) {
      writer.put(after);
    }
    if (writer.full) await writer.drain();
  }
  return writer.count;
}

function sameSite(a: Site, b: Site): boolean {
  return (
    a.from === b.from &&
    a.sources.length === b.sources.length &&
    a.sources.every((s, i) => s === b.sources[i]) &&
    sameRecord(a.record, b.record)
  );
}
