import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { openAntennaStore } from './open-store.ts';
import { bucketOf, packCount, packCountFits } from './record-packs.ts';
import { countWrites, makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';
import type { AntennaStore } from './types.ts';

let store: AntennaStore | undefined;
let factory: IDBFactory;
afterEach(() => {
  store?.close();
  store = undefined;
});

const a = makeSubscription('http://a.example/antenna/');
const b = makeSubscription('http://b.example/antenna/');
const shared = 'http://shared.example/';

async function open(): Promise<AntennaStore> {
  factory = new IDBFactory();
  const opened = await openAntennaStore({ indexedDB: factory, name: 'packs' });
  store = opened;
  await opened.putSubscription(a);
  await opened.putSubscription(b);
  return opened;
}

/** How many packs each subscription has, read raw. */
async function packsPerSubscription(): Promise<Map<string, number>> {
  const db = await openDatabase(factory, 'packs');
  const keys = await db.getAllKeys('packs');
  db.close();
  const counts = new Map<string, number>();
  for (const [id] of keys) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

const many = (count: number, label: string) =>
  Array.from({ length: count }, (_, i) => makeRecord(`http://${label}${i}.example/`, { lastModified: 1_000 + i, lastDetected: 5_000 }));

describe('packed records', () => {
  it('spreads a site over packs by its key alone, about a thousand a pack, a power of two of them', () => {
    expect(bucketOf(shared, 8)).toBe(bucketOf(shared, 8));
    expect(new Set(Array.from({ length: 1000 }, (_, i) => bucketOf(`http://s${i}.example/`, 8))).size).toBe(8);
    expect([0, 1000, 1001, 4000, 200_000].map(packCount)).toEqual([1, 1, 2, 4, 256]);
    expect(packCountFits(4, 4000)).toBe(true);
    expect(packCountFits(4, 999)).toBe(false);
    expect(packCountFits(1, 3)).toBe(true);
  });

  it('merges a site a small antenna shares with one spread over many packs, writing one pack of each', async () => {
    const s = await open();
    await s.replaceRecords(a, [...many(3000, 'a'), makeRecord(shared, { lastModified: 500, lastDetected: 100, title: 'from a' })]);
    expect((await packsPerSubscription()).get(a.id)).toBe(4);
    const writes = await countWrites(() => s.replaceRecords(b, [makeRecord(shared, { lastModified: 900, lastDetected: 200, title: 'from b' })]));
    expect(writes.get('packs')).toBe(2);
    const site = (await s.listSites({ limit: 4000 })).find((one) => one.key === shared);
    expect(site).toMatchObject({ from: b.id, sources: [a.id, b.id], checked: 200, record: { title: 'from b' } });
    expect(await s.readSiteHistory(shared)).toEqual([
      { lastModified: 900, tzOffset: 32400 },
      { lastModified: 500, tzOffset: 32400 },
    ]);
    // b goes: a's record shows again, and the history keeps what was shown.
    await s.removeSubscription(b.id);
    const after = (await s.listSites({ limit: 4000 })).find((one) => one.key === shared);
    expect(after).toMatchObject({ from: a.id, sources: [a.id], record: { title: 'from a' } });
    expect(await s.countSites()).toBe(3001);
  });

  it('re-packs an antenna that grows or shrinks fourfold, keeping every site, and never while it stays near its size', async () => {
    const s = await open();
    await s.replaceRecords(a, many(10, 'a'));
    expect((await packsPerSubscription()).get(a.id)).toBe(1);
    await s.replaceRecords(a, many(5000, 'a'));
    expect((await packsPerSubscription()).get(a.id)).toBe(8);
    expect(await s.countSites()).toBe(5000);
    // Down to 3,000: still about its size, no site moves; one more site writes one pack.
    await s.replaceRecords(a, many(3000, 'a'));
    expect((await packsPerSubscription()).get(a.id)).toBe(8);
    const one = await countWrites(() => s.replaceRecords(a, many(3001, 'a')));
    expect(one.get('packs')).toBe(1);
    await s.replaceRecords(a, many(20, 'a'));
    expect((await packsPerSubscription()).get(a.id)).toBe(1);
    expect((await s.listRecords(a.id)).map((record) => record.url).sort()).toEqual(many(20, 'a').map((record) => record.url).sort());
    expect((await s.listSites({ limit: 100 })).map((site) => site.record.lastModified)).toEqual(many(20, 'a').map((r) => r.lastModified).reverse());
  });

  it('lists the sites modified after a time, and the new ones, from a subscription of many packs', async () => {
    const s = await open();
    await s.replaceRecords({ ...a, lastCheck: 9_000 }, many(2500, 'a'), 9_000);
    expect((await s.listSitesModifiedAfter(3_497)).map((site) => site.record.lastModified)).toEqual([3_499, 3_498]);
    await s.markAllSeen(9_500);
    expect((await s.listNewCandidates(9_500)).sites).toEqual([]);
    await s.replaceRecords({ ...a, lastCheck: 10_000 }, [...many(2500, 'a').slice(1), makeRecord('http://a0.example/', { lastModified: 8_000, lastDetected: 5_000 })], 10_000);
    expect((await s.listNewCandidates(9_500)).sites.map((site) => site.key)).toEqual(['http://a0.example/']);
  });

  it('merges a big antenna with many small ones that share some of its sites, either way round, and parts them again', async () => {
    const s = await open();
    const small = Array.from({ length: 40 }, (_, i) => makeSubscription(`http://small${i}.example/antenna/`));
    for (const subscription of small) await s.putSubscription(subscription);
    // Each small antenna reports two sites of its own and one the big antenna reports too.
    const smallRecords = (i: number) => [
      makeRecord(`http://own${i}-1.example/`, { lastModified: 100, lastDetected: 50 }),
      makeRecord(`http://own${i}-2.example/`, { lastModified: 100, lastDetected: 50 }),
      makeRecord(`http://big${i * 50}.example/`, { lastModified: 9_999, lastDetected: 50, title: `from small ${i}` }),
    ];
    for (const [i, subscription] of small.entries()) await s.replaceRecords(subscription, smallRecords(i));
    // The big one comes last: its 3,000 sites are matched with the small antennas' rows.
    await s.replaceRecords(a, many(3000, 'big'));
    const sites = new Map((await s.listSites({ limit: 5000 })).map((site) => [site.key, site]));
    expect(sites.size).toBe(3000 + 80);
    expect(sites.get('http://big50.example/')).toMatchObject({ from: small[1]!.id, sources: [a.id, small[1]!.id], record: { title: 'from small 1' } });
    expect(sites.get('http://big51.example/')).toMatchObject({ from: a.id, sources: [a.id] });
    // A small one again, the big one already stored: its one shared site is matched among the big one's packs.
    await s.replaceRecords(small[2]!, smallRecords(2).map((record) => ({ ...record, lastModified: record.lastModified + 1 })));
    expect((await s.listSites({ limit: 5000 })).find((site) => site.key === 'http://big100.example/')).toMatchObject({
      from: small[2]!.id,
      sources: [a.id, small[2]!.id],
      record: { lastModified: 10_000 },
    });
    // The big one goes: each shared site is the small antenna's alone.
    await s.removeSubscription(a.id);
    const left = await s.listSites({ limit: 5000 });
    expect(left).toHaveLength(120);
    expect(left.find((site) => site.key === 'http://big150.example/')).toMatchObject({ from: small[3]!.id, sources: [small[3]!.id] });
  });
});
