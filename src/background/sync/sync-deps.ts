import type { SyncState } from '../../platform/sync-state.ts';
import type { WorkerDeps } from '../run-polls.ts';

/** What syncing needs beyond the poll pipeline: `storage.sync`, this device's sync state, host access. */
export interface SyncDeps extends WorkerDeps {
  /** Whether the browser has `storage.sync` at all. */
  readonly hasSyncStorage: () => boolean;
  readonly readSyncItems: () => Promise<Record<string, unknown>>;
  readonly writeSyncItems: (set: Readonly<Record<string, unknown>>, remove: readonly string[]) => Promise<void>;
  readonly readSyncState: () => Promise<SyncState>;
  readonly writeSyncState: (patch: Partial<SyncState>) => Promise<void>;
  /** Gives the browser back host access to a removed subscription's origin (when allowed). */
  readonly releaseOrigin: (url: string) => Promise<void>;
}
