import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { encodeEucJp } from '../support/encode-euc-jp.ts';
import { encodeHinadi } from '../../src/formats/hinadi/encode-hinadi.ts';
import { largeLirsGz, largeRecords } from '../fixtures/large-antenna.ts';
import type { AntennaServer } from '../server/antenna-server.ts';
import { check, grouped, median, ms, pairedRatio, type Figure } from './figure.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

export const RECORDS = 20_000;
/** Runs counted per file: the per-run ratios of a loaded machine spread widely, and the median of 11 holds steadier than of 7. */
const DECODE_RUNS = 11;
const STORE_RUNS = 7;

/** The 20,000-record antennas decoded in Chromium: a LIRS.gz and a gzipped EUC-JP hina-di. */
function benchFiles(now: number): { lirs: Uint8Array; hinadi: Uint8Array } {
  const records = largeRecords(RECORDS, { now, label: 'bench' });
  const text = encodeHinadi(records, { now, charset: 'EUC-JP' });
  const eucJp = encodeEucJp(text);
  if (eucJp === null) throw new Error('the hina-di bench file is not EUC-JP encodable');
  return { lirs: largeLirsGz(RECORDS, { now, label: 'bench' }), hinadi: gzipSync(eucJp) };
}

/**
 * Serves a blank page and the bundled `in-worker.ts` from `server` (a plain 127.0.0.1 page:
 * no extension CSP, IndexedDB works), and returns a function that runs one request in a new
 * dedicated Worker of that page.
 */
export async function workerRunner(context: BrowserContext, server: AntennaServer, workerCode: string) {
  server.serve('/bench.html', { body: '<!doctype html><meta charset="utf-8"><title>bench</title>', contentType: 'text/html; charset=utf-8' });
  server.serve('/in-worker.js', { body: workerCode, contentType: 'text/javascript; charset=utf-8' });
  const page = await context.newPage();
  await page.goto(server.url('/bench.html'));
  const run = async (request: WorkerRequest): Promise<WorkerReply> =>
    page.evaluate(
      (message) =>
        new Promise<WorkerReply>((resolve) => {
          const worker = new Worker('/in-worker.js', { type: 'module' });
          worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
            resolve(event.data);
            worker.terminate();
          });
          worker.addEventListener('error', (event) => resolve({ ok: false, error: event.message || 'the worker failed to load' }));
          worker.postMessage(message);
        }),
      request,
    );
  return { run, close: () => page.close() };
}

export async function benchChromiumDecode(run: (request: WorkerRequest) => Promise<WorkerReply>, server: AntennaServer, now: number): Promise<Figure[]> {
  const files = benchFiles(now);
  server.serve('/bench/lirs.gz', { body: files.lirs, contentType: 'application/x-gzip' });
  server.serve('/bench/hina.di.gz', { body: files.hinadi, contentType: 'application/x-gzip' });
  const reply = await run({
    kind: 'decode',
    runs: DECODE_RUNS,
    now,
    files: [
      { name: 'lirs', url: '/bench/lirs.gz' },
      { name: 'hina-di', url: '/bench/hina.di.gz' },
    ],
  });
  if (!reply.ok) throw new Error(`decode in the worker failed: ${reply.error}`);
  if (reply.kind !== 'decode') throw new Error('the worker answered the wrong request');
  return reply.files.map((file) => {
    const limit = 2;
    const ratio = pairedRatio(file.fullMs, file.bareMs);
    const full = median(file.fullMs);
    const budget = check(`decode ${file.name} chromium ratio`, `≤ ${limit.toFixed(1)}`, ratio <= limit && file.records === RECORDS);
    const size = file.name === 'lirs' ? files.lirs.length : files.hinadi.length;
    return {
      name: `decode ${file.name} chromium-worker`,
      text:
        `${grouped(file.records / (full / 1000))} records/s (${ms(full)}, ${grouped(file.records)} records of ${grouped(size)} B gzipped); ` +
        `ratio to DecompressionStream + TextDecoder ${ratio.toFixed(2)} ${budget.mark}`,
      how: `median of ${file.fullMs.length} (wall time in a dedicated Worker, each run both ways back to back)`,
      budgets: [budget.budget],
    };
  });
}

export async function benchChromiumStore(run: (request: WorkerRequest) => Promise<WorkerReply>, now: number): Promise<Figure[]> {
  const reply = await run({ kind: 'store', records: RECORDS, runs: STORE_RUNS, now });
  if (!reply.ok) throw new Error(`store in the worker failed: ${reply.error}`);
  if (reply.kind !== 'store') throw new Error('the worker answered the wrong request');
  const s = reply.samples;
  const ratio = pairedRatio(s.oursMs, s.bareMs);
  const ratioBudget = check('store chromium ratio', '≤ 1.5', ratio <= 1.5 && s.firstWritten === RECORDS);
  const written = Math.max(0, ...s.restoreWritten);
  const deleted = Math.max(0, ...s.restoreDeleted);
  const zero = check('store re-store chromium writes', '= 0', written === 0 && deleted === 0 && s.restoreWritten.length > 0);
  return [
    {
      name: 'store first 20,000 chromium',
      text:
        `replaceRecords ${ms(median(s.oursMs))} (wrote ${grouped(s.firstWritten)}) vs bare idb put loop ${ms(median(s.bareMs))}; ` +
        `ratio ${ratio.toFixed(2)} ${ratioBudget.mark}`,
      how: `median of ${s.oursMs.length} after a warm-up (IndexedDB of an in-memory profile, in a dedicated Worker; fresh database each run, each run both ways back to back, in turn which first)`,
      budgets: [ratioBudget.budget],
    },
    {
      name: 'store re-store unchanged chromium',
      text: `written ${written}, deleted ${deleted} ${zero.mark}; ${ms(median(s.restoreMs))}`,
      how: `median of ${s.restoreMs.length} (ReplaceOutcome counts, worst run)`,
      budgets: [zero.budget],
    },
  ];
}
