/**
 * Storing speed on fake-indexeddb: `replaceRecords` of a first 20,000-record antenna against
 * the least any store must do with the same rows — a bare idb put loop of the same
 * StoredRecord objects (a site first seen writes no history row), one transaction, into a
 * database of the same schema. Target ≤ 1.5×.
 * The same loop on the raw API is shown for reference. Also re-stores the unchanged antenna, which must write 0 records.
 * Run: `npx tsx test/bench/store-node.ts`.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AntennaRecord } from '../../src/core/record.ts';
import { normalizeUrl } from '../../src/http/normalize-url.ts';
import { openDatabase } from '../../src/store/open-database.ts';
import { openAntennaStore } from '../../src/store/open-store.ts';
import { bucketOf, packCount, packOf } from '../../src/store/record-packs.ts';
import type { RecordPack, StoredRecord } from '../../src/store/schema.ts';
import { countWrites, makeRecord, makeSubscription } from '../support/store-test-support.ts';
import { median, pairedRatio } from './figure.ts';

const RECORDS = 20_000;
const RUNS = 7;
const TARGET = 1.5;

// A full collection before each timed store, outside its time, so no store pays for the
// garbage the one before it left (the bench's process starts without --expose-gc).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

async function collected<T>(run: () => Promise<T>): Promise<T> {
  collect();
  return run();
}

const subscription = makeSubscription('http://antenna.example/lirs');
const records: AntennaRecord[] = Array.from({ length: RECORDS }, (_, i) =>
  makeRecord(`http://site${i}.example/page`, { lastModified: 1_700_000_000 + i, title: `サイト ${i}` }),
);
/** What a first store writes: every record its own site's winner (its record is its history), packed as the store packs them. */
const rows: RecordPack[] = packed(
  records.map((record) => ({ subscriptionId: subscription.id, key: normalizeUrl(record.url), record, winner: 1, sources: [subscription.id] })),
);

function packed(stored: readonly StoredRecord[]): RecordPack[] {
  const of = packCount(stored.length);
  const buckets: StoredRecord[][] = Array.from({ length: of }, () => []);
  for (const row of stored) buckets[bucketOf(row.key, of)]!.push(row);
  return buckets.map((bucket, i) => packOf(subscription.id, of, i, bucket));
}

async function bareLoop(): Promise<number> {
  const db = await openDatabase(new IDBFactory(), 'bare');
  const started = performance.now();
  const tx = db.transaction('packs', 'readwrite');
  for (const row of rows) void tx.store.put(row);
  await tx.done;
  const elapsed = performance.now() - started;
  db.close();
  return elapsed;
}

/** The same loop on the raw IndexedDB API (no promise per put), for reference. */
async function rawLoop(): Promise<number> {
  const factory = new IDBFactory();
  (await openDatabase(factory, 'raw')).close();
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open('raw');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  const started = performance.now();
  const tx = db.transaction('packs', 'readwrite');
  const recordStore = tx.objectStore('packs');
  for (const row of rows) recordStore.put(row);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('aborted'));
  });
  const elapsed = performance.now() - started;
  db.close();
  return elapsed;
}

async function firstStore(): Promise<number> {
  const store = await openAntennaStore({ indexedDB: new IDBFactory() });
  await store.putSubscription(subscription);
  const started = performance.now();
  const outcome = await store.replaceRecords(subscription, records);
  const elapsed = performance.now() - started;
  store.close();
  if (outcome.written !== RECORDS) throw new Error(`replaceRecords wrote ${outcome.written} of ${RECORDS} records`);
  return elapsed;
}

/** Records written, and ms taken, re-storing the same antenna unchanged. */
async function restore(): Promise<{ written: number; ms: number }> {
  const store = await openAntennaStore({ indexedDB: new IDBFactory() });
  await store.putSubscription(subscription);
  await store.replaceRecords(subscription, records);
  const started = performance.now();
  const writes = await countWrites(() => store.replaceRecords(subscription, records.map((r) => structuredClone(r))));
  const ms = performance.now() - started;
  store.close();
  return { written: (writes.get('packs') ?? 0) + (writes.get('history') ?? 0), ms };
}

/** Lines to print: medians of both ways (timed in alternation), their ratio, and the re-store's writes. */
export async function benchStoreNode(): Promise<string[]> {
  const ours: number[] = [];
  const bare: number[] = [];
  const raw: number[] = [];
  // The first round warms the JIT up and is not counted. Each pair in turn the bare loop first,
  // then ours first, each after a full collection: ours always second, with what the loop
  // before it left to collect, gave 1.00 in one run of the bench and 1.51 in the next.
  for (let run = 0; run <= RUNS; run++) {
    const ourFirst = run % 2 === 0 ? await collected(firstStore) : null;
    const bareTime = await collected(bareLoop);
    const ourTime = ourFirst ?? (await collected(firstStore));
    const rawTime = await collected(rawLoop);
    if (run > 0) {
      bare.push(bareTime);
      ours.push(ourTime);
      raw.push(rawTime);
    }
  }
  const ratio = pairedRatio(ours, bare);
  const again = await restore();
  return [
    `store (fake-indexeddb): median of ${RUNS} runs, first store of ${RECORDS} records (ratio: median of per-run ratios, in turn the bare loop first and ours)`,
    `store: replaceRecords ${median(ours).toFixed(0)} ms, bare idb put loop ${median(bare).toFixed(0)} ms` +
      ` (raw IndexedDB put loop ${median(raw).toFixed(0)} ms, ratio ${(median(ours) / median(raw)).toFixed(2)})`,
    `store: ratio ${ratio.toFixed(2)} (target ≤ ${TARGET.toFixed(1)}) ${ratio <= TARGET ? 'ok' : 'OVER TARGET'}`,
    `store: unchanged re-store wrote ${again.written} records in ${again.ms.toFixed(0)} ms ${again.written === 0 ? 'ok' : 'SHOULD WRITE 0'}`,
  ];
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const line of await benchStoreNode()) console.log(line);
}
