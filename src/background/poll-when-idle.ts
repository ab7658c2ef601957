import type { CheckSummary } from '../messages/messages.ts';
import { runPolls, type RunDeps } from './run-polls.ts';

/** Runs one call may make for antennas added while the one before was under way. */
const MAX_ROUNDS = 4;

/** A poll run that started longer ago than this was cut short (the worker was stopped). */
export const RUN_STALE_AFTER = 120;

/**
 * A poll run of the due subscriptions, unless one is already under way: two runs at once
 * would each fetch one request per host, two per host together. A run chooses its
 * subscriptions when it starts, so when antennas never read yet were added meanwhile (an
 * import sent in parts), another run follows for them, a few at most; anything else due
 * waits for the next tick. Null when nothing was run, else the last run's summary.
 */
export async function pollWhenIdle(deps: RunDeps): Promise<CheckSummary | null> {
  const since = await deps.readPollingSince();
  if (since !== null && deps.now() - since < RUN_STALE_AFTER) return null;
  let summary = await runPolls({ force: false }, deps);
  for (let round = 1; round < MAX_ROUNDS; round++) {
    const now = deps.now();
    const waiting = (await deps.store.listSubscriptions()).some((s) => s.lastCheck === null && s.nextDue <= now);
    if (!waiting) break;
    summary = await runPolls({ force: false }, deps);
  }
  return summary;
}
