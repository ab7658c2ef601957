import { boundSiteMark, isFutureDated } from '../../core/clock-skew.ts';
import { isNew } from '../../core/is-new.ts';
import { defaultSettings, type Settings } from '../../core/settings.ts';
import type { Site } from '../../core/site.ts';
import type { Subscription } from '../../core/subscription.ts';
import type { PopupView } from '../../store/types.ts';
import type { PopupStore } from './popup-env.ts';

/** What the popup has read from the store so far. */
export interface SiteSnapshot {
  /** False until the first read is in. */
  readonly ready: boolean;
  readonly error: string | null;
  readonly subscriptions: readonly Subscription[];
  readonly settings: Settings;
  readonly watermark: number;
  readonly siteSeen: ReadonlyMap<string, number>;
  /** Newest Last-Modified first, as the store orders them. */
  readonly sites: readonly Site[];
  /** Every stored site is in `sites`. */
  readonly complete: boolean;
  /**
   * Whether a site not yet read is new: only asked when the loaded ones cannot tell (none of
   * them is new, yet older ones may be); null while unknown.
   */
  readonly newBeyond: boolean | null;
}

export const emptySnapshot: SiteSnapshot = {
  ready: false,
  error: null,
  subscriptions: [],
  settings: defaultSettings,
  watermark: 0,
  siteSeen: new Map(),
  sites: [],
  complete: false,
  newBeyond: null,
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
  /** Shows every loaded site as seen at once. */
  markAllSeen(): void;
}

export interface LoaderOptions {
  /**
   * Sites in the first read: enough to fill the popup with room to scroll before the list asks
   * for more (SiteList reaches a screen and a half ahead), small enough to paint at once.
   */
  readonly firstPage?: number;
  /** Unix seconds. */
  readonly now: () => number;
}

/**
 * Reads the popup's data from the store in two steps: the first screen (subscriptions,
 * settings, watermark, the newest `firstPage` sites and their marks, one transaction), then —
 * once `loadAll` is called, when a filter, grouping or scrolling needs them — every site in
 * one read, so filtering is done in memory, once per keystroke. A refresh supersedes whatever read was
 * under way. `store` may still be opening.
 */
export function createSiteLoader(store: PopupStore | PromiseLike<PopupStore>, options: LoaderOptions): SiteLoader {
  const firstPage = options.firstPage ?? 50;
  const listeners = new Set<(snapshot: SiteSnapshot) => void>();
  let snapshot = emptySnapshot;
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
      for (const [key, mark] of snapshot.siteSeen) siteSeen.set(key, Math.max(mark, siteSeen.get(key) ?? Number.NEGATIVE_INFINITY));
      update({ sites: view.sites, siteSeen, complete: true, newBeyond: false });
    } catch (error) {
      fail(gen, error);
    } finally {
      if (readingAll === gen) readingAll = -1;
    }
  };

  /** Whether some site past the loaded ones is new, when the loaded ones cannot tell. */
  const askNewBeyond = async (gen: number): Promise<void> => {
    const { sites, watermark, siteSeen, complete, settings } = snapshot;
    const now = options.now();
    const loadedNew = sites.some((site) => isNew(site, { watermark, siteSeen: siteSeen.get(site.key) }, now, settings.expiry));
    const last = sites.at(-1);
    if (loadedNew || complete || last === undefined || last.record.lastModified <= watermark) {
      update({ newBeyond: false });
      return;
    }
    const opened = await store;
    const candidates = await opened.listSitesModifiedAfter(watermark);
    const marks = await opened.getSiteSeen(candidates.map((site) => site.key));
    if (gen !== generation) return;
    const now2 = options.now();
    update({
      newBeyond: candidates.some((site) => isNew(site, { watermark, siteSeen: marks.get(site.key) }, now2, settings.expiry)),
    });
  };

  const apply = (view: PopupView): void => {
    const { subscriptions, settings, watermark, sites, siteSeen, complete } = view;
    update({ ready: true, error: null, subscriptions, settings, watermark, siteSeen, sites, complete, newBeyond: complete ? false : null });
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
        if (view.complete) return;
        // loadAll may have been called while this read was under way.
        if (wantAll) void readAll(gen);
        else askNewBeyond(gen).catch((error: unknown) => fail(gen, error));
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
      update({ siteSeen });
    },
    markAllSeen() {
      // As the worker marks them (markAllSeen): the watermark to the present, never past it, and
      // the sites reported a little ahead of it each marked.
      const now = options.now();
      const siteSeen = new Map(snapshot.siteSeen);
      for (const site of snapshot.sites) {
        if (site.record.lastModified > now && !isFutureDated(site.record, now)) siteSeen.set(site.key, site.record.lastModified);
      }
      update({ watermark: now, siteSeen, newBeyond: false });
    },
  };
}
