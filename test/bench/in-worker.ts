// Runs inside a dedicated Worker of a page on 127.0.0.1, bundled by `bundleForBrowser`: the
// same engine and the same kind of thread as the extension's service worker, which cannot be
// given code of ours. Answers one `WorkerRequest` with raw samples; Node takes the medians.
import type { AntennaRecord } from '../../src/core/record.ts';
import type { Subscription } from '../../src/core/subscription.ts';
import { decodeAntenna } from '../../src/formats/decode-antenna.ts';
import { openDatabase } from '../../src/store/open-database.ts';
import { openAntennaStore } from '../../src/store/open-store.ts';
import type { HistoryRow, RecordPack } from '../../src/store/schema.ts';
import { makeSubscription } from '../support/store-test-support.ts';
import { largeRecords } from '../fixtures/large-antenna.ts';
import type { DecodeSamples, StoreSamples, WorkerReply, WorkerRequest } from './worker-protocol.ts';

/** The least any reader must do with the bytes: inflate them and make text of them. */
async function inflateAndDecode(bytes: Uint8Array<ArrayBuffer>): Promise<number> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new TextDecoder('euc-jp').decode(await new Response(stream).arrayBuffer()).length;
}

/** Both ways in alternation, so a busy machine slows both alike; run 0 warms the JIT up. */
async function benchDecodeFile(name: string, url: string, runs: number, now: number): Promise<DecodeSamples> {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const fullMs: number[] = [];
  const bareMs: number[] = [];
  let records = 0;
  for (let run = 0; run <= runs; run++) {
    let started = performance.now();
    await inflateAndDecode(bytes);
    const bare = performance.now() - started;
    started = performance.now();
    records = (await decodeAntenna(bytes, { now })).records.length;
    const full = performance.now() - started;
    if (run === 0) continue;
    bareMs.push(bare);
    fullMs.push(full);
  }
  return { name, records, fullMs, bareMs };
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
  });
}

/** `replaceRecords` of a first antenna into a fresh database: ms and records written. */
async function storeFirst(subscription: Subscription, records: readonly AntennaRecord[]): Promise<{ ms: number; written: number }> {
  await deleteDatabase('bench-ours');
  const store = await openAntennaStore({ name: 'bench-ours' });
  await store.putSubscription(subscription);
  const started = performance.now();
  const { written } = await store.replaceRecords(subscription, records);
  const ms = performance.now() - started;
  store.close();
  return { ms, written };
}

/** The least any store must do: an idb put loop of `rows`, one transaction, into a fresh database of the same schema. */
async function storeBare(rows: StoredRows): Promise<number> {
  await deleteDatabase('bench-bare');
  const db = await openDatabase(indexedDB, 'bench-bare');
  const started = performance.now();
  const tx = db.transaction(['packs', 'history'], 'readwrite');
  const [records, history] = [tx.objectStore('packs'), tx.objectStore('history')];
  for (const row of rows.records) void records.put(row);
  for (const row of rows.history) void history.put(row);
  await tx.done;
  const ms = performance.now() - started;
  db.close();
  return ms;
}

/** What a store wrote: its packs of records and the sites' history rows. */
interface StoredRows {
  readonly records: RecordPack[];
  readonly history: HistoryRow[];
}

/** The rows `replaceRecords` wrote: the bare loop writes exactly these objects. */
async function storedRows(): Promise<StoredRows> {
  const db = await openDatabase(indexedDB, 'bench-ours');
  const [records, history] = await Promise.all([db.getAll('packs'), db.getAll('history')]);
  db.close();
  return { records, history };
}

async function benchStore(count: number, runs: number, now: number): Promise<StoreSamples> {
  const subscription = makeSubscription('http://antenna.example/bench.lirs.gz');
  const records = largeRecords(count, { now, label: 'bench' });
  // Warm-up, not counted: a tenth of the antenna both ways (the whole of it costs seconds).
  await storeFirst(subscription, records.slice(0, count / 10));
  await storeBare(await storedRows());
  const oursMs: number[] = [];
  const bareMs: number[] = [];
  let rows: StoredRows = { records: [], history: [] };
  let firstWritten = 0;
  // Each pair in turn ours first, then the bare loop first: what one leaves to collect lands
  // in the other as often as the other way round. The first run is ours, for the rows.
  for (let run = 0; run < runs; run++) {
    const bareFirst = run % 2 === 1 ? await storeBare(rows) : null;
    const ours = await storeFirst(subscription, records);
    firstWritten = ours.written;
    if (run === 0) rows = await storedRows();
    oursMs.push(ours.ms);
    bareMs.push(bareFirst ?? (await storeBare(rows)));
  }
  const restoreMs: number[] = [];
  const restoreWritten: number[] = [];
  const restoreDeleted: number[] = [];
  const store = await openAntennaStore({ name: 'bench-ours' });
  for (let run = 0; run < runs; run++) {
    const again = records.map((record) => structuredClone(record));
    const started = performance.now();
    const outcome = await store.replaceRecords(subscription, again);
    restoreMs.push(performance.now() - started);
    restoreWritten.push(outcome.written);
    restoreDeleted.push(outcome.deleted);
  }
  store.close();
  await deleteDatabase('bench-ours');
  await deleteDatabase('bench-bare');
  return { oursMs, bareMs, firstWritten, restoreMs, restoreWritten, restoreDeleted };
}

async function answer(request: WorkerRequest): Promise<WorkerReply> {
  switch (request.kind) {
    case 'decode': {
      const files: DecodeSamples[] = [];
      for (const file of request.files) files.push(await benchDecodeFile(file.name, file.url, request.runs, request.now));
      return { ok: true, kind: 'decode', files };
    }
    case 'store':
      return { ok: true, kind: 'store', samples: await benchStore(request.records, request.runs, request.now) };
  }
}

addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  answer(event.data).then(
    (reply) => postMessage(reply),
    (error: unknown) => postMessage({ ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
  );
});
