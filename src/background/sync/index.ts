/**
 * Sync across computers, in the worker: one run at a time (`syncSoon`), after a message that
 * changed something synced (`syncAfterMessage`), switched on and off by the options page
 * (`createSyncControl`), with its dependencies bound to the browser (`syncWorkerDeps`). The
 * rules it follows are `core/sync/`.
 */
export { createSyncControl, type SyncControl } from './sync-control.ts';
export { syncAfterMessage, syncSoon } from './sync-soon.ts';
export { syncWorkerDeps } from './sync-worker-deps.ts';
