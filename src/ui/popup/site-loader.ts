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
  /**
   * Shows a site as seen at once. `written` settles when the worker has stored the mark (or
   * failed to); until then every read, begun before it, is shown with this mark over it.
   */
  markSeen(key: string, lastModified: number, written: PromiseLike<unknown>): void;
  /** Shows a site as unseen (new) at once, as `markSeen` does. */
  markUnseen(site: Site, written: PromiseLike<unknown>): void;
  /** Shows every site as seen at once, as `markSeen` does. */
  markAllSeen(written: PromiseLike<unknown>): void;
}

/**
 * A mark the popup shows before the store is known to hold it; an unseen one keeps its site, a
 * candidate whether or not a read lists it. `written`: when (on the loader's `clock`) the
 * worker answered, null while it has not.
 */
type ShownMark =
  | { readonly seen: true; readonly mark: number; written: number | null }
  | { readonly seen: false; readonly mark: number; readonly site: Site; written: number | null };

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
  /**
   * Orders the start of each read against the worker's answer to each mark: a read begun
   * before the answer may not hold the mark yet, one begun after it does.
   */
  let clock = 0;
  const shown = new Map<string, ShownMark>();
  let shownWatermark: { readonly value: number; written: number | null } | null = null;
  const heldUntil = (written: PromiseLike<unknown>, entry: { written: number | null }): void => {
    const answered = (): void => {
      entry.written = ++clock;
    };
    written.then(answered, answered);
  };
  /** Whether a read begun at `started` may not hold a mark the worker answered at `written`. */
  const before = (started: number, written: number | null): boolean => written === null || started < written;

  /**
   * Puts the marks shown at once over what a read begun at `started` found, so a read that
   * was under way when the user clicked never undoes the click.
   */
  const overlay = (
    started: number,
    read: { readonly watermark: number | null; readonly siteSeen: ReadonlyMap<string, number>; readonly siteUnseen: ReadonlyMap<string, number> },
  ): { watermark: number; siteSeen: Map<string, number>; siteUnseen: Map<string, number> } => {
    let watermark = read.watermark ?? snapshot.watermark;
    let siteSeen = new Map(read.siteSeen);
    let siteUnseen = new Map(read.siteUnseen);
    // A read with no watermark of its own (null) cannot tell whether it holds Mark all seen.
    if (shownWatermark !== null && before(started, shownWatermark.written) && (read.watermark === null || read.watermark < shownWatermark.value)) {
      // Mark all seen drops every mark; the marks shown since are in `shown`.
      watermark = Math.max(watermark, shownWatermark.value);
      siteSeen = new Map();
      siteUnseen = new Map();
    }
    for (const [key, shownMark] of shown) {
      if (!before(started, shownMark.written)) continue;
      if (shownMark.seen) {
        siteSeen.set(key, Math.max(shownMark.mark, siteSeen.get(key) ?? Number.NEGATIVE_INFINITY));
        siteUnseen.delete(key);
      } else {
        siteUnseen.set(key, shownMark.mark);
        siteSeen.delete(key);
      }
    }
    return { watermark, siteSeen, siteUnseen };
  };

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
      const opened = await store;
      const started = ++clock;
      const view = await opened.readPopupView({});
      if (gen !== generation) return;
      // Sites and marks only: the refresh that follows a change notice brings the rest.
      const { siteSeen, siteUnseen } = overlay(started, { ...view, watermark: null });
      update({ sites: view.sites, siteSeen, siteUnseen, complete: true });
    } catch (error) {
      fail(gen, error);
    } finally {
      if (readingAll === gen) readingAll = -1;
    }
  };

  /** The sites that may be new, loaded or not, and their marks (one indexed read). */
  const readCandidates = async (gen: number): Promise<void> => {
    const opened = await store;
    const started = ++clock;
    const found = await opened.listNewCandidates(snapshot.watermark);
    if (gen !== generation) return;
    const seen = new Map(snapshot.siteSeen);
    for (const [key, mark] of found.seen) seen.set(key, Math.max(mark, seen.get(key) ?? Number.NEGATIVE_INFINITY));
    const unseen = new Map(snapshot.siteUnseen);
    for (const [key, mark] of found.unseen) if (!seen.has(key)) unseen.set(key, mark);
    const { siteSeen, siteUnseen } = overlay(started, { watermark: null, siteSeen: seen, siteUnseen: unseen });
    // A site shown unseen is a candidate though the read began before the worker marked it.
    let candidates = found.sites;
    for (const [key, shownMark] of shown) {
      if (shownMark.seen || !before(started, shownMark.written) || candidates.some((site) => site.key === key)) continue;
      candidates = [...candidates, shownMark.site].sort((a, b) => b.record.lastModified - a.record.lastModified);
    }
    update({ candidates, siteSeen, siteUnseen });
  };

  const apply = (view: PopupView, started: number): void => {
    const { subscriptions, settings, sites, complete } = view;
    const { watermark, siteSeen, siteUnseen } = overlay(started, view);
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
        const opened = await store;
        const started = ++clock;
        const view = await opened.readPopupView(wantAll ? {} : { limit: firstPage });
        if (gen !== generation) return;
        apply(view, started);
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
    markSeen(key, lastModified, written) {
      const mark = Math.max(boundSiteMark(lastModified, options.now()), snapshot.siteSeen.get(key) ?? Number.NEGATIVE_INFINITY);
      const entry: ShownMark = { seen: true, mark, written: null };
      shown.set(key, entry);
      heldUntil(written, entry);
      const siteSeen = new Map(snapshot.siteSeen);
      siteSeen.set(key, mark);
      const siteUnseen = new Map(snapshot.siteUnseen);
      siteUnseen.delete(key);
      update({ siteSeen, siteUnseen });
    },
    markUnseen(site, written) {
      const mark = boundSiteMark(site.record.lastModified, options.now());
      const entry: ShownMark = { seen: false, mark, site, written: null };
      shown.set(site.key, entry);
      heldUntil(written, entry);
      const siteSeen = new Map(snapshot.siteSeen);
      siteSeen.delete(site.key);
      const siteUnseen = new Map(snapshot.siteUnseen);
      siteUnseen.set(site.key, mark);
      const candidates = snapshot.candidates ?? [];
      const listed = candidates.some((candidate) => candidate.key === site.key);
      const next = listed ? candidates : [...candidates, site].sort((a, b) => b.record.lastModified - a.record.lastModified);
      update({ siteSeen, siteUnseen, candidates: next });
    },
    markAllSeen(written) {
      // As the worker marks them (markAllSeen): everything learned of by now is seen, every mark dropped.
      const watermark = options.now();
      shown.clear();
      shownWatermark = { value: watermark, written: null };
      heldUntil(written, shownWatermark);
      update({ watermark, siteSeen: new Map(), siteUnseen: new Map(), candidates: [] });
    },
  };
}
