import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { normalizeUrl } from '../formats/normalize-url.ts';
import type { SubscriptionId } from '../core/subscription.ts';
import { openDatabase } from './open-database.ts';
import { openAntennaStore } from './open-store.ts';
import { makeRecord, makeSubscription } from './test-support.ts';

const COUNT = 20_000;
const sub = makeSubscription('http://antenna.example/lirs');
const records = Array.from({ length: COUNT }, (_, i) =>
  makeRecord(`http://site${i}.example/page`, { lastModified: 1_700_000_000 + i, title: `サイト ${i}` }),
);

/** The baseline: the same objects put in a loop, one transaction, into the same schema. */
async function bareLoop(): Promise<number> {
  const db = await openDatabase(new IDBFactory(), 'bare');
  const rows = records.map((record) => ({ subscriptionId: sub.id as SubscriptionId, key: normalizeUrl(record.url), record }));
  const start = performance.now();
  const tx = db.transaction('records', 'readwrite');
  for (const row of rows) void tx.store.put(row);
  await tx.done;
  const elapsed = performance.now() - start;
  db.close();
  return elapsed;
}

async function replace(): Promise<number> {
  const store = await openAntennaStore({ indexedDB: new IDBFactory() });
  const start = performance.now();
  const outcome = await store.replaceRecords(sub, records);
  const elapsed = performance.now() - start;
  expect(outcome.written).toBe(COUNT);
  expect(await store.countSites()).toBe(COUNT);
  store.close();
  return elapsed;
}

describe('replaceRecords performance', () => {
  it(`stores ${COUNT} records (and their sites) within 1.5× of a bare put loop`, async () => {
    // On a busy machine one round can be unlucky: a second round, alternating, settles it.
    let bare = await bareLoop();
    let ours = await replace();
    if (ours / bare >= 1.5) {
      bare = Math.min(bare, await bareLoop());
      ours = Math.min(ours, await replace());
    }
    console.info(`replaceRecords ${COUNT}: ${Math.round(ours)} ms, bare put loop ${Math.round(bare)} ms, ratio ${(ours / bare).toFixed(2)}`);
    expect(ours / bare).toBeLessThan(1.5);
  }, 240_000);
});
