import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { StoreNames } from 'idb';
import type { AntennaDB } from '../../src/store/schema.ts';
import { MAX_IN_FLIGHT } from '../../src/background/run-polls.ts';
import { largeLirsGz } from '../fixtures/large-antenna.ts';
import type { ExtensionSession } from '../browser/harness.ts';
import { readObjectStore } from '../browser/read-store.ts';
import { startCountingHosts, type HostTraffic } from './counting-hosts.ts';
import { check, grouped, median, ms, type Figure } from './figure.ts';

const SUBSCRIPTIONS = 200;
const HOSTS = 8;
const RECORDS_EACH = 5;
const RUNS = 4;
/** Counted runs made even past the deadline. */
const MIN_RUNS = 3;
/** Each answer is held this long: without any latency no two requests ever overlap to be counted. */
const HOLD_MS = 25;
// A 304 writes each subscription's check times (its one record, where every page reads them)
// and nothing else: every other store (records' packs, history, seen marks, and `meta`, which holds
// the settings) is hashed before and after and must come out identical.
const STORES: readonly StoreNames<AntennaDB>[] = ['packs', 'history', 'seen', 'meta'];

/** A hash of every object store's content but the subscriptions', read raw from an extension page. */
async function snapshot(page: Page): Promise<string> {
  const hash = createHash('sha256');
  for (const name of STORES) hash.update(name).update(JSON.stringify(await readObjectStore(page, name)));
  return hash.digest('hex');
}

/** The worker's IndexedDB write requests since the counter was (re)installed; null if it was lost. */
async function countedWrites(session: ExtensionSession): Promise<number | null> {
  const raw: unknown = await session.worker.evaluate('JSON.stringify(globalThis.__antennaBenchWrites?.counts ?? null)');
  const counts: unknown = typeof raw === 'string' ? JSON.parse(raw) : null;
  if (typeof counts !== 'object' || counts === null) return null;
  return Object.values(counts).reduce((sum: number, n: unknown) => sum + (typeof n === 'number' ? n : 0), 0);
}

interface CheckRun {
  readonly ms: number;
  readonly traffic: HostTraffic;
  readonly summary: string;
  readonly allUnchanged: boolean;
  readonly writes: number | null;
  readonly storesUnchanged: boolean;
}

/**
 * 200 subscriptions on 8 local hosts (servers on different ports), each added — and so polled
 * and stored — in turn; then `check-now` runs while every server answers 304. The servers
 * count the requests open at once and the bytes their sockets carry; IndexedDB writes are
 * counted twice over: a counter patched into the worker's IDBObjectStore/IDBCursor write
 * methods, and a hash of every store but the subscriptions' before and after. Past `deadline` (a
 * `performance.now()` time) it stops after `MIN_RUNS`.
 */
export async function benchPollCycle(session: ExtensionSession, writeCounter: string, now: number, deadline: number): Promise<Figure[]> {
  const hosts = await startCountingHosts(HOSTS);
  try {
    const status = await session.send({ kind: 'status' });
    for (const subscription of status.ok ? status.value.subscriptions : []) {
      await session.send({ kind: 'remove-subscription', id: subscription.id });
    }
    const urls = Array.from({ length: SUBSCRIPTIONS }, (_, i) =>
      hosts.serve(i % HOSTS, `/antenna/${i}.lirs.gz`, largeLirsGz(RECORDS_EACH, { now, first: i * RECORDS_EACH, label: `antenna ${i}` })),
    );
    // Added as an import adds them (one message), then polled and stored by the worker's first run.
    const addStarted = performance.now();
    const reply = await session.send({ kind: 'add-subscriptions', entries: urls.map((url) => ({ url })) });
    if (!reply.ok || reply.value.added.length !== SUBSCRIPTIONS) throw new Error(`adding the antennas failed: ${JSON.stringify(reply).slice(0, 300)}`);
    for (;;) {
      const status = await session.send({ kind: 'status' });
      const stored = status.ok ? status.value.subscriptions.filter((s) => s.recordCount === RECORDS_EACH).length : 0;
      if (stored === SUBSCRIPTIONS && status.ok && !status.value.polling) break;
      if (performance.now() - addStarted > 120_000) throw new Error(`only ${stored} of ${SUBSCRIPTIONS} antennas were stored within 2 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const addMs = performance.now() - addStarted;
    hosts.setHold(HOLD_MS);
    const page = await session.openPage('manifest.json');
    const runs: CheckRun[] = [];
    let maxInFlight = 0;
    let maxPerHost = 0;
    for (let run = 0; run <= RUNS && (run <= MIN_RUNS || performance.now() < deadline); run++) {
      const before = await snapshot(page);
      await session.worker.evaluate(writeCounter);
      hosts.reset();
      const started = performance.now();
      const reply = await session.send({ kind: 'check-now' });
      const elapsed = performance.now() - started;
      const traffic = hosts.read();
      const writes = await countedWrites(session);
      const after = await snapshot(page);
      maxInFlight = Math.max(maxInFlight, traffic.maxInFlight);
      maxPerHost = Math.max(maxPerHost, traffic.maxPerHost);
      if (run === 0) continue;
      runs.push({
        ms: elapsed,
        traffic,
        summary: JSON.stringify(reply.ok ? reply.value : reply),
        allUnchanged: reply.ok && reply.value.checked === SUBSCRIPTIONS && reply.value.unchanged === SUBSCRIPTIONS,
        writes,
        storesUnchanged: before === after,
      });
    }
    await page.close();

    const statuses = runs.map((r) => Object.entries(r.traffic.statuses).map(([status, n]) => `${n}×${status}`).join(' '));
    const all304 = runs.every((r) => r.traffic.statuses['304'] === SUBSCRIPTIONS && r.traffic.requests === SUBSCRIPTIONS);
    const inFlight = check('poll max requests in flight', `≤ ${MAX_IN_FLIGHT}`, maxInFlight <= MAX_IN_FLIGHT);
    const perHost = check('poll max requests in flight per host', '≤ 1', maxPerHost <= 1);
    const counted = runs.map((r) => r.writes);
    const writes = counted.some((w) => w === null) ? null : Math.max(0, ...counted.map((w) => w ?? 0));
    const unchanged = runs.every((r) => r.storesUnchanged);
    const zero = check(
      'poll IndexedDB writes',
      `≤ 1 write request per subscription (${SUBSCRIPTIONS}), records, history, seen and settings identical`,
      writes !== null && writes <= SUBSCRIPTIONS && unchanged,
    );
    const requests = median(runs.map((r) => r.traffic.requests));
    const received = median(runs.map((r) => r.traffic.bytesReceived));
    const sent = median(runs.map((r) => r.traffic.bytesSent));
    const how = `median of ${runs.length} check-now runs after 1 warm-up`;
    const largest = `largest over ${runs.length + 1} check-now runs`;
    return [
      {
        name: `poll check-now ${SUBSCRIPTIONS} subscriptions all 304`,
        text:
          `${ms(median(runs.map((r) => r.ms)))} total (message sent → answer, each 304 held ${HOLD_MS} ms by the server; first request → last response ` +
          `${ms(median(runs.map((r) => r.traffic.spanMs)))}); ${statuses[0] ?? 'no requests'}${all304 ? '' : ' — NOT all 304'}; ` +
          `summary ${runs[0]?.summary ?? '—'}${runs.every((r) => r.allUnchanged) ? '' : ' — NOT all unchanged'}; ` +
          `setup: ${SUBSCRIPTIONS} antennas on ${HOSTS} hosts added in one message and stored by the first run in ${ms(addMs)}`,
        how,
        budgets: [],
      },
      {
        name: 'poll requests in flight',
        text: `max ${maxInFlight} at once over all hosts ${inFlight.mark}; max ${maxPerHost} per host ${perHost.mark}`,
        how: `${largest}, counted server-side from arrival to response closed`,
        budgets: [inFlight.budget, perHost.budget],
      },
      {
        name: 'poll bytes on the wire',
        text:
          `server received ${grouped(received)} B (${grouped(received / requests)} B/request), ` +
          `sent ${grouped(sent)} B (${grouped(sent / requests)} B/response)`,
        how: `${how} (socket bytesRead/bytesWritten, headers included)`,
        budgets: [],
      },
      {
        name: 'poll IndexedDB writes',
        text:
          `${writes === null ? 'counter lost (worker restarted)' : `${writes} write requests for ${SUBSCRIPTIONS} subscriptions`}; ` +
          `records, history, seen and settings ${unchanged ? 'identical' : 'CHANGED'} before/after ${zero.mark}`,
        how:
          `worst of ${runs.length} runs (IDBObjectStore put/add/delete/clear and IDBCursor update/delete counted in the worker; ` +
          `the ${STORES.join(', ')} stores hashed before and after, the subscriptions store not: a 304 writes its check times there)`,
        budgets: [zero.budget],
      },
    ];
  } finally {
    await hosts.close();
  }
}
