import { wrap } from 'idb';
import { listNewCandidates } from './list-new-candidates.ts';
import type { OpenStoreOptions } from './open-store.ts';
import { readPopupView } from './read-popup-view.ts';
import { readSiteHistory } from './read-site-history.ts';
import type { AntennaDatabase } from './schema.ts';
import type { AntennaStore } from './types.ts';

/**
 * The schema version the popup's reads are written for: `DB_VERSION` (migrations.ts), which the
 * popup does not import, so that none of the migrations' code is loaded before its first paint
 * (open-popup-store.test.ts checks the two agree).
 */
export const POPUP_DB_VERSION = 9;

/** The store queries the popup makes: reads only (it writes through the worker's messages). */
export type PopupReadStore = Pick<AntennaStore, 'readPopupView' | 'listNewCandidates' | 'readSiteHistory'>;

/**
 * Opens the antenna store for reading, as the popup does: a database already at
 * `POPUP_DB_VERSION` is opened as it is, with no migration code loaded; one that does not exist
 * yet, or is at another version, is left to `openDatabase` (loaded only then), which creates or
 * upgrades it as `openAntennaStore` would.
 *
 * @example
 * const store = await openPopupStore();
 * await store.readPopupView({ limit: 50 }); // { subscriptions, settings, sites, … }
 */
export async function openPopupStore(options: OpenStoreOptions = {}): Promise<PopupReadStore> {
  const factory = options.indexedDB ?? indexedDB;
  const name = options.name ?? 'antenna-reader';
  const db = (await openAsItIs(factory, name)) ?? (await (await import('./open-database.ts')).openDatabase(factory, name));
  return {
    readPopupView: (view) => readPopupView(db, view),
    listNewCandidates: (watermark) => listNewCandidates(db, watermark),
    readSiteHistory: (key) => readSiteHistory(db, key),
  };
}

/** The database at its current version when that is `POPUP_DB_VERSION`, else null (and nothing created). */
async function openAsItIs(factory: IDBFactory, name: string): Promise<AntennaDatabase | null> {
  // Without a version an existing database opens as it is; one that does not exist would be
  // created empty at version 1, so that creation is called off here.
  const request = factory.open(name);
  request.addEventListener('upgradeneeded', () => request.transaction?.abort());
  const opened = await new Promise<IDBDatabase | null>((resolve) => {
    request.addEventListener('success', () => resolve(request.result));
    // The creation called off, or the database could not be opened: openDatabase says why.
    request.addEventListener('error', () => resolve(null));
  });
  if (opened === null) return null;
  if (opened.version !== POPUP_DB_VERSION) {
    opened.close();
    return null;
  }
  const db = wrap(opened) as unknown as AntennaDatabase;
  // An upgrade elsewhere (a newer extension version) waits for this connection: let it go.
  db.addEventListener('versionchange', () => db.close());
  return db;
}
