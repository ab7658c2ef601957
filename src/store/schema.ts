import type { DBSchema, IDBPDatabase, IDBPObjectStore, IDBPTransaction, StoreNames } from 'idb';
import type { AntennaRecord } from '../core/record.ts';
import type { SiteUpdate } from '../core/site-update.ts';
import type { Subscription, SubscriptionId } from '../core/subscription.ts';

/**
 * One subscription's record of one site (a row of a `RecordPack` since v9; of the `records`
 * store, keyed `[subscriptionId, key]`, before). The merged antenna lives in these rows too:
 * the record its site shows (`mergeSite`: the newest update wins whole) is flagged `winner: 1`
 * and carries the site's `sources`, so listing sites reads the winners and a first store
 * writes each record once.
 */
export interface StoredRecord {
  readonly subscriptionId: SubscriptionId;
  /** `normalizeUrl(record.url)`: the site's key, shared across subscriptions. */
  readonly key: string;
  readonly record: AntennaRecord;
  /** 1 when this record is the one its site shows, else 0 (a number: booleans are not keys). */
  readonly winner: 0 | 1;
  /** On winners only: every subscription that reports the site, sorted as `mergeSite` sorts them. */
  readonly sources?: readonly SubscriptionId[];
  /**
   * On winners only: the newest Last-Detected among the site's sources, its freshness. Absent
   * on rows written before it was kept (read as the record's own Last-Detected).
   */
  readonly checked?: number;
  /**
   * On winners only: when the reader learned of the site's current update (`learnedAt`),
   * indexed (`by-learned`, v7) to find the sites new since the user last looked.
   */
  readonly learned?: number;
}

/** A stored record before the merge has flagged it. */
export type RecordRow = Pick<StoredRecord, 'subscriptionId' | 'key' | 'record'>;

/**
 * The user opened this site, or marked it seen, when it had this lastModified; or, with
 * `unseen: 1` (v7), marked it unseen then: it is new until seen again.
 */
export interface SeenMark {
  readonly key: string;
  readonly lastModified: number;
  readonly unseen?: 1;
}

/** One update in a site's history (v5), keyed `[key, lastModified]`: a site's updates sort oldest first. */
export interface HistoryRow extends SiteUpdate {
  /** The site's key, as its records have it. */
  readonly key: string;
}

/** A watched page's compared lines at its last read (v8), to show what its next change changed. */
export interface PageTextRow {
  readonly id: SubscriptionId;
  readonly lines: readonly string[];
}

/**
 * Some of one subscription's records, packed (v9): a subscription's sites are spread over `of`
 * packs by a hash of their key (`bucketOf`), so storing 200,000 records is a few hundred write
 * requests, not 200,000, and a poll rewrites only the packs whose sites changed. Keyed
 * `[subscriptionId, of, bucket]`, so the keys alone say where any site of any subscription is.
 */
export interface RecordPack {
  readonly subscriptionId: SubscriptionId;
  /** How many packs the subscription's records are spread over (a power of two). */
  readonly of: number;
  readonly bucket: number;
  readonly rows: readonly StoredRecord[];
  /** The newest `learned` among the pack's winners (absent: none), indexed to find new sites. */
  readonly learned?: number;
  /** The newest lastModified among the pack's winners (absent: none), indexed for the badge. */
  readonly lastModified?: number;
}

/** Keys of the `meta` store (out-of-line keys, one value each). */
export type MetaKey = 'settings' | 'watermark';

/**
 * The database as the current version lays it out. Older layouts are described only by the
 * migrations that turn them into this one (see `migrations.ts`).
 */
export interface AntennaDB extends DBSchema {
  subscriptions: { key: string; value: Subscription };
  /** Every subscription's records, packed (v9; `records` before). */
  packs: {
    key: [string, number, number];
    value: RecordPack;
    indexes: {
      /** Packs holding a site learned of after a time: the new sites' packs. */
      'by-learned': number;
      /** Packs holding a site modified after a time. */
      'by-lastModified': number;
    };
  };
  seen: { key: string; value: SeenMark };
  /** Every site's updates, the newest `HISTORY_LIMIT` each, gone with the site (v5). */
  history: { key: [string, number]; value: HistoryRow };
  /** `settings`: a partial Settings object; `watermark`: a number. Both checked on read. */
  meta: { key: MetaKey; value: unknown };
  /** Each watched page's compared text, never synced (v8). */
  pageTexts: { key: string; value: PageTextRow };
}

/** The layout the migrations up to v8 knew: one row per record in `records` (v9 packs them). */
export interface LegacyDB extends AntennaDB {
  records: {
    key: [string, string];
    value: StoredRecord;
    indexes: {
      /** Every subscription's record of a site, to re-merge it. */
      'by-key': string;
      /** Oldest Last-Detected first, to prune stale records when the quota runs out (v3). */
      'by-lastDetected': number;
      /** `[winner, record.lastModified]`: the merged antenna, newest first under `[1, …]` (v4). */
      'by-winner-lastModified': [number, number];
      /** Winners only (losers carry no `learned`): when the reader learned of each site's update (v7). */
      'by-learned': number;
    };
  };
}

export type AntennaDatabase = IDBPDatabase<AntennaDB>;
/** The database inside an upgrade, where steps before v9 still create and read `records`. */
export type UpgradeDatabase = IDBPDatabase<LegacyDB>;
/** The upgrade transaction, over the current stores and the ones older steps read before v9 dropped them. */
export type UpgradeTransaction = IDBPTransaction<LegacyDB, StoreNames<LegacyDB>[], 'versionchange'>;
/** A read-write transaction over at least the stores a query needs. */
export type WriteTransaction<S extends StoreNames<AntennaDB>> = IDBPTransaction<AntennaDB, S[], 'readwrite'>;
/** The packs store inside the transactions that change records (they cover subscriptions and history too). */
export type PacksStore = IDBPObjectStore<AntennaDB, RecordsTxStores, 'packs', 'readwrite'>;
/** The history store inside those transactions. */
export type HistoryStore = IDBPObjectStore<AntennaDB, RecordsTxStores, 'history', 'readwrite'>;
/** The stores a transaction that changes records covers: records move with subscriptions and site histories. */
export type RecordsTxStores = ('subscriptions' | 'packs' | 'history')[];
/** Those stores, for `db.transaction`. */
export const RECORDS_TX_STORES: RecordsTxStores = ['subscriptions', 'packs', 'history'];

/** The range of every `[subscriptionId, …]` key under one subscription (arrays sort after strings and numbers). */
export function subscriptionRange(id: string): IDBKeyRange {
  return IDBKeyRange.bound([id], [id, []]);
}

/**
 * The `by-winner-lastModified` range of the sites modified after `after` (all of them by
 * default). Only a lower bound: `winner` is 0 or 1 and lastModified a number, so every key
 * from `[1, after]` up is a winner's, and a cursor walking down from the top needs no upper
 * bound to check at each step.
 */
export function winnerRange(after?: number): IDBKeyRange {
  return after === undefined ? IDBKeyRange.lowerBound([1, -Infinity]) : IDBKeyRange.lowerBound([1, after], true);
}

/** The range of one site's history, oldest first. */
export function historyRange(key: string): IDBKeyRange {
  return IDBKeyRange.bound([key, Number.NEGATIVE_INFINITY], [key, Number.POSITIVE_INFINITY]);
}
