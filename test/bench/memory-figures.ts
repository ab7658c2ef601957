import type { ExtensionSession } from '../browser/harness.ts';
import { largeLirsGz } from '../fixtures/large-antenna.ts';
import type { AntennaServer } from '../server/antenna-server.ts';
import { check, grouped, median, ms, type Figure } from './figure.ts';
import { workerHeapBytes } from './worker-heap.ts';

const GC_RUNS = 3;
const MB = 1024 * 1024;

function mb(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`;
}

/**
 * Subscribes `session` to a `records`-record LIRS.gz antenna (the add polls and stores it at
 * once), then reads the service worker's used JS heap: once straight after, and after a
 * forced garbage collection, `GC_RUNS` times.
 */
export async function storeBigAntenna(session: ExtensionSession, server: AntennaServer, records: number, now: number): Promise<Figure[]> {
  server.serve('/big/antenna.lirs.gz', { body: largeLirsGz(records, { now, label: 'bench' }), contentType: 'application/x-gzip' });
  const baseline = await workerHeapBytes(session, { collectGarbage: true });
  const started = performance.now();
  const reply = await session.send({ kind: 'add-subscription', url: server.url('/big/antenna.lirs.gz') });
  const addMs = performance.now() - started;
  if (!reply.ok) throw new Error(`adding the big antenna failed: ${reply.error}`);
  const after = await workerHeapBytes(session, { collectGarbage: false });
  const collected: number[] = [];
  for (let run = 0; run < GC_RUNS; run++) collected.push(await workerHeapBytes(session, { collectGarbage: true }));
  const afterGc = median(collected);
  const budget = check('worker heap after GC', '< 30 MB', afterGc < 30 * MB);
  return [
    {
      name: `store first ${grouped(records)} via the extension`,
      text: `add-subscription (fetch, decode, store, badge) ${ms(addMs)}; ${grouped(reply.value.recordCount)} records stored (no budget)`,
      how: 'one add, persistent profile on disk',
      budgets: [],
    },
    {
      name: 'worker JS heap',
      text: `after storing ${grouped(records)} records ${mb(after)}; after GC ${mb(afterGc)} ${budget.mark}; before the add, after GC ${mb(baseline)}`,
      how: `after GC: median of ${GC_RUNS} (CDP Runtime.getHeapUsage usedSize on the service worker target, HeapProfiler.collectGarbage)`,
      budgets: [budget.budget],
    },
  ];
}
