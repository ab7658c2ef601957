import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { openAntennaStore } from './open-store.ts';
import { countWrites, makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';
import type { AntennaStore } from './types.ts';

let store: AntennaStore;
afterEach(() => store.close());

const a = makeSubscription('http://a.example/antenna/');
const b = makeSubscription('http://b.example/antenna/');

/** A fresh store with both subscriptions in it (records are stored for subscribed antennas only). */
async function open(): Promise<AntennaStore> {
  store = await openAntennaStore({ indexedDB: new IDBFactory() });
  await store.putSubscription(a);
  await store.putSubscription(b);
  return store;
}

describe('merging across subscriptions', () => {
  it('makes one site of a URL two antennas share, won whole by the later check when both report the same update', async () => {
    const s = await open();
    await s.replaceRecords(a, [makeRecord('http://shared.example/', { lastDetected: 100, title: 'from a', author: 'A' })]);
    await s.replaceRecords(b, [makeRecord('http://shared.example/', { lastDetected: 200, title: 'from b', author: null })]);
    const [site] = await s.listSites({ limit: 10 });
    expect(await s.countSites()).toBe(1);
    expect(site?.from).toBe(b.id);
    expect(site?.record.title).toBe('from b');
    expect(site?.record.author).toBeNull();
    expect(site?.sources).toEqual([a.id, b.id]);
  });

  it('shows the newest update any antenna reports, fresh from the newest check any made', async () => {
    const s = await open();
    // a saw the site change 80 minutes ago; b checked later but reports the change before.
    await s.replaceRecords(a, [makeRecord('http://shared.example/', { lastModified: 10_000 - 80 * 60, lastDetected: 9_000, title: 'from a' })]);
    await s.replaceRecords(b, [makeRecord('http://shared.example/', { lastModified: 10_000 - 90 * 60, lastDetected: 9_900, title: 'from b' })]);
    const [site] = await s.listSites({ limit: 10 });
    expect(site).toMatchObject({ from: a.id, sources: [a.id, b.id], checked: 9_900, record: { title: 'from a', lastModified: 10_000 - 80 * 60 } });
    // b checks again: the row keeps a's update and takes b's newer check.
    const again = await countWrites(() =>
      s.replaceRecords(b, [makeRecord('http://shared.example/', { lastModified: 10_000 - 90 * 60, lastDetected: 9_950, title: 'from b' })]),
    );
    // Each subscription's one pack.
    expect(again.get('packs')).toBe(2);
    const [after] = await s.listSites({ limit: 10 });
    expect(after).toMatchObject({ from: a.id, checked: 9_950, record: { title: 'from a' } });
    // b then reports a newer update: it wins.
    await s.replaceRecords(b, [makeRecord('http://shared.example/', { lastModified: 9_980, lastDetected: 9_990, title: 'from b' })]);
    const [newest] = await s.listSites({ limit: 10 });
    expect(newest).toMatchObject({ from: b.id, checked: 9_990, record: { title: 'from b', lastModified: 9_980 } });
  });

  it('re-merges when the winning antenna drops the site', async () => {
    const s = await open();
    await s.replaceRecords(a, [makeRecord('http://shared.example/', { lastDetected: 100, title: 'from a' })]);
    await s.replaceRecords(b, [makeRecord('http://shared.example/', { lastDetected: 200, title: 'from b' })]);
    await s.replaceRecords(b, []);
    const [site] = await s.listSites({ limit: 10 });
    expect(site).toMatchObject({ from: a.id, sources: [a.id], record: { title: 'from a' } });
  });

  it('re-merges when the winning subscription is removed', async () => {
    const s = await open();
    await s.replaceRecords(a, [makeRecord('http://shared.example/', { lastDetected: 100 }), makeRecord('http://only-a.example/')]);
    await s.replaceRecords(b, [makeRecord('http://shared.example/', { lastDetected: 200 }), makeRecord('http://only-b.example/')]);
    await s.removeSubscription(b.id);
    const sites = await s.listSites({ limit: 10 });
    expect(sites.map((x) => x.key).sort()).toEqual(['http://only-a.example/', 'http://shared.example/']);
    expect(sites.every((x) => x.from === a.id && x.sources.length === 1)).toBe(true);
  });

  it('keeps the other antenna as source when the loser updates', async () => {
    const s = await open();
    await s.replaceRecords(a, [makeRecord('http://shared.example/', { lastDetected: 300, title: 'from a' })]);
    await s.replaceRecords(b, [makeRecord('http://shared.example/', { lastDetected: 100 })]);
    await s.replaceRecords(b, [makeRecord('http://shared.example/', { lastDetected: 200 })]);
    const [site] = await s.listSites({ limit: 10 });
    expect(site).toMatchObject({ from: a.id, sources: [a.id, b.id], record: { title: 'from a' } });
  });

  it('re-merges one shared site among many (read key by key)', async () => {
    const s = await open();
    const own = Array.from({ length: 30 }, (_, i) => makeRecord(`http://a${i}.example/`));
    await s.replaceRecords(a, [...own, makeRecord('http://shared.example/', { lastDetected: 300, title: 'from a' })]);
    await s.replaceRecords(b, [makeRecord('http://shared.example/', { lastDetected: 100 })]);
    await s.replaceRecords(b, [makeRecord('http://shared.example/', { lastDetected: 400, title: 'from b' })]);
    expect((await s.listSites({ limit: 100 })).find((x) => x.key === 'http://shared.example/')).toMatchObject({
      from: b.id, sources: [a.id, b.id], record: { title: 'from b' },
    });
    await s.replaceRecords(b, []);
    expect((await s.listSites({ limit: 100 })).find((x) => x.key === 'http://shared.example/')).toMatchObject({
      from: a.id, sources: [a.id], record: { title: 'from a' },
    });
  });

  it('merges many shared sites (read in bulk) the same way', async () => {
    const s = await open();
    const urls = Array.from({ length: 200 }, (_, i) => `http://s${i}.example/`);
    await s.replaceRecords(a, urls.map((u, i) => makeRecord(u, { lastDetected: i % 2 === 0 ? 500 : 100, title: 'a' })));
    await s.replaceRecords(b, urls.map((u) => makeRecord(u, { lastDetected: 300, title: 'b' })));
    const sites = await s.listSites({ limit: 1000 });
    expect(sites).toHaveLength(200);
    for (const site of sites) {
      const i = Number(/s(\d+)\./.exec(site.key)?.[1]);
      expect(site.record.title).toBe(i % 2 === 0 ? 'a' : 'b');
      expect(site.sources).toEqual([a.id, b.id]);
    }
  });
});

describe('writing shared sites', () => {
  it('writes the new record and the record it displaces, once each', async () => {
    const s = await open();
    await s.replaceRecords(a, [makeRecord('http://shared.example/', { lastDetected: 100 }), makeRecord('http://only-a.example/')]);
    const writes = await countWrites(() => s.replaceRecords(b, [makeRecord('http://shared.example/', { lastDetected: 200 })]));
    // a's pack (its row now loses) and b's new one.
    expect(writes.get('packs')).toBe(2);
    const again = await countWrites(() => s.replaceRecords(b, [makeRecord('http://shared.example/', { lastDetected: 200 })]));
    expect(again.get('packs') ?? 0).toBe(0);
  });

  it('picks the newest update as the merge does, then the later check, then the smallest id', async () => {
    const s = await open();
    const even = makeRecord('http://even.example/', { lastDetected: 100, lastModified: 10 });
    await s.replaceRecords(b, [makeRecord('http://tie.example/', { lastDetected: 100, lastModified: 10 }), even]);
    await s.replaceRecords(a, [makeRecord('http://tie.example/', { lastDetected: 100, lastModified: 5 }), even]);
    const sites = await s.listSites({ limit: 10 });
    expect(sites.find((x) => x.key === 'http://tie.example/')).toMatchObject({ from: b.id, sources: [a.id, b.id] });
    expect(sites.find((x) => x.key === 'http://even.example/')).toMatchObject({ from: a.id, sources: [a.id, b.id] });
  });

  it('drops a removed loser from the sources of the site', async () => {
    const s = await open();
    await s.replaceRecords(a, [makeRecord('http://shared.example/', { lastDetected: 300, title: 'from a' })]);
    await s.replaceRecords(b, [makeRecord('http://shared.example/', { lastDetected: 100 })]);
    await s.removeSubscription(b.id);
    expect(await s.listSites({ limit: 10 })).toMatchObject([{ from: a.id, sources: [a.id], record: { title: 'from a' } }]);
  });
});

describe('listing sites', () => {
  async function seeded(): Promise<AntennaStore> {
    const s = await open();
    await s.replaceRecords(a, Array.from({ length: 25 }, (_, i) => makeRecord(`http://site${i}.example/`, { lastModified: 1000 + i * 10 })));
    return s;
  }

  it('lists newest Last-Modified first', async () => {
    const s = await seeded();
    const modified = (await s.listSites({ limit: 100 })).map((x) => x.record.lastModified);
    expect(modified).toEqual([...modified].sort((x, y) => y - x));
    expect(modified).toHaveLength(25);
  });

  it('pages with offset and limit', async () => {
    const s = await seeded();
    const all = await s.listSites({ limit: 100 });
    const pages = [await s.listSites({ limit: 10 }), await s.listSites({ limit: 10, offset: 10 }), await s.listSites({ limit: 10, offset: 20 })];
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages.flat()).toEqual(all);
    expect(await s.listSites({ limit: 10, offset: 30 })).toEqual([]);
    expect(await s.listSites({ limit: 0 })).toEqual([]);
  });

  it('lists sites modified after a watermark, newest first', async () => {
    const s = await seeded();
    const after = await s.listSitesModifiedAfter(1200);
    expect(after.map((x) => x.record.lastModified)).toEqual([1240, 1230, 1220, 1210]);
  });

  it('reads the popup view in one go: the newest sites, their marks, and the rest of the first screen', async () => {
    const s = await seeded();
    await s.setSettings({ hideStale: true });
    await s.setSeenWatermark(1050, 1_700_000_000);
    await s.markSiteSeen('http://site20.example/', 1200, 1_700_000_000);
    await s.markSiteSeen('http://site3.example/', 1100, 1_700_000_000);
    const all = await s.listSites({ limit: 100 });

    const first = await s.readPopupView({ limit: 10 });
    expect(first.sites).toEqual(all.slice(0, 10));
    expect(first.complete).toBe(false);
    expect(first.subscriptions.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(first.settings.hideStale).toBe(true);
    expect(first.watermark).toBe(1050);
    // Marks of the sites read only.
    expect([...first.siteSeen]).toEqual([['http://site20.example/', 1200]]);

    const whole = await s.readPopupView({});
    expect(whole.sites).toEqual(all);
    expect(whole.complete).toBe(true);
    expect(whole.siteSeen.get('http://site3.example/')).toBe(1100);

    expect((await s.readPopupView({ limit: 25 })).complete).toBe(true);
    expect((await s.readPopupView({ limit: 26 })).complete).toBe(true);
    expect((await s.readPopupView({ limit: 0 })).complete).toBe(false);
  });

  it('reads an empty popup view as complete', async () => {
    const s = await open();
    const view = await s.readPopupView({ limit: 30 });
    expect(view).toMatchObject({ sites: [], complete: true, watermark: 0 });
  });
});
