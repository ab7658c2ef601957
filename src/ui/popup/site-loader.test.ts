import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../core/settings.ts';
import type { Site } from '../../core/site.ts';
import type { PopupStore } from './popup-env.ts';
import { createSiteLoader, type SiteSnapshot } from './site-loader.ts';
import { testSite } from '../../../test/support/test-site.ts';

const now = 10_000_000;

function fakeStore(sites: Site[], watermark = 0) {
  const reads: (number | 'all')[] = [];
  const store: PopupStore = {
    readPopupView: async ({ limit }) => {
      reads.push(limit ?? 'all');
      const read = sites.slice(0, limit ?? sites.length);
      return { subscriptions: [], settings: defaultSettings, watermark, sites: read, siteSeen: new Map(), siteUnseen: new Map(), complete: read.length === sites.length };
    },
    listNewCandidates: async (after) => ({
      sites: sites.filter((s) => (s.learned ?? s.record.lastModified) > after),
      seen: new Map(),
      unseen: new Map(),
    }),
  };
  return { store, reads };
}

const many = (count: number) => Array.from({ length: count }, (_, i) => testSite(`http://s${i}.example.jp/`, now - i * 60));

function collect(loader: ReturnType<typeof createSiteLoader>) {
  const snapshots: SiteSnapshot[] = [];
  loader.subscribe((s) => snapshots.push(s));
  return { loader, snapshots, last: () => snapshots.at(-1)! };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('createSiteLoader', () => {
  it('reads only the first screen to begin with', async () => {
    const { store, reads } = fakeStore(many(5000));
    const out = collect(createSiteLoader(store, { now: () => now, firstPage: 30 }));
    await out.loader.refresh();
    await settle();
    expect(out.last().sites).toHaveLength(30);
    expect(out.last().complete).toBe(false);
    expect(reads).toEqual([30]);
  });

  it('waits for a store that is still opening', async () => {
    const { store } = fakeStore(many(3));
    const out = collect(createSiteLoader(Promise.resolve(store), { now: () => now }));
    await out.loader.refresh();
    expect(out.last()).toMatchObject({ ready: true, complete: true });
  });

  it('reads every site in one read when all are wanted, and refreshes read them all', async () => {
    const { store, reads } = fakeStore(many(2500));
    const out = collect(createSiteLoader(store, { now: () => now, firstPage: 30 }));
    await out.loader.refresh();
    out.loader.loadAll();
    out.loader.loadAll();
    await expect.poll(() => out.last().complete).toBe(true);
    expect(out.last().sites.map((s) => s.key)).toEqual(many(2500).map((s) => s.key));
    await out.loader.refresh();
    expect(out.last().sites).toHaveLength(2500);
    expect(reads).toEqual([30, 'all', 'all']);
  });

  it('reads them all after a first read that was under way when they were wanted', async () => {
    const { store, reads } = fakeStore(many(100));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held: PopupStore = { ...store, readPopupView: async (options) => ((await gate), store.readPopupView(options)) };
    const out = collect(createSiteLoader(held, { now: () => now, firstPage: 30 }));
    const first = out.loader.refresh();
    await settle();
    out.loader.loadAll();
    release();
    await first;
    await expect.poll(() => out.last().complete).toBe(true);
    expect(reads).toEqual([30, 'all']);
  });

  it('finds no site that may be new when everything was learned before the last look', async () => {
    const { store } = fakeStore(many(500), now);
    const out = collect(createSiteLoader(store, { now: () => now }));
    await out.loader.refresh();
    await expect.poll(() => out.last().candidates).toEqual([]);
  });

  it('finds the sites that may be new beyond the first screen, after painting it', async () => {
    // A site reported late: its own time is old (far down the list), but the reader learned of it after the last look.
    const sites = many(500).map((site, i) => (i === 400 ? { ...site, learned: now - 10 } : { ...site, learned: now - 1000 }));
    const { store } = fakeStore(sites, now - 100);
    const out = collect(createSiteLoader(store, { now: () => now, firstPage: 30 }));
    await out.loader.refresh();
    expect(out.snapshots.find((s) => s.ready)?.candidates).toBe(null);
    await expect.poll(() => out.last().candidates?.map((site) => site.key)).toEqual(['http://s400.example.jp/']);
  });

  it('shows a site as seen at once, and keeps it through a full read while the worker has not answered', async () => {
    const { store } = fakeStore(many(50));
    const out = collect(createSiteLoader(store, { now: () => now, firstPage: 10 }));
    await out.loader.refresh();
    out.loader.markSeen('http://s1.example.jp/', now - 60, new Promise(() => {}));
    expect(out.last().siteSeen.get('http://s1.example.jp/')).toBe(now - 60);
    out.loader.loadAll();
    await expect.poll(() => out.last().complete).toBe(true);
    expect(out.last().siteSeen.get('http://s1.example.jp/')).toBe(now - 60);
    out.loader.markAllSeen(Promise.resolve());
    expect(out.last().watermark).toBe(now);
  });

  it('reports a store that cannot be read', async () => {
    const { store } = fakeStore([]);
    const out = collect(createSiteLoader({ ...store, readPopupView: () => Promise.reject(new Error('quota')) }, { now: () => now }));
    await out.loader.refresh();
    expect(out.last().error).toBe('quota');
  });

  it('reports a store that cannot be opened', async () => {
    const out = collect(createSiteLoader(Promise.reject(new Error('blocked')), { now: () => now }));
    await out.loader.refresh();
    expect(out.last()).toMatchObject({ ready: true, error: 'blocked' });
  });

  it('shows the last first screen at once, and the rows of the store once its read is in', async () => {
    const { store } = fakeStore(many(40));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held: PopupStore = { ...store, readPopupView: async (options) => ((await gate), store.readPopupView(options)) };
    const firstScreen = {
      subscriptions: [],
      settings: defaultSettings,
      watermark: 0,
      siteSeen: new Map([['http://old.example.jp/', now - 5]]),
      siteUnseen: new Map(),
      sites: [testSite('http://old.example.jp/', now - 10)],
      complete: false,
      candidates: [],
    };
    const out = collect(createSiteLoader(held, { now: () => now, firstPage: 30, firstScreen }));
    expect(out.loader.current()).toMatchObject({ ready: true, error: null, kept: true });
    expect(out.loader.current().sites.map((site) => site.key)).toEqual(['http://old.example.jp/']);
    const read = out.loader.refresh();
    await settle();
    // The store still has not answered (a big antenna being written): the kept rows stay.
    expect(out.snapshots).toEqual([]);
    release();
    await read;
    expect(out.last()).toMatchObject({ ready: true, kept: false });
    expect(out.last().sites.map((site) => site.key)).toEqual(many(30).map((site) => site.key));
    expect(out.last().siteSeen.has('http://old.example.jp/')).toBe(false);
  });

  describe('a read under way when the user marks a site', () => {
    /** A store whose marks the test writes, as the worker does, and whose reads it can hold. */
    function markedStore(sites: Site[]) {
      const marks = { watermark: 0, seen: new Map<string, number>(), unseen: new Map<string, number>() };
      const held: (() => void)[] = [];
      let holding = false;
      const read = async <T,>(answer: () => T): Promise<T> => {
        // The answer is the store as it was when the read began, as an IndexedDB transaction gives it.
        const value = answer();
        if (holding) await new Promise<void>((resolve) => held.push(resolve));
        return value;
      };
      const store: PopupStore = {
        readPopupView: ({ limit }) =>
          read(() => ({
            subscriptions: [],
            settings: defaultSettings,
            watermark: marks.watermark,
            sites: sites.slice(0, limit ?? sites.length),
            siteSeen: new Map(marks.seen),
            siteUnseen: new Map(marks.unseen),
            complete: (limit ?? sites.length) >= sites.length,
          })),
        listNewCandidates: (after) =>
          read(() => ({
            sites: sites.filter((site) => (site.learned ?? site.record.lastModified) > after || marks.unseen.has(site.key)),
            seen: new Map(marks.seen),
            unseen: new Map(marks.unseen),
          })),
      };
      return {
        store,
        marks,
        hold: () => (holding = true),
        release: () => {
          holding = false;
          for (const resolve of held.splice(0)) resolve();
        },
      };
    }
    const [older, newer] = [testSite('http://hiya.example.jp/', now - 3600), testSite('http://kuma.example.jp/', now - 7200)];
    const learnedBefore = (site: Site): Site => ({ ...site, learned: now - 10_000 });

    it('keeps a site shown unseen through a read that began before the worker stored it', async () => {
      const fake = markedStore([learnedBefore(older), learnedBefore(newer)]);
      fake.marks.watermark = now - 100;
      fake.marks.seen.set(older.key, older.record.lastModified);
      const out = collect(createSiteLoader(fake.store, { now: () => now }));
      await out.loader.refresh();
      await expect.poll(() => out.last().candidates).toEqual([]);

      // A change notice's read is under way (it began before either click) …
      fake.hold();
      const stale = out.loader.refresh();
      await settle();
      // … when the user marks both sites unseen; the worker stores them after that read began.
      let written!: () => void;
      const stored = new Promise<void>((resolve) => (written = resolve));
      out.loader.markUnseen(older, stored);
      out.loader.markUnseen(newer, stored);
      fake.release();
      await stale;
      await settle();
      expect([...out.last().siteUnseen.keys()].sort()).toEqual([older.key, newer.key]);
      expect(out.last().siteSeen.has(older.key)).toBe(false);
      expect(out.last().candidates?.map((site) => site.key)).toEqual([older.key, newer.key]);

      // The worker stores the marks and answers; the read after that is the store's own.
      fake.marks.seen.delete(older.key);
      fake.marks.unseen.set(older.key, older.record.lastModified);
      written();
      await stored;
      await out.loader.refresh();
      await settle();
      expect([...out.last().siteUnseen.keys()]).toEqual([older.key]);
      expect(out.last().candidates?.map((site) => site.key)).toEqual([older.key]);
    });

    it('keeps every site seen after Mark all seen through a read that began before the worker stored it', async () => {
      const fake = markedStore([older, newer]);
      fake.marks.unseen.set(newer.key, newer.record.lastModified);
      const out = collect(createSiteLoader(fake.store, { now: () => now }));
      await out.loader.refresh();
      await settle();
      expect(out.last().siteUnseen.has(newer.key)).toBe(true);

      fake.hold();
      const stale = out.loader.refresh();
      await settle();
      let written!: () => void;
      const stored = new Promise<void>((resolve) => (written = resolve));
      out.loader.markAllSeen(stored);
      fake.release();
      await stale;
      await settle();
      expect(out.last()).toMatchObject({ watermark: now, siteUnseen: new Map(), siteSeen: new Map() });

      // The worker could not store it: the read after its answer shows the store as it is.
      written();
      await stored;
      await out.loader.refresh();
      await settle();
      expect(out.last().watermark).toBe(0);
      expect(out.last().siteUnseen.has(newer.key)).toBe(true);
    });
  });
});
