import { openDatabase } from './open-database.ts';
import { listSites, countSites, listSitesModifiedAfter } from './list-sites.ts';
import { putPageText, readPageText } from './page-text-queries.ts';
import { readPopupView } from './read-popup-view.ts';
import { pruneStale } from './prune-stale.ts';
import { readSiteHistory } from './read-site-history.ts';
import { removeSubscription } from './remove-subscription.ts';
import { replaceRecords } from './replace-records.ts';
import { subscriptionRange } from './schema.ts';
import { getSeenWatermark, getSiteSeen, markAllSeen, markSiteSeen, markSiteUnseen, setSeenWatermark } from './seen-queries.ts';
import { listNewCandidates } from './list-new-candidates.ts';
import { getSettings, setSettings } from './settings-queries.ts';
import { getSubscription, listSubscriptions, putSubscription, putSubscriptions, savePollResult, editSubscription } from './subscription-queries.ts';
import type { AntennaStore } from './types.ts';

export interface OpenStoreOptions {
  /** Database name (default `antenna-reader`). */
  readonly name?: string;
  /** The IndexedDB factory (default the global `indexedDB`); tests pass a fresh one. */
  readonly indexedDB?: IDBFactory;
}

/**
 * Opens the antenna store, creating or migrating the database first.
 *
 * @example
 * const store = await openAntennaStore();
 * await store.replaceRecords(subscription, records); // { written, deleted, unchanged }
 */
export async function openAntennaStore(options: OpenStoreOptions = {}): Promise<AntennaStore> {
  const db = await openDatabase(options.indexedDB ?? indexedDB, options.name ?? 'antenna-reader');
  return {
    listSubscriptions: () => listSubscriptions(db),
    getSubscription: (id) => getSubscription(db, id),
    putSubscription: (subscription) => putSubscription(db, subscription),
    putSubscriptions: (subscriptions) => putSubscriptions(db, subscriptions),
    savePollResult: (polled) => savePollResult(db, polled),
    editSubscription: (id, edit) => editSubscription(db, id, edit),
    removeSubscription: async (id) => {
      await removeSubscription(db, id);
      // A watched page's text goes with it (a separate store: the text is read only by its poll).
      await db.delete('pageTexts', id);
    },
    replaceRecords: (subscription, records, now) => replaceRecords(db, subscription, records, now),
    listRecords: async (id) => (await db.getAll('records', subscriptionRange(id))).map((row) => row.record),
    listSites: (options) => listSites(db, options),
    countSites: () => countSites(db),
    readPopupView: (options) => readPopupView(db, options),
    listSitesModifiedAfter: (after) => listSitesModifiedAfter(db, after),
    listNewCandidates: (watermark) => listNewCandidates(db, watermark),
    readSiteHistory: (key) => readSiteHistory(db, key),
    readPageText: (id) => readPageText(db, id),
    putPageText: (id, lines) => putPageText(db, id, lines),
    getSeenWatermark: () => getSeenWatermark(db),
    setSeenWatermark: (lastModified, now) => setSeenWatermark(db, lastModified, now),
    markAllSeen: (now) => markAllSeen(db, now),
    markSiteSeen: (key, lastModified, now) => markSiteSeen(db, key, lastModified, now),
    markSiteUnseen: (key, lastModified, now) => markSiteUnseen(db, key, lastModified, now),
    getSiteSeen: (keys) => getSiteSeen(db, keys),
    getSettings: () => getSettings(db),
    setSettings: (patch) => setSettings(db, patch),
    pruneStale: (now, expiry, maxToDelete) => pruneStale(db, now, expiry, maxToDelete),
    close: () => db.close(),
  };
}
