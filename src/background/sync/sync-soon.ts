import { runPolls } from '../run-polls.ts';
import { runSync, type SyncOutcome } from './run-sync.ts';
import type { SyncDeps } from './sync-deps.ts';
import { syncWorkerDeps } from './sync-worker-deps.ts';

/** The worker's messages that change what syncs: a sync follows each. */
const SYNCED_EDITS: ReadonlySet<string> = new Set([
  'add-subscription',
  'remove-subscription',
  'update-subscription',
  'update-settings',
  'mark-all-seen',
  'watch-page',
  'watch-update',
]);

// One sync at a time within this wake-up: a sync asked for while one waits to start joins it
// (it will see every change made until it starts). Not state: losing it with the worker loses
// nothing, since every sync reads everything afresh.
let chain: Promise<unknown> = Promise.resolve();
let waiting: Promise<unknown> | null = null;

/**
 * Syncs now (after the sync already running, if any), then polls the subscriptions another
 * device added and reads again in full those it shows or checks another way. Never throws: a failure is
 * kept as the sync's problem.
 */
export async function syncSoon(deps: () => Promise<SyncDeps> = syncWorkerDeps): Promise<void> {
  if (waiting) {
    await waiting;
    return;
  }
  const run = chain.then(async () => {
    waiting = null;
    const bound = await deps();
    return { bound, outcome: await runSync(bound) };
  });
  waiting = run.catch(() => undefined);
  chain = waiting;
  const result = await run.catch((error: unknown) => {
    console.warn('Antenna Reader: sync failed', error);
    return null;
  });
  if (result) await pollAfterSync(result.outcome, result.bound);
}

/** After a message the worker answered, syncs if it changed something that syncs. */
export function syncAfterMessage(message: unknown): void {
  const kind = typeof message === 'object' && message !== null ? (message as { kind?: unknown }).kind : undefined;
  if (typeof kind === 'string' && SYNCED_EDITS.has(kind)) void syncSoon();
}

async function pollAfterSync(outcome: SyncOutcome, deps: SyncDeps): Promise<void> {
  if (outcome.status !== 'synced') return;
  // New subscriptions are due at once.
  if (outcome.applied.added.length > 0) await runPolls({ force: false }, deps);
  for (const id of outcome.applied.reread) await runPolls({ force: true, only: id, fresh: true }, deps);
}
