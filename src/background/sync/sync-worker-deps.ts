import { removeOrigin } from '../../platform/permissions.ts';
import { readSyncState, writeSyncState } from '../../platform/sync-state.ts';
import { hasSyncStorage, readSyncItems, writeSyncItems } from '../../platform/sync-storage.ts';
import type { SyncDeps } from './sync-deps.ts';
import { workerDeps } from '../worker-deps.ts';

/** The worker's dependencies with the browser's sync bound to them. */
export async function syncWorkerDeps(): Promise<SyncDeps> {
  return {
    ...(await workerDeps()),
    hasSyncStorage,
    readSyncItems,
    writeSyncItems,
    readSyncState,
    writeSyncState,
    releaseOrigin: async (url) => {
      await removeOrigin(url);
    },
  };
}
