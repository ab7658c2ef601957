import { sha256 } from '../../src/platform/crypto.ts';
import type { AntennaStore } from '../../src/store/types.ts';
import type { RunDeps, WorkerDeps } from '../../src/background/run-polls.ts';
import { PollRegistry } from '../../src/background/poll-registry.ts';

/**
 * The worker's dependencies for tests in Node: the given store and fetch, a fixed clock and
 * jitter, a registry of running polls of its own, no rest between requests to one host, and no
 * badge, broadcast or notification.
 * Only tests import this.
 */
export function fakeRunDeps(store: AntennaStore, fetch: RunDeps['fetch'], overrides: Partial<WorkerDeps> = {}): WorkerDeps {
  const now = overrides.now ?? (() => 1_700_000_000);
  // A clock that moves only by the waits asked of it: the gap between two requests to one host
  // passes at once.
  let ms = 0;
  return {
    store,
    fetch,
    now,
    // The fixed clock's seconds: tests that order a click and a write within one second say so.
    instant: () => now(),
    random: () => 0.5,
    sha256,
    hasAccess: () => Promise.resolve(true),
    setBadge: () => Promise.resolve(),
    polls: new PollRegistry(),
    broadcast: () => undefined,
    notifyNew: () => Promise.resolve(),
    pace: {
      nowMs: () => ms,
      sleep: (wait) => {
        ms += wait;
        return Promise.resolve();
      },
    },
    ...overrides,
  };
}
