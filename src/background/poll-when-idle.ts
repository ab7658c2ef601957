import type { CheckSummary } from '../messages/messages.ts';
import { runPolls, type RunDeps } from './run-polls.ts';

/** A poll run that started longer ago than this was cut short (the worker was stopped). */
export const RUN_STALE_AFTER = 120;

/**
 * A poll run of the due subscriptions, unless one is already under way: two runs at once
 * would each fetch one request per host, two per host together. The run under way chose its
 * subscriptions when it started; those due since are taken by the next tick. Null when
 * nothing was run.
 */
export async function pollWhenIdle(deps: RunDeps): Promise<CheckSummary | null> {
  const since = await deps.readPollingSince();
  if (since !== null && deps.now() - since < RUN_STALE_AFTER) return null;
  return runPolls({ force: false }, deps);
}
