import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { AntennaRecord } from '../core/record.ts';
import type { Site } from '../core/site.ts';
import type { Subscription, SubscriptionId } from '../core/subscription.ts';

/** One subscription's record of one site, keyed `[subscriptionId, key]`. */
export interface StoredRecord {
  readonly subscriptionId: SubscriptionId;
  /** `normalizeUrl(record.url)`: the site's key, shared across subscriptions. */
  readonly key: string;
  readonly record: AntennaRecord;
}

/** The user opened this site when it had this lastModified. */
export interface SeenMark {
  readonly key: string;
  readonly lastModified: number;
}

/** Keys of the `meta` store (out-of-line keys, one value each). */
export type MetaKey = 'settings' | 'watermark';

/**
 * The database as the current version lays it out. Older layouts are described only by the
 * migrations that turn them into this one (see `migrations.ts`).
 */
export interface AntennaDB extends DBSchema {
  subscriptions: { key: string; value: Subscription };
  records: {
    key: [string, string];
    value: StoredRecord;
    indexes: {
      /** Every subscription's record of a site, to re-merge it. */
      'by-key': string;
      /** Oldest Last-Detected first, to prune stale records when the quota runs out (v3). */
      'by-lastDetected': number;
    };
  };
  /** The merged antenna: one row per site, newest first through the index. */
  sites: { key: string; value: Site; indexes: { 'by-lastModified': number } };
  seen: { key: string; value: SeenMark };
  /** `settings`: a partial Settings object; `watermark`: a number. Both checked on read. */
  meta: { key: MetaKey; value: unknown };
}

export type AntennaDatabase = IDBPDatabase<AntennaDB>;
export type UpgradeTransaction = IDBPTransaction<AntennaDB, StoreNames<AntennaDB>[], 'versionchange'>;
/** A read-write transaction over at least the stores a query needs. */
export type WriteTransaction<S extends StoreNames<AntennaDB>> = IDBPTransaction<AntennaDB, S[], 'readwrite'>;

/** The range of every `[subscriptionId, key]` under one subscription (arrays sort after strings). */
export function subscriptionRange(id: string): IDBKeyRange {
  return IDBKeyRange.bound([id], [id, []]);
}
