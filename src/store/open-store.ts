import { openDatabase } from './open-database.ts';
import { NewerDatabaseError, reopeningConnection } from './reopening-connection.ts';
import { listSites, countSites, listSitesModifiedAfter } from './list-sites.ts';
import { putPageText, readPageText } from './page-text-queries.ts';
import { readPopupView } from './read-popup-view.ts';
import { pruneStale } from './prune-stale.ts';
import { readSiteHistory } from './read-site-history.ts';
import { removeSubscription } from './remove-subscription.ts';
import { replaceRecords } from './write/index.ts';
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
 * Opens the antenna store, creating or migrating the database first. The connection is
 * reopened on the next use whenever the browser closes it or a newer version asks it to close
 * (`reopeningConnection`); once a newer version has upgraded the database, every call fails
 * with `NewerDatabaseError` and nothing more is written.
 *
 * @example
 * const store = await openAntennaStore();
 * await store.replaceRecords(subscription, records); // { written, deleted, unchanged }
 */
export async function openAntennaStore(options: OpenStoreOptions = {}): Promise<AntennaStore> {
  const connection = reopeningConnection(() => openDatabase(options.indexedDB ?? indexedDB, options.name ?? 'antenna-reader'));
  // Opened (and migrated) now, so a migration that fails is this call's error, as before; a
  // newer database is not: the store is returned, and each call says so.
  await connection.run(() => Promise.resolve()).catch((error: unknown) => {
    if (!(error instanceof NewerDatabaseError)) throw error;
  });
  const on = connection.run.bind(connection);
  return {
    listSubscriptions: () => on((db) => listSubscriptions(db)),
    getSubscription: (id) => on((db) => getSubscription(db, id)),
    putSubscription: (subscription) => on((db) => putSubscription(db, subscription)),
    putSubscriptions: (subscriptions) => on((db) => putSubscriptions(db, subscriptions)),
    savePollResult: (polled) => on((db) => savePollResult(db, polled)),
    editSubscription: (id, edit) => on((db) => editSubscription(db, id, edit)),
    removeSubscription: (id) =>
      on(async (db) => {
        await removeSubscription(db, id);
        // A watched page's text goes with it (a separate store: the text is read only by its poll).
        await db.delete('pageTexts', id);
      }),
    replaceRecords: (subscription, records, now) => on((db) => replaceRecords(db, subscription, records, now)),
    listRecords: (id) => on(async (db) => (await db.getAll('packs', subscriptionRange(id))).flatMap((pack) => pack.rows.map((row) => row.record))),
    listSites: (options) => on((db) => listSites(db, options)),
    countSites: () => on((db) => countSites(db)),
    readPopupView: (options) => on((db) => readPopupView(db, options)),
    listSitesModifiedAfter: (after) => on((db) => listSitesModifiedAfter(db, after)),
    listNewCandidates: (watermark) => on((db) => listNewCandidates(db, watermark)),
    readSiteHistory: (key) => on((db) => readSiteHistory(db, key)),
    readPageText: (id) => on((db) => readPageText(db, id)),
    putPageText: (id, lines) => on((db) => putPageText(db, id, lines)),
    getSeenWatermark: () => on((db) => getSeenWatermark(db)),
    setSeenWatermark: (lastModified, now) => on((db) => setSeenWatermark(db, lastModified, now)),
    markAllSeen: (now) => on((db) => markAllSeen(db, now)),
    markSiteSeen: (key, lastModified, now) => on((db) => markSiteSeen(db, key, lastModified, now)),
    markSiteUnseen: (key, lastModified, now) => on((db) => markSiteUnseen(db, key, lastModified, now)),
    getSiteSeen: (keys) => on((db) => getSiteSeen(db, keys)),
    getSettings: () => on((db) => getSettings(db)),
    setSettings: (patch) => on((db) => setSettings(db, patch)),
    pruneStale: (now, expiry, maxToDelete) => on((db) => pruneStale(db, now, expiry, maxToDelete)),
    close: () => connection.close(),
  };
}
