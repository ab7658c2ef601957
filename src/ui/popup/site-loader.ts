import { boundSiteMark } from '../../core/freshness/index.ts';
import { defaultSettings, type Settings } from '../../core/settings.ts';
import type { Site } from '../../core/site.ts';
import type { Subscription } from '../../core/subscription.ts';
import type { PopupView } from '../../store/types.ts';
import type { PopupStore } from './popup-env.ts';
import type { FirstScreen } from './first-screen.ts';

/** What the popup has read from the store so far. */
export interface SiteSnapshot {
  /** False until the first read is in. */
  readonly ready: boolean;
  readonly error: string | null;
  readonly subscriptions: readonly Subscription[];
  readonly settings: Settings;
  /** "Mark all seen", on the reader's clock (compared with each site's `learned`). */
  readonly watermark: number;
  readonly siteSeen: ReadonlyMap<string, number>;
  readonly siteUnseen: ReadonlyMap<string, number>;
  /** Newest Last-Modified first, as the store orders them. */
  readonly sites: readonly Site[];
  /** Every stored site is in `sites`. */
  readonly complete: boolean;
  /**
   * Every site that may be new (`listNewCandidates`: learned of after the watermark, or marked
   * unseen), loaded or not, newest first; `isNew` with the marks says which are. The list's new
   * marks, the count of new sites, "Nothing new" and "Open all new" all read them, so they
   * agree with the badge, which counts the same. Null until read.
   */
  readonly candidates: readonly Site[] | null;
  /** The rows are the last first screen (`LoaderOptions.firstScreen`): the store's read is not in yet. */
  readonly kept?: boolean;
}

export const emptySnapshot: SiteSnapshot = {
  ready: false,
  error: null,
  subscriptions: [],
  settings: defaultSettings,
  watermark: 0,
  siteSeen: new Map(),
  siteUnseen: new Map(),
  sites: [],
  complete: false,
  candidates: null,
};

export interface SiteLoader {
  /** The latest snapshot. */
  current(): SiteSnapshot;
  /** Calls `listener` with every new snapshot; returns the way to stop. */
  subscribe(listener: (snapshot: SiteSnapshot) => void): () => void;
  /** Reads everything again (first open, and after the worker says the data changed). */
  refresh(): Promise<void>;
  /**
   * Reads every site, in one read, unless all are in; from then on refreshes read them all,
   * so the list never shrinks under the user.
   */
  loadAll(): void;
  /** Shows a site as seen at once; the worker's change notice brings the stored state. */
  markSeen(key: string, lastModified: number): void;
  /** Shows a site as unseen (new) at once. */
  markUnseen(site: Site): void;
  /** Shows every site as seen at once. */
  markAllSeen(): void;
}

/** Sites in the first read unless told otherwise (`LoaderOptions.firstPage`). */
export const FIRST_PAGE = 50;

export interface LoaderOptions {
  /**
   * Sites in the first read: enough to fill the popup with room to scroll before the list asks
   * for more (SiteList reaches a screen and a half ahead), small enough to paint at once.
   */
  readonly firstPage?: number;
  /** Unix seconds. */
  readonly now: () => number;
  /**
   * The last first screen, shown until the store's first read is in, so the popup paints its
   * rows at once and keeps them while the worker writes a big antenna (IndexedDB answers the
   * page only after that write).
   */
  readonly firstScreen?: FirstScreen | null;
}

/**
 * Reads the popup's data from the store in two steps: the first screen (subscriptions,
 * settings, watermark, the newest `firstPage` sites and their marks, one transaction), then —
 * once `loadAll` is called, when a filter, grouping or scrolling needs them — every site in
 * one read, so filtering is done in memory, once per keystroke. A refresh supersedes whatever read was
 * under way. `store` may still be opening.
 */
export function createSiteLoader(store: PopupStore | PromiseLike<PopupStore>, options: LoaderOptions): SiteLoader {
  const firstPage = options.firstPage ?? FIRST_PAGE;
  const listeners = new Set<(snapshot: SiteSnapshot) => void>();
  const kept = options.firstScreen ?? null;
  let snapshot: SiteSnapshot =
    kept === null ? emptySnapshot : { ...emptySnapshot, ...kept, ready: true, kept: true };
  let generation = 0;
  let wantAll = false;
  /** The generation whose full read is under way, or -1. */
  let readingAll = -1;

  const update = (patch: Partial<SiteSnapshot>): void => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener(snapshot);
  };

  const fail = (gen: number, error: unknown): void => {
    if (gen !== generation) return;
    update({ ready: true, error: error instanceof Error ? error.message : String(error) });
  };

  const readAll = async (gen: number): Promise<void> => {
    if (readingAll === gen) return;
    readingAll = gen;
    try {
      const view = await (await store).readPopupView({});
      if (gen !== generation) return;
      // Sites and marks only: the refresh that follows a change notice brings the rest, and
      // a mark shown at once (markSeen) stays until the stored one catches up.
      const siteSeen = new Map(view.siteSeen);
      const siteUnseen = new Map(view.siteUnseen);
      // A site holds one mark, seen or unseen: the one shown here wins over the one read.
      for (const [key, mark] of snapshot.siteSeen) {
        siteSeen.set(key, Math.max(mark, siteSeen.get(key) ?? Number.NEGATIVE_INFINITY));
        siteUnseen.delete(key);
      }
      for (const [key, mark] of snapshot.siteUnseen) {
        siteUnseen.set(key, mark);
        siteSeen.delete(key);
      }
      update({ sites: view.sites, siteSeen, siteUnseen, complete: true });
    } catch (error) {
      fail(gen, error);
    } finally {
      if (readingAll === gen) readingAll = -1;
    }
  };

  /** The sites that may be new, loaded or not, and their marks (one indexed read). */
  const readCandidates = async (gen: number): Promise<void> => {
    const found = await (await store).listNewCandidates(snapshot.watermark);
    if (gen !== generation) return;
    const siteSeen = new Map(snapshot.siteSeen);
    for (const [key, mark] of found.seen) siteSeen.set(key, Math.max(mark, siteSeen.get(key) ?? Number.NEGATIVE_INFINITY));
    const siteUnseen = new Map(snapshot.siteUnseen);
    for (const [key, mark] of found.unseen) if (!siteSeen.has(key)) siteUnseen.set(key, mark);
    update({ candidates: found.sites, siteSeen, siteUnseen });
  };

  const apply = (view: PopupView): void => {
    const { subscriptions, settings, watermark, sites, siteSeen, siteUnseen, complete } = view;
    update({ ready: true, error: null, subscriptions, settings, watermark, siteSeen, siteUnseen, sites, complete, kept: false });
  };

  return {
    current: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async refresh() {
      const gen = ++generation;
      try {
        const view = await (await store).readPopupView(wantAll ? {} : { limit: firstPage });
        if (gen !== generation) return;
        apply(view);
        // The first screen is painted from `view`; which sites are new, loaded or not, follows.
        readCandidates(gen).catch((error: unknown) => fail(gen, error));
        if (view.complete) return;
        // loadAll may have been called while this read was under way.
        if (wantAll) void readAll(gen);
      } catch (error) {
        fail(gen, error);
      }
    },
    loadAll() {
      wantAll = true;
      if (snapshot.ready && !snapshot.complete) void readAll(generation);
    },
    markSeen(key, lastModified) {
      const siteSeen = new Map(snapshot.siteSeen);
      siteSeen.set(key, Math.max(boundSiteMark(lastModified, options.now()), siteSeen.get(key) ?? Number.NEGATIVE_INFINITY));
      const siteUnseen = new Map(snapshot.siteUnseen);
      siteUnseen.delete(key);
      update({ siteSeen, siteUnseen });
    },
    markUnseen(site) {
      const siteSeen = new Map(snapshot.siteSeen);
      siteSeen.delete(site.key);
      const siteUnseen = new Map(snapshot.siteUnseen);
      siteUnseen.set(site.key, boundSiteMark(site.record.lastModified, options.now()));
      const candidates = snapshot.candidates ?? [];
      const listed = candidates.some((candidate) => candidate.key === site.key);
      const next = listed ? candidates : [...candidates, site].sort((a, b) => b.record.lastModified - a.record.lastModified);
      update({ siteSeen, siteUnseen, candidates: next });
    },
    markAllSeen() {
      // As the worker marks them (markAllSeen): everything learned of by now is seen, every mark dropped.
      update({ watermark: options.now(), siteSeen: new Map(), siteUnseen: new Map(), candidates: [] });
    },
  };
}
