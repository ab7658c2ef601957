import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../core/record.ts';
import { HISTORY_LIMIT } from '../core/site-update.ts';
import { openAntennaStore } from './open-store.ts';
import { MAX_PAGE_TEXTS } from './page-text-queries.ts';
import { countWrites, makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';
import type { AntennaStore } from './types.ts';

let store: AntennaStore;
afterEach(() => store.close());

const a = makeSubscription('http://a.example/antenna/');
const b = makeSubscription('http://b.example/antenna/');
const diary = 'http://diary.example/';

/** A fresh store with both subscriptions in it (records are stored for subscribed antennas only). */
async function open(): Promise<AntennaStore> {
  store = await openAntennaStore({ indexedDB: new IDBFactory() });
  await store.putSubscription(a);
  await store.putSubscription(b);
  return store;
}

const times = async (key = diary) => (await store.readSiteHistory(key)).map((update) => update.lastModified);
const at = (lastModified: number, patch: Partial<AntennaRecord> = {}) => makeRecord(diary, { lastModified, lastDetected: lastModified + 60, ...patch });

describe("a site's history", () => {
  it('starts with the update a site is first seen with, in its zone', async () => {
    await open();
    await store.replaceRecords(a, [at(1000, { tzOffset: -18000 })]);
    expect(await store.readSiteHistory(diary)).toEqual([{ lastModified: 1000, tzOffset: -18000 }]);
  });

  it('costs no history write when a site is first seen, and keeps its first update when it changes', async () => {
    await open();
    const first = await countWrites(() => store.replaceRecords(a, [at(1000)]));
    expect(first.get('history')).toBeUndefined();
    expect(await times()).toEqual([1000]);
    await store.replaceRecords(a, [at(2000)]);
    expect(await times()).toEqual([2000, 1000]);
  });

  it('keeps the zone an update was first seen in when the antenna later gives another for it', async () => {
    await open();
    await store.replaceRecords(a, [at(1000, { tzOffset: -18000 })]);
    // The same update, now said to be in Japan's zone: not a new update, and the first word stands.
    await store.replaceRecords(a, [at(1000, { tzOffset: 32400 })]);
    expect(await store.readSiteHistory(diary)).toEqual([{ lastModified: 1000, tzOffset: -18000 }]);
    await store.replaceRecords(a, [at(2000, { tzOffset: 32400 })]);
    expect(await store.readSiteHistory(diary)).toEqual([
      { lastModified: 2000, tzOffset: 32400 },
      { lastModified: 1000, tzOffset: -18000 },
    ]);
  });

  it('keeps the update a site had when its record turns to a time no key can hold, and goes on from there', async () => {
    await open();
    await store.replaceRecords(a, [at(1000)]);
    await store.replaceRecords(a, [at(Number.NaN)]);
    expect(await times()).toEqual([1000]);
    await store.replaceRecords(a, [at(2000)]);
    expect(await times()).toEqual([2000, 1000]);
  });

  it('keeps every newer update, newest first', async () => {
    await open();
    for (const time of [1000, 2000, 3000, 4000]) await store.replaceRecords(a, [at(time)]);
    expect(await times()).toEqual([4000, 3000, 2000, 1000]);
  });

  it('writes nothing to it when the antenna says the same again', async () => {
    await open();
    await store.replaceRecords(a, [at(1000)]);
    // A newer check of the same update: the record is rewritten, the history is not.
    const writes = await countWrites(() => store.replaceRecords(a, [at(1000, { lastDetected: 5000 })]));
    expect(writes.get('history')).toBeUndefined();
    expect(await times()).toEqual([1000]);
  });

  it('takes no older time for an update: an antenna going back is not the site changing', async () => {
    await open();
    await store.replaceRecords(a, [at(3000)]);
    await store.replaceRecords(a, [at(2000)]);
    expect(await times()).toEqual([3000]);
  });

  it("keeps a site's newest updates only, up to the limit", async () => {
    await open();
    const first = 10_000;
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) await store.replaceRecords(a, [at(first + i * 100)]);
    const kept = await times();
    expect(kept).toHaveLength(HISTORY_LIMIT);
    expect(kept[0]).toBe(first + (HISTORY_LIMIT + 4) * 100);
    expect(kept.at(-1)).toBe(first + 5 * 100);
  });

  it('takes updates from any antenna that reports the site, by the merged record', async () => {
    await open();
    await store.replaceRecords(a, [at(1000)]);
    // b saw a newer update: the site shows it, and its history has it.
    await store.replaceRecords(b, [at(2000)]);
    // a checks later but still says 1000: the newest word (b's 2000) stands, and the site did not change.
    await store.replaceRecords(a, [at(1000, { lastDetected: 9000 })]);
    expect((await store.listSites({ limit: 1 }))[0]?.record.lastModified).toBe(2000);
    expect(await times()).toEqual([2000, 1000]);
    // a then sees a newer update still.
    await store.replaceRecords(a, [at(3000, { lastDetected: 9500 })]);
    expect(await times()).toEqual([3000, 2000, 1000]);
  });

  it('keeps the history of other sites apart', async () => {
    await open();
    await store.replaceRecords(a, [at(1000), makeRecord('http://other.example/', { lastModified: 5000 })]);
    await store.replaceRecords(a, [at(2000), makeRecord('http://other.example/', { lastModified: 5000 })]);
    expect(await times()).toEqual([2000, 1000]);
    expect(await times('http://other.example/')).toEqual([5000]);
    expect(await times('http://never.example/')).toEqual([]);
  });

  it('goes with the site when no antenna reports it any more', async () => {
    await open();
    await store.replaceRecords(a, [at(1000)]);
    await store.replaceRecords(a, [at(2000)]);
    await store.replaceRecords(b, [at(2000)]);
    await store.replaceRecords(a, []);
    // b still reports it: the history stays.
    expect(await times()).toEqual([2000, 1000]);
    await store.replaceRecords(b, []);
    expect(await times()).toEqual([]);
    // Seen again later, it starts afresh.
    await store.replaceRecords(a, [at(3000)]);
    expect(await times()).toEqual([3000]);
  });

  it('goes with the subscription that alone reported the site', async () => {
    await open();
    await store.replaceRecords(a, [at(1000), makeRecord('http://shared.example/', { lastModified: 700, lastDetected: 800 })]);
    await store.replaceRecords(a, [at(2000), makeRecord('http://shared.example/', { lastModified: 700, lastDetected: 800 })]);
    // b reports the shared site with a newer update, though it checked earlier than a: b's
    // newer update is the site's, and its history has it.
    await store.replaceRecords(b, [makeRecord('http://shared.example/', { lastModified: 750, lastDetected: 500 })]);
    expect(await times('http://shared.example/')).toEqual([750, 700]);
    await store.removeSubscription(a.id);
    expect(await times()).toEqual([]);
    // The shared site stays with b.
    expect(await times('http://shared.example/')).toEqual([750, 700]);
  });

  it('keeps a shared site whose update is older on the antenna left', async () => {
    await open();
    await store.replaceRecords(a, [makeRecord('http://shared.example/', { lastModified: 700, lastDetected: 800 })]);
    await store.replaceRecords(b, [makeRecord('http://shared.example/', { lastModified: 600, lastDetected: 500 })]);
    await store.removeSubscription(a.id);
    expect(await times('http://shared.example/')).toEqual([700]);
  });

  it('goes with the site when its stale records are pruned', async () => {
    await open();
    const now = 100_000;
    await store.replaceRecords(a, [at(1000, { lastDetected: now - 5000 }), makeRecord('http://fresh.example/', { lastDetected: now })]);
    await store.replaceRecords(a, [at(2000, { lastDetected: now - 5000 }), makeRecord('http://fresh.example/', { lastDetected: now })]);
    expect(await store.pruneStale(now, 1000, 10)).toBe(1);
    expect(await times()).toEqual([]);
    expect(await times('http://fresh.example/')).toHaveLength(1);
  });

  it('changes with the records or not at all', async () => {
    await open();
    await store.replaceRecords(a, [at(1000)]);
    const poisoned = { ...makeRecord('http://bad.example/'), extra: { bad: (() => 1) as unknown as string } } as AntennaRecord;
    await expect(store.replaceRecords(a, [at(2000), poisoned])).rejects.toMatchObject({ name: 'DataCloneError' });
    expect(await times()).toEqual([1000]);
  });

  it('skips a time no key can hold, and stores the rest', async () => {
    await open();
    await store.replaceRecords(a, [at(Number.NaN), makeRecord('http://fine.example/', { lastModified: 4000 })]);
    expect(await times()).toEqual([]);
    expect(await times('http://fine.example/')).toEqual([4000]);
    expect(await store.listRecords(a.id)).toHaveLength(2);
  });

  it("keeps what changed on a watched page with each of its updates", async () => {
    await open();
    const added = { kind: 'lines', cut: false, lines: [[{ op: 'added', text: '新しい日記' }]] } as const;
    const removed = { kind: 'lines', cut: false, lines: [[{ op: 'removed', text: '古い日記' }]] } as const;
    await store.replaceRecords(a, [at(1000)]);
    await store.replaceRecords(a, [at(2000, { change: added })]);
    expect(await store.readSiteHistory(diary)).toEqual([
      { lastModified: 2000, tzOffset: 32400, change: added },
      { lastModified: 1000, tzOffset: 32400 },
    ]);
    await store.replaceRecords(a, [at(3000, { change: removed })]);
    expect((await store.readSiteHistory(diary)).map((update) => update.change)).toEqual([removed, added, undefined]);
  });
});

describe("watched pages' text", () => {
  it('is kept for at most MAX_PAGE_TEXTS pages, each page replacing its own', async () => {
    await open();
    const id = (n: number) => makeSubscription(`http://p${n}.example/`).id;
    for (let n = 0; n < MAX_PAGE_TEXTS; n++) expect(await store.putPageText(id(n), [`page ${n}`])).toBe(true);
    expect(await store.putPageText(id(MAX_PAGE_TEXTS), ['one too many'])).toBe(false);
    expect(await store.readPageText(id(MAX_PAGE_TEXTS))).toBeNull();
    expect(await store.putPageText(id(0), ['page 0, again'])).toBe(true);
    expect(await store.readPageText(id(0))).toEqual(['page 0, again']);
    expect(await store.readPageText(id(1))).toEqual(['page 1']);
  });
});
