// A device's sync dependencies for tests in Node: the given store, one `storage.sync` object
// shared by every simulated device, and this device's sync state kept in memory.
import type { SyncDeps } from '../../src/background/sync/sync-deps.ts';
import type { SyncState } from '../../src/platform/sync-state.ts';
import type { AntennaStore } from '../../src/store/types.ts';
import { fakeRunDeps } from './fake-run-deps.ts';

export interface FakeSyncDevice {
  readonly deps: SyncDeps;
  state: SyncState;
  /** Every write this device made to `storage.sync`: the keys set and removed. */
  readonly writes: { set: string[]; remove: string[] }[];
  released: string[];
  /** Seconds on this device's clock. */
  now: number;
}

export function fakeSyncDevice(
  store: AntennaStore,
  shared: Record<string, unknown>,
  overrides: Partial<SyncDeps> = {},
): FakeSyncDevice {
  const device: FakeSyncDevice = {
    state: { enabled: true, base: null, lastSynced: null, problem: null, localOnly: [], writes: [], ignoredSeenUpTo: null },
    writes: [],
    released: [],
    now: 1_700_000_000,
    deps: undefined as unknown as SyncDeps,
  };
  const deps: SyncDeps = {
    ...fakeRunDeps(store, () => Promise.reject(new TypeError('no network in this test')), { now: () => device.now }),
    hasSyncStorage: () => true,
    readSyncItems: () => Promise.resolve(structuredClone(shared)),
    writeSyncItems: (set, remove) => {
      Object.assign(shared, structuredClone(set));
      for (const key of remove) delete shared[key];
      device.writes.push({ set: Object.keys(set), remove: [...remove] });
      return Promise.resolve();
    },
    readSyncState: () => Promise.resolve(device.state),
    writeSyncState: (patch) => {
      device.state = { ...device.state, ...patch };
      return Promise.resolve();
    },
    releaseOrigin: (url) => {
      device.released.push(url);
      return Promise.resolve();
    },
    ...overrides,
  };
  (device as { deps: SyncDeps }).deps = deps;
  return device;
}
