import type { AntennaRecord } from '../core/record.ts';
import type { Settings } from '../core/settings.ts';
import type { Site } from '../core/site.ts';
import type { SiteUpdate } from '../core/site-update.ts';
import type { Subscription, SubscriptionId } from '../core/subscription.ts';

/** What a replace did, so callers (and benchmarks) can see that unchanged data wrote nothing. */
export interface ReplaceOutcome {
  readonly written: number;
  readonly deleted: number;
  readonly unchanged: number;
}

/** Per-site marks: the site's lastModified when the user saw it (opened or marked it), or marked it unseen. */
export interface SiteMarks {
  readonly seen: Map<string, number>;
  readonly unseen: Map<string, number>;
}

/** The sites that may be new (`listNewCandidates`), newest first, with every per-site mark. */
export interface NewCandidates extends SiteMarks {
  readonly sites: Site[];
}

/** What the popup shows, read at one moment (`readPopupView`). */
export interface PopupView {
  readonly subscriptions: Subscription[];
  readonly settings: Settings;
  /** The "mark all seen" watermark, on the reader's clock (compared with `Site.learned`). */
  readonly watermark: number;
  /** Newest Last-Modified first. */
  readonly sites: Site[];
  /** Per-site seen marks of `sites` (only those that have one). */
  readonly siteSeen: Map<string, number>;
  /** Per-site unseen marks of `sites`: marked unseen by the user, at that lastModified. */
  readonly siteUnseen: Map<string, number>;
  /** `sites` holds every stored site. */
  readonly complete: boolean;
}

/**
 * The extension's storage, over IndexedDB. The only module that imports idb implements it;
 * the worker, popup and options page all use this interface.
 */
export interface AntennaStore {
  // subscriptions
  listSubscriptions(): Promise<Subscription[]>;
  getSubscription(id: SubscriptionId): Promise<Subscription | undefined>;
  putSubscription(subscription: Subscription): Promise<void>;
  /** Stores new subscriptions in one transaction, skipping ids already stored; gives the ids written. */
  putSubscriptions(subscriptions: readonly Subscription[]): Promise<SubscriptionId[]>;
  /**
   * Writes what a poll found over the stored subscription, keeping the user's choices as
   * stored (`pollResultOver`), only if it is still stored (a poll that ends after the user
   * removed it must not bring it back) and no later poll wrote; returns whether it wrote.
   */
  savePollResult(polled: Subscription): Promise<boolean>;
  /**
   * A user's edit, read and written in one transaction: `edit` gets the stored subscription
   * and gives the next (or undefined: no change). Gives what was written, or undefined.
   */
  editSubscription(id: SubscriptionId, edit: (stored: Subscription) => Subscription | undefined): Promise<Subscription | undefined>;
  /** Removes the subscription, its records, and re-merges the sites it touched, in one transaction. */
  removeSubscription(id: SubscriptionId): Promise<void>;

  /**
   * Replaces one subscription's records with `records` in ONE transaction (old set or new set,
   * never a mix), updates the merged sites those keys touch, and writes `subscription` too,
   * as a poll's result over the stored one (`pollResultOver`). Each site's winner carries when
   * the reader learned of its update (`learnedAt` at `now`: by default the subscription's last check).
   * Records equal to the stored ones are not rewritten. A subscription no longer stored (removed
   * while its poll ran) gets nothing written: `{written: 0, deleted: 0, unchanged: 0}`.
   */
  replaceRecords(subscription: Subscription, records: readonly AntennaRecord[], now?: number): Promise<ReplaceOutcome>;
  /** One subscription's records (for export and tests). */
  listRecords(id: SubscriptionId): Promise<AntennaRecord[]>;
  /**
   * For when the quota runs out: deletes up to `maxToDelete` stale records (Last-Detected
   * more than `expiry` seconds before `now`), oldest first, re-merging their sites, in one
   * transaction. Returns how many were deleted.
   */
  pruneStale(now: number, expiry: number, maxToDelete: number): Promise<number>;

  /** Merged sites, newest Last-Modified first, read by index: `offset`..`offset+limit`. */
  listSites(options: { limit: number; offset?: number }): Promise<Site[]>;
  countSites(): Promise<number>;
  /**
   * The popup's whole view in one read-only transaction: subscriptions, settings, watermark,
   * the newest `limit` sites (every site when `limit` is omitted) and their seen marks.
   */
  readPopupView(options: { limit?: number }): Promise<PopupView>;
  /** Sites whose lastModified is > `after`, newest first. */
  listSitesModifiedAfter(after: number): Promise<Site[]>;
  /**
   * The sites that may be new after a "Mark all seen" at `watermark` — learned of later, or
   * marked unseen — with every per-site mark (for the badge and the popup's "new" markers).
   */
  listNewCandidates(watermark: number): Promise<NewCandidates>;

  /**
   * One site's history: every update stored for it (the newest `HISTORY_LIMIT`), newest
   * first; empty for a site not stored.
   */
  readSiteHistory(key: string): Promise<SiteUpdate[]>;

  // watched pages' text
  /** A watched page's compared lines at its last read, or null when none are kept. */
  readPageText(id: SubscriptionId): Promise<string[] | null>;
  /** Keeps a watched page's compared lines (bounded in number: `MAX_PAGE_TEXTS`); gives whether it did. */
  putPageText(id: SubscriptionId, lines: readonly string[]): Promise<boolean>;

  // seen state
  getSeenWatermark(): Promise<number>;
  /** Applies another computer's "seen up to": the watermark only grows, never past `now`. */
  setSeenWatermark(watermark: number, now: number): Promise<void>;
  /** "Mark all seen" at `now`: everything learned of by then is seen; per-site marks are dropped. */
  markAllSeen(now: number): Promise<void>;
  /**
   * Per-site mark: the site's lastModified when the user opened it, at most the clock-skew
   * allowance past `now`.
   */
  markSiteSeen(key: string, lastModified: number, now: number): Promise<void>;
  /** Marks one site unseen at `lastModified`: it is new until seen again. */
  markSiteUnseen(key: string, lastModified: number, now: number): Promise<void>;
  getSiteSeen(keys: readonly string[]): Promise<Map<string, number>>;

  // settings
  getSettings(): Promise<Settings>;
  setSettings(patch: Partial<Settings>): Promise<Settings>;

  close(): void;
}
