import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../core/settings.ts';
import type { Site } from '../../core/site.ts';
import type { PopupStore } from './popup-env.ts';
import { createSiteLoader, type SiteSnapshot } from './site-loader.ts';
import { testSite } from './test-sites.ts';

const now = 10_000_000;

function fakeStore(sites: Site[], watermark = 0) {
  const reads: { limit: number; offset: number }[] = [];
  const store: PopupStore = {
    listSubscriptions: async () => [],
    listSites: async ({ limit, offset = 0 }) => {
      reads.push({ limit, offset });
      return sites.slice(offset, offset + limit);
    },
    listSitesModifiedAfter: async (after) => sites.filter((s) => s.record.lastModified > after),
    getSeenWatermark: async () => watermark,
    getSiteSeen: async () => new Map(),
    getSettings: async () => defaultSettings,
  };
  return { store, reads };
}

const many = (count: number) => Array.from({ length: count }, (_, i) => testSite(`http://s${i}.example.jp/`, now - i * 60));

function collect() {
  const snapshots: SiteSnapshot[] = [];
  return { snapshots, emit: (s: SiteSnapshot) => snapshots.push(s), last: () => snapshots.at(-1)! };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('createSiteLoader', () => {
  it('reads only the first page to begin with', async () => {
    const { store, reads } = fakeStore(many(5000));
    const out = collect();
    await createSiteLoader(store, out.emit, { now: () => now, firstPage: 100 }).refresh();
    await settle();
    expect(out.last().sites).toHaveLength(100);
    expect(out.last().complete).toBe(false);
    expect(reads).toEqual([{ limit: 100, offset: 0 }]);
  });

  it('reads on a page at a time when more is wanted, and knows when it has all', async () => {
    const { store, reads } = fakeStore(many(2500));
    const out = collect();
    const loader = createSiteLoader(store, out.emit, { now: () => now, firstPage: 100, pageSize: 1000 });
    await loader.refresh();
    loader.want(Number.POSITIVE_INFINITY);
    await expect.poll(() => out.last().complete).toBe(true);
    expect(out.last().sites.map((s) => s.key)).toEqual(many(2500).map((s) => s.key));
    expect(reads.map((r) => r.offset)).toEqual([0, 100, 1100, 2100]);
  });

  it('does not list a site twice when the store shifts between pages', async () => {
    const sites = many(300);
    const { store } = fakeStore(sites);
    const out = collect();
    const loader = createSiteLoader(store, out.emit, { now: () => now, firstPage: 100, pageSize: 100 });
    await loader.refresh();
    sites.unshift(testSite('http://fresh.example.jp/', now + 60));
    loader.want(Number.POSITIVE_INFINITY);
    await expect.poll(() => out.last().complete).toBe(true);
    const keys = out.last().sites.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('says nothing is new beyond the loaded sites when the oldest loaded one is seen', async () => {
    const { store } = fakeStore(many(500), now);
    const out = collect();
    await createSiteLoader(store, out.emit, { now: () => now }).refresh();
    await settle();
    expect(out.last().newBeyond).toBe(false);
  });

  it('asks the store when only unloaded sites may be new', async () => {
    const sites = many(500).map((site, i) => (i < 200 ? testSite(site.key, site.record.lastModified, { lastDetected: now - 50_000 }) : site));
    const { store } = fakeStore(sites, 0);
    const out = collect();
    await createSiteLoader(store, out.emit, { now: () => now, firstPage: 100 }).refresh();
    await expect.poll(() => out.last().newBeyond).toBe(true);
  });

  it('shows a site as seen at once', async () => {
    const { store } = fakeStore(many(3));
    const out = collect();
    const loader = createSiteLoader(store, out.emit, { now: () => now });
    await loader.refresh();
    loader.markSeen('http://s1.example.jp/', now - 60);
    expect(out.last().siteSeen.get('http://s1.example.jp/')).toBe(now - 60);
    loader.markAllSeen();
    expect(out.last().watermark).toBe(now);
  });

  it('reports a store that cannot be read', async () => {
    const { store } = fakeStore([]);
    const out = collect();
    await createSiteLoader({ ...store, listSites: () => Promise.reject(new Error('quota')) }, out.emit, { now: () => now }).refresh();
    expect(out.last().error).toBe('quota');
  });
});
