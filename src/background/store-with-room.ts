import type { AntennaRecord } from '../core/record.ts';
import type { Settings } from '../core/settings.ts';
import type { Subscription } from '../core/subscription.ts';
import type { ReplaceOutcome } from '../store/types.ts';
import type { PollDeps } from './poll-subscription.ts';

/**
 * Stores the records; when the browser's storage is full, prunes the oldest stale records
 * (LIRS: kept only to be shown dimmed) and tries once more. Null when there is still no room.
 */
export async function storeWithRoom(
  subscription: Subscription,
  records: readonly AntennaRecord[],
  settings: Settings,
  deps: PollDeps,
): Promise<ReplaceOutcome | null> {
  try {
    return await deps.store.replaceRecords(subscription, records, deps.instant());
  } catch (error) {
    if (!isQuotaError(error)) throw error;
  }
  const pruned = await deps.store.pruneStale(deps.now(), settings.expiry, Math.max(records.length, 1_000));
  if (pruned === 0) return null;
  try {
    return await deps.store.replaceRecords(subscription, records, deps.instant());
  } catch (error) {
    if (isQuotaError(error)) return null;
    throw error;
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'QuotaExceededError' : (error as { name?: unknown } | null)?.name === 'QuotaExceededError';
}
