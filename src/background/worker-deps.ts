import { setBadge } from '../platform/action.ts';
import { sha256 } from '../platform/crypto.ts';
import { broadcastChange } from '../platform/messaging.ts';
import { t } from '../platform/i18n.ts';
import { notify } from '../platform/notify.ts';
import { hasOrigin } from '../platform/permissions.ts';
import type { Site } from '../core/site.ts';
import { openAntennaStore } from '../store/open-store.ts';
import type { AntennaStore } from '../store/types.ts';
import type { WorkerDeps } from './run-polls.ts';
import { PollRegistry } from './poll-registry.ts';

// A cache, not state: the connection is reopened on the first event after every wake-up.
let storePromise: Promise<AntennaStore> | null = null;
// The polls of this worker's life (a new life has none: a poll dies with its worker); the pages
// are told whenever one begins or ends.
const polls = new PollRegistry(() => broadcastChange('checking'));

/** One turn of the event loop: messages and other polls' events run before the decoding goes on. */
function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function store(): Promise<AntennaStore> {
  storePromise ??= openAntennaStore().catch((error: unknown) => {
    storePromise = null;
    throw error;
  });
  return storePromise;
}

/** Binds the real browser APIs to the worker's pipeline: the one place they meet. */
export async function workerDeps(): Promise<WorkerDeps> {
  return {
    store: await store(),
    fetch: (input, init) => fetch(input, init),
    now: () => Math.floor(Date.now() / 1000),
    instant: () => Date.now() / 1000,
    random: Math.random,
    sha256,
    hasAccess: hasOrigin,
    setBadge,
    broadcast: broadcastChange,
    notifyNew,
    polls,
    pause,
    pace: { nowMs: () => performance.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) },
  };
}

/** "3 sites updated": the newest few titles, one notification (replaced by the next). */
async function notifyNew(sites: readonly Site[]): Promise<void> {
  const names = sites.slice(0, 3).map((site) => site.record.title ?? new URL(site.record.url).host);
  const more = sites.length > names.length ? [t('notify_more', String(sites.length - names.length))] : [];
  await notify('antenna-reader-new', t('notify_title', String(sites.length)), [...names, ...more].join('\n'));
}
