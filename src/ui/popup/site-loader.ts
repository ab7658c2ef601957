import { isNew } from '../../core/is-new.ts';
import { defaultSettings, type Settings } from '../../core/settings.ts';
import type { Site } from '../../core/site.ts';
import type { Subscription } from '../../core/subscription.ts';
import type { PopupStore } from './popup-env.ts';

/** What the popup has read from the store so far. */
export interface SiteSnapshot {
  /** False until the first page is in. */
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
  /** Reads everything again (first open, and after the worker says the data changed). */
  refresh(): Promise<void>;
  /** Reads on, a page at a time, until at least `count` sites are in (`Infinity`: all). */
  want(count: number): void;
  /** Shows a site as seen at once; the worker's change notice brings the stored state. */
  markSeen(key: string, lastModified: number): void;
  /** Shows every loaded site as seen at once. */
  markAllSeen(): void;
}

export interface LoaderOptions {
  /** Sites in the first read: enough to fill the popup, small enough to paint at once. */
  readonly firstPage?: number;
  /** Sites per later read. */
  readonly pageSize?: number;
  /** Unix seconds. */
  readonly now: () => number;
}

/**
 * Reads the popup's data from the store progressively: the first page before anything else,
 * more pages when the list scrolls near the end, all of them (still a page at a time, each
 * painted as it arrives) when a filter or grouping needs every site. `emit` gets a new
 * snapshot after each step. A refresh supersedes whatever read was under way.
 */
export function createSiteLoader(
  store: PopupStore,
  emit: (snapshot: SiteSnapshot) => void,
  options: LoaderOptions,
): SiteLoader {
  const firstPage = options.firstPage ?? 100;
  const pageSize = options.pageSize ?? 1000;
  let snapshot = emptySnapshot;
  let wanted = firstPage;
  let generation = 0;
  let pumping = -1;
  /** Rows read from the store in this generation (duplicates included), for the next offset. */
  let offset = 0;

  const update = (patch: Partial<SiteSnapshot>): void => {
    snapshot = { ...snapshot, ...patch };
    emit(snapshot);
  };

  const fail = (gen: number, error: unknown): void => {
    if (gen !== generation) return;
    update({ ready: true, error: error instanceof Error ? error.message : String(error) });
  };

  /** Reads one page after `from`, dropping sites already in `into` (the store may shift while we page). */
  const readPage = async (from: number, limit: number, keys: Set<string>) => {
    const page = await store.listSites({ limit, offset: from });
    const fresh = page.filter((site) => !keys.has(site.key));
    const seen = fresh.length > 0 ? await store.getSiteSeen(fresh.map((site) => site.key)) : new Map<string, number>();
    return { fresh, seen, read: page.length, complete: page.length < limit };
  };

  const pump = async (gen: number): Promise<void> => {
    if (pumping === gen) return;
    pumping = gen;
    try {
      while (gen === generation && !snapshot.complete && snapshot.sites.length < wanted) {
        const keys = new Set(snapshot.sites.map((site) => site.key));
        const page = await readPage(offset, pageSize, keys);
        if (gen !== generation) return;
        offset += page.read;
        update({
          sites: [...snapshot.sites, ...page.fresh],
          siteSeen: new Map([...snapshot.siteSeen, ...page.seen]),
          complete: page.complete,
        });
        // Lets the page paint and take input between reads of a big antenna.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } catch (error) {
      fail(gen, error);
    } finally {
      if (pumping === gen) pumping = -1;
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
    const candidates = await store.listSitesModifiedAfter(watermark);
    const marks = await store.getSiteSeen(candidates.map((site) => site.key));
    if (gen !== generation) return;
    const now2 = options.now();
    update({
      newBeyond: candidates.some((site) => isNew(site, { watermark, siteSeen: marks.get(site.key) }, now2, settings.expiry)),
    });
  };

  return {
    async refresh() {
      const gen = ++generation;
      try {
        const [subscriptions, settings, watermark] = await Promise.all([
          store.listSubscriptions(),
          store.getSettings(),
          store.getSeenWatermark(),
        ]);
        // Re-read as many sites as were shown, so the list does not shrink under the user.
        const target = Math.max(firstPage, Math.min(snapshot.sites.length, wanted));
        const sites: Site[] = [];
        const siteSeen = new Map<string, number>();
        const keys = new Set<string>();
        let read = 0;
        let complete = false;
        while (sites.length < target && !complete) {
          const page = await readPage(read, sites.length === 0 ? firstPage : pageSize, keys);
          if (gen !== generation) return;
          read += page.read;
          complete = page.complete;
          for (const site of page.fresh) {
            keys.add(site.key);
            sites.push(site);
          }
          for (const [key, mark] of page.seen) siteSeen.set(key, mark);
        }
        if (gen !== generation) return;
        offset = read;
        update({ ready: true, error: null, subscriptions, settings, watermark, siteSeen, sites, complete, newBeyond: null });
        askNewBeyond(gen).catch((error: unknown) => fail(gen, error));
        void pump(gen);
      } catch (error) {
        fail(gen, error);
      }
    },
    want(count) {
      if (count <= wanted) return;
      wanted = count;
      if (snapshot.ready) void pump(generation);
    },
    markSeen(key, lastModified) {
      const siteSeen = new Map(snapshot.siteSeen);
      siteSeen.set(key, Math.max(lastModified, siteSeen.get(key) ?? Number.NEGATIVE_INFINITY));
      update({ siteSeen });
    },
    markAllSeen() {
      const newest = snapshot.sites[0]?.record.lastModified ?? snapshot.watermark;
      update({ watermark: Math.max(snapshot.watermark, newest), newBeyond: false });
    },
  };
}
