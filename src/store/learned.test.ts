import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { listNewSites } from '../background/count-new-sites.ts';
import { openAntennaStore } from './open-store.ts';
import type { AntennaStore } from './types.ts';
import { makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';

// "New" as the user meets it: marked all seen at 20:00, an antenna that checks every two hours
// reports at 21:00 a diary that changed at 19:10.
const H = 3600;
const t20 = 1_700_000_000;
const a = makeSubscription('http://a.example/antenna.lirs');
const b = makeSubscription('http://b.example/antenna.lirs');
const diary = 'http://diary.example/';
const other = 'http://other.example/';
const at = (lastModified: number, checked: number) => makeRecord(diary, { lastModified, lastDetected: checked });

let store: AntennaStore;
const newKeys = async (now: number) => (await listNewSites(store, now)).map((site) => site.key);

beforeEach(async () => {
  store = await openAntennaStore({ indexedDB: new IDBFactory() });
  await store.putSubscription(a);
  await store.putSubscription(b);
  // The antenna is already followed: its first read, a day earlier.
  await store.replaceRecords(a, [at(t20 - 30 * H, t20 - 25 * H), makeRecord(other, { lastModified: t20 - 30 * H, lastDetected: t20 - 25 * H })], t20 - 25 * H);
  await store.markAllSeen(t20);
});

describe('new, as the reader learned of it', () => {
  it('counts an update reported after Mark all seen as new, though it is dated before the click', async () => {
    expect(await newKeys(t20 + 30)).toEqual([]);
    await store.replaceRecords(a, [at(t20 - 50 * 60, t20 + H), makeRecord(other, { lastModified: t20 - 30 * H, lastDetected: t20 + H })], t20 + H);
    expect(await newKeys(t20 + H)).toEqual([diary]);
  });

  it('does not count the same update again when it is re-reported by a later check', async () => {
    await store.replaceRecords(a, [at(t20 - 50 * 60, t20 + H)], t20 + H);
    await store.markSiteSeen(diary, t20 - 50 * 60, t20 + H + 60);
    await store.replaceRecords(a, [at(t20 - 50 * 60, t20 + 3 * H)], t20 + 3 * H);
    expect(await newKeys(t20 + 3 * H)).toEqual([]);
    await store.markAllSeen(t20 + 3 * H + 10);
    await store.replaceRecords(a, [at(t20 - 50 * 60, t20 + 5 * H)], t20 + 5 * H);
    expect(await newKeys(t20 + 5 * H)).toEqual([]);
  });

  it('does not count an update again when a second antenna reports it', async () => {
    await store.replaceRecords(a, [at(t20 - 50 * 60, t20 + H)], t20 + H);
    await store.markAllSeen(t20 + H + 60);
    await store.replaceRecords(b, [at(t20 - 50 * 60, t20 + 2 * H)], t20 + 2 * H);
    expect(await newKeys(t20 + 2 * H)).toEqual([]);
    // A newer update from the second antenna is new.
    await store.replaceRecords(b, [at(t20 + 90 * 60, t20 + 3 * H)], t20 + 3 * H);
    expect(await newKeys(t20 + 3 * H)).toEqual([diary]);
  });

  it("starts a new antenna's sites updated before the last look as seen, later ones new, old ones never", async () => {
    const c = makeSubscription('http://c.example/hina.di');
    await store.putSubscription(c);
    await store.replaceRecords(
      c,
      [
        makeRecord('http://before.example/', { lastModified: t20 - 600, lastDetected: t20 + 600 }),
        makeRecord('http://after.example/', { lastModified: t20 + 300, lastDetected: t20 + 600 }),
        makeRecord('http://archive.example/', { lastModified: t20 - 40 * H, lastDetected: t20 + 600 }),
      ],
      t20 + 600,
    );
    expect(await newKeys(t20 + 600)).toEqual(['http://after.example/']);
  });

  it('marks one site seen and unseen, and Mark all seen clears both', async () => {
    await store.replaceRecords(a, [at(t20 - 50 * 60, t20 + H), makeRecord(other, { lastModified: t20 - 30 * H, lastDetected: t20 + H })], t20 + H);
    await store.markSiteSeen(diary, t20 - 50 * 60, t20 + H);
    expect(await newKeys(t20 + H)).toEqual([]);
    await store.markSiteUnseen(diary, t20 - 50 * 60, t20 + H);
    expect(await newKeys(t20 + H)).toEqual([diary]);
    await store.markSiteUnseen(other, t20 - 30 * H, t20 + H);
    expect((await newKeys(t20 + H)).sort()).toEqual([diary, other]);
    await store.markAllSeen(t20 + H + 5);
    expect(await newKeys(t20 + H + 5)).toEqual([]);
  });

  it('keeps what the reader learned when the reporting antenna is removed and another still reports the site', async () => {
    await store.replaceRecords(b, [at(t20 - 30 * H, t20 - 20 * H)], t20 - 20 * H);
    await store.replaceRecords(a, [at(t20 - 50 * 60, t20 + H)], t20 + H);
    await store.removeSubscription(a.id);
    // b's older report wins now: the site did not change again, and is not new.
    expect(await newKeys(t20 + H)).toEqual([]);
  });

  it('writes nothing more for an antenna read again unchanged', async () => {
    const records = [at(t20 - 50 * 60, t20 + H)];
    await store.replaceRecords(a, records, t20 + H);
    expect(await store.replaceRecords(a, records, t20 + 2 * H)).toMatchObject({ written: 0 });
  });
});
