import type { SyncStatus } from '../../messages/messages.ts';
import type { SyncDeps } from './sync-deps.ts';

/** The options page's view of syncing, and its switch (handled by the worker's messages). */
export interface SyncControl {
  status(): Promise<SyncStatus>;
  setEnabled(enabled: boolean): Promise<SyncStatus>;
}

/**
 * `SyncControl` over this device's sync state. Turning sync on runs a sync at once (`syncNow`);
 * turning it off keeps the base, so that turning it on again later still tells the edits made
 * meanwhile from the other devices'.
 */
export function createSyncControl(deps: SyncDeps, syncNow: () => Promise<void>): SyncControl {
  const status = async (): Promise<SyncStatus> => {
    const available = deps.hasSyncStorage();
    const [state, subscriptions] = await Promise.all([deps.readSyncState(), deps.store.listSubscriptions()]);
    const byId = new Map(subscriptions.map((s) => [s.id as string, s]));
    return {
      available,
      enabled: available && state.enabled,
      lastSynced: state.lastSynced,
      ignoredSeenUpTo: state.ignoredSeenUpTo,
      problem: available ? state.problem : { kind: 'unavailable', message: 'this browser has no storage.sync' },
      localOnly: state.localOnly.flatMap((id) => {
        const s = byId.get(id);
        return s ? [{ id: s.id, url: s.url, title: s.title }] : [];
      }),
    };
  };
  return {
    status,
    async setEnabled(enabled) {
      await deps.writeSyncState(enabled ? { enabled } : { enabled, problem: null, ignoredSeenUpTo: null });
      if (enabled) await syncNow();
      deps.broadcast('sync');
      return status();
    },
  };
}
