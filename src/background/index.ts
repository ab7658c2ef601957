// Service worker entry: wiring only. Every listener is registered synchronously, at the top
// level, on every wake-up; nothing is kept in module state between them.
import { ensureAlarm, onAlarm } from '../platform/alarms.ts';
import { onLifecycle } from '../platform/lifecycle.ts';
import { onMessage } from '../platform/messaging.ts';
import { onOriginsRemoved } from '../platform/permissions.ts';
import { handleMessage } from './handle-message.ts';
import { takeLegacySchedule } from '../platform/local-state.ts';
import { foldSchedule } from './fold-schedule.ts';
import { pollWhenIdle } from './poll-when-idle.ts';
import { updateBadge } from './update-badge.ts';
import { workerDeps } from './worker-deps.ts';
import { onSyncItemsChanged } from '../platform/sync-storage.ts';
import { createSyncControl, syncAfterMessage, syncSoon, syncWorkerDeps } from './sync/index.ts';
import { createMenus, onMenuClick, openOptionsToAdd } from '../platform/context-menus.ts';
import { t } from '../platform/i18n.ts';
import { onOriginsAdded, takePendingFollow } from '../platform/pending-follow.ts';
import { followPending, pendingFollowFor } from './follow-pending.ts';

/** The one periodic tick; each subscription has its own next-due time. */
export const POLL_ALARM = 'poll';
const TICK_MINUTES = 1;

onLifecycle(() => {
  void createMenus({ 'subscribe-link': t('menu_subscribeLink'), 'watch-page': t('menu_watchPage') }).catch(report);
  void (async () => {
    await ensureAlarm(POLL_ALARM, TICK_MINUTES);
    const deps = await workerDeps();
    await foldSchedule(deps.store, await takeLegacySchedule());
    await updateBadge(await deps.store.listSubscriptions(), deps);
    await syncSoon();
  })().catch(report);
});

onAlarm((name) => {
  if (name !== POLL_ALARM) return;
  // A run still under way (a big import's first polls) is not joined by a second one.
  void workerDeps()
    .then((deps) => pollWhenIdle(deps))
    // Each tick also syncs: a feed's title found by the poll, a write the budget held back.
    .then(() => syncSoon())
    .catch(report);
});

onMessage(async (message) => {
  try {
    const deps = await syncWorkerDeps();
    const reply = await handleMessage(message, { ...deps, sync: createSyncControl(deps, () => syncSoon()) });
    if (reply.ok) syncAfterMessage(message);
    return reply;
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error), kind: 'internal' };
  }
});

onOriginsAdded((origins) => {
  // The popup asked for this access and was closed by the browser's prompt: finish its follow.
  void (async () => {
    const deps = await syncWorkerDeps();
    const pending = pendingFollowFor(await takePendingFollow(), origins, deps.now());
    if (pending === null) return;
    const sync = createSyncControl(deps, () => syncSoon());
    await followPending(pending, async (message) => {
      const reply = await handleMessage(message, { ...deps, sync });
      if (reply.ok) syncAfterMessage(message);
      return reply as never;
    });
  })().catch(report);
});

onOriginsRemoved(() => {
  // Access was revoked in the browser's settings: the next poll of those antennas says why.
  void workerDeps()
    .then(async (deps) => updateBadge(await deps.store.listSubscriptions(), deps))
    .catch(report);
});

// "Subscribe with Antenna Reader" on a link, "Watch this page" on a page: both go to the
// options page's Add, which asks for that origin and previews the address.
onMenuClick((_item, url) => void openOptionsToAdd(url).catch(report));

// Another device's edit arrived through the browser's sync (or this device's own write did).
onSyncItemsChanged(() => void syncSoon());

// Each start (install, update, browser start-up, or a wake-up after being stopped) makes sure
// the tick exists: it may have been lost while the worker was gone.
void ensureAlarm(POLL_ALARM, TICK_MINUTES).catch(report);

function report(error: unknown): void {
  console.warn('Antenna Reader:', error);
}
