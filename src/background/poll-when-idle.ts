import type { CheckSummary } from '../messages/messages.ts';
import { runPolls, type RunDeps } from './run-polls.ts';

/** Runs one call may make for antennas added while the one before was under way. */
const MAX_ROUNDS = 4;

/**
 * A poll run of the due subscriptions, unless one is already under way: two runs at once
 * would each fetch one request per host, two per host together. A run chooses its
 * subscriptions when it starts, so when antennas never read yet were added meanwhile (an
 * import sent in parts), another run follows for them, a few at most; anything else due
 * waits for the next tick. Null when nothing was run, else the last run's summary.
 */
export async function pollWhenIdle(deps: RunDeps): Promise<CheckSummary | null> {
  // The registry of this worker's polls says whether one is under way (a run never outlives its worker).
  if (deps.polls.busy()) return null;
  let summary = await runPolls({ force: false }, deps);
  for (let round = 1; round < MAX_ROUNDS; round++) {
    const now = deps.now();
    const waiting = (await deps.store.listSubscriptions()).some((s) => s.lastCheck === null && s.nextDue <= now);
    if (!waiting) break;
    summary = await runPolls({ force: false }, deps);
  }
  return summary;
}
