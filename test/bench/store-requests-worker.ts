// Runs inside a dedicated Worker of a page on 127.0.0.1, bundled by `bundleForBrowser`: raw
// IndexedDB writes of the same rows laid out in different ways, to see what a write costs.
import type { StoredRecord } from '../../src/store/schema.ts';
import { largeRecords } from '../fixtures/large-antenna.ts';

/** One way of writing `count` sites. */
export interface RequestCase {
  /** `rows`: one put per site into `records` with `indexes` indexes; `packed`: one put per `pack` sites. */
  readonly layout: 'rows' | 'packed';
  readonly count: number;
  /** Indexes on the records store (rows only): 0, 1 (`by-winner-lastModified`) or 3 (v6). */
  readonly indexes?: 0 | 1 | 3;
  /** Sites per row (packed only). */
  readonly pack?: number;
  /** Also a history row per site (rows only), as a first store wrote before v6's rows went. */
  readonly history?: boolean;
  /** Each row a key and two numbers instead of a whole record (rows only). */
  readonly tiny?: boolean;
  /** `durability: 'relaxed'` on the write transactions. */
  readonly relaxed?: boolean;
  /** Sites per transaction (default: all in one). */
  readonly perTransaction?: number;
}

export interface RequestTiming extends RequestCase {
  readonly ms: number;
}

const SUBSCRIPTION = 'http://antenna.example/huge.lirs.gz';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('request failed'));
  });
}

function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('aborted'));
  });
}

async function freshDatabase(c: RequestCase): Promise<IDBDatabase> {
  await request(indexedDB.deleteDatabase('requests'));
  const open = indexedDB.open('requests', 1);
  open.onupgradeneeded = () => {
    const db = open.result;
    const records = db.createObjectStore('records', { keyPath: c.layout === 'packed' ? ['subscriptionId', 'first'] : ['subscriptionId', 'key'] });
    if (c.indexes === 3) {
      records.createIndex('by-key', 'key');
      records.createIndex('by-lastDetected', 'record.lastDetected');
    }
    if (c.indexes === 1 || c.indexes === 3) records.createIndex('by-winner-lastModified', ['winner', 'record.lastModified']);
    db.createObjectStore('history', { keyPath: ['key', 'lastModified'] });
  };
  return request(open);
}

/** Writes the sites as `c` lays them out; ms from the first write to the last commit. */
async function timeCase(c: RequestCase, rows: readonly StoredRecord[]): Promise<number> {
  const db = await freshDatabase(c);
  const started = performance.now();
  const per = c.perTransaction ?? c.count;
  for (let at = 0; at < c.count; at += per) {
    const tx = db.transaction(['records', 'history'], 'readwrite', c.relaxed ? { durability: 'relaxed' } : {});
    const done = finished(tx);
    const records = tx.objectStore('records');
    const history = tx.objectStore('history');
    const end = Math.min(c.count, at + per);
    const pack = c.pack ?? 1000;
    if (c.layout === 'packed') {
      for (let first = at; first < end; first += pack) records.put({ subscriptionId: SUBSCRIPTION, first, rows: rows.slice(first, Math.min(end, first + pack)) });
    } else {
      for (let i = at; i < end; i++) {
        const row = rows[i]!;
        const last = records.put(c.tiny ? { subscriptionId: SUBSCRIPTION, key: row.key, winner: 1, record: { lastModified: row.record.lastModified, lastDetected: 0 } } : row);
        if (c.history) history.put({ key: row.key, lastModified: row.record.lastModified, tzOffset: row.record.tzOffset });
        // As the store's batch writer does: at most 500 writes in flight.
        if ((i - at) % 500 === 499) await request(last);
      }
    }
    await done;
  }
  const ms = performance.now() - started;
  db.close();
  await request(indexedDB.deleteDatabase('requests'));
  return ms;
}

addEventListener('message', (event: MessageEvent<{ cases: RequestCase[]; now: number }>) => {
  void (async () => {
    const { cases, now } = event.data;
    const most = Math.max(...cases.map((c) => c.count));
    const rows: StoredRecord[] = largeRecords(most, { now, label: 'requests' }).map((record) => ({
      subscriptionId: SUBSCRIPTION as StoredRecord['subscriptionId'],
      key: record.url,
      record,
      winner: 1,
      sources: [SUBSCRIPTION as StoredRecord['subscriptionId']],
      checked: record.lastDetected ?? 0,
    }));
    for (const c of cases) {
      try {
        postMessage({ ok: true, timing: { ...c, ms: await timeCase(c, rows) } });
      } catch (error) {
        postMessage({ ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
      }
    }
    postMessage({ ok: true, done: true });
  })();
});
