import type { SyncProblem } from '../messages/messages.ts';
import { browser } from './browser.ts';

/**
 * What this device keeps about syncing, in `storage.local` (never synced itself): whether the
 * user turned it on, the model as it stood after the last sync (`base`, so the next one can
 * tell an edit made here from one made elsewhere), and what the options page shows.
 */
export interface SyncState {
  /** On unless the user turned it off. */
  readonly enabled: boolean;
  /** The last synced model as items (`encodeSyncItems` without a quota), or null before the first sync. */
  readonly base: Readonly<Record<string, unknown>> | null;
  /** Unix seconds of the last sync that read and wrote everything. */
  readonly lastSynced: number | null;
  readonly problem: SyncProblem | null;
  /** Keys of the subscriptions that did not fit in `storage.sync`. */
  readonly localOnly: readonly string[];
  /** Unix seconds of the writes to `storage.sync` in the last hour (the write budget). */
  readonly writes: readonly number[];
  /** A "seen up to" time another computer wrote ahead of this one's clock, not applied (shown once on the options page). */
  readonly ignoredSeenUpTo: number | null;
}

const KEYS = { enabled: 'syncEnabled', base: 'syncBase', lastSynced: 'syncLastSynced', problem: 'syncProblem', localOnly: 'syncLocalOnly', writes: 'syncWrites', ignoredSeenUpTo: 'syncIgnoredSeenUpTo' } as const;

export async function readSyncState(): Promise<SyncState> {
  const stored = await browser.storage.local.get(Object.values(KEYS));
  const object = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
  const numbers = (value: unknown) => (Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : []);
  const problem = object(stored[KEYS.problem]);
  return {
    enabled: stored[KEYS.enabled] !== false,
    base: object(stored[KEYS.base]),
    lastSynced: typeof stored[KEYS.lastSynced] === 'number' ? (stored[KEYS.lastSynced] as number) : null,
    problem: problem && typeof problem['kind'] === 'string' && typeof problem['message'] === 'string' ? (problem as unknown as SyncProblem) : null,
    localOnly: Array.isArray(stored[KEYS.localOnly]) ? (stored[KEYS.localOnly] as unknown[]).filter((k): k is string => typeof k === 'string') : [],
    writes: numbers(stored[KEYS.writes]),
    ignoredSeenUpTo: typeof stored[KEYS.ignoredSeenUpTo] === 'number' ? (stored[KEYS.ignoredSeenUpTo] as number) : null,
  };
}

/** Writes the given fields only (the base, the largest, only when it changed). */
export async function writeSyncState(patch: Partial<SyncState>): Promise<void> {
  const set: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(patch)) set[KEYS[name as keyof SyncState]] = value;
  if (Object.keys(set).length > 0) await browser.storage.local.set(set);
}
