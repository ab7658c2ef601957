import { sha256 } from '../../src/platform/crypto.ts';
import type { AntennaStore } from '../../src/store/types.ts';
import type { RunDeps } from '../../src/background/run-polls.ts';
import { PollRegistry } from '../../src/background/poll-registry.ts';

/**
 * The worker's dependencies for tests in Node: the given store and fetch, a fixed clock and
 * jitter, a registry of running polls of its own, and no badge, broadcast or notification.
 * Only tests import this.
 */
export function fakeRunDeps(store: AntennaStore, fetch: RunDeps['fetch'], overrides: Partial<RunDeps> = {}): RunDeps {
  return {
    store,
    fetch,
    now: () => 1_700_000_000,
    random: () => 0.5,
    sha256,
    hasAccess: () => Promise.resolve(true),
    setBadge: () => Promise.resolve(),
    polls: new PollRegistry(),
    broadcast: () => undefined,
    notifyNew: () => Promise.resolve(),
    ...overrides,
  };
}
