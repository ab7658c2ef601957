import { canonicalJson, decodeSyncItems, isEmptyDiff, encodeSyncItems, nextSyncBase, planSync, NO_QUOTA, syncWriteBudget, syncedView } from '../../core/sync/index.ts';
import type { JsonValue } from '../../core/json-value.ts';
import type { SubscriptionId } from '../../core/subscription.ts';
import type { SyncProblem } from '../../messages/messages.ts';
import type { SyncState } from '../../platform/sync-state.ts';
import { applySyncPlan, type AppliedSync } from './apply-sync-plan.ts';
import type { SyncDeps } from './sync-deps.ts';
import { updateBadge } from '../update-badge.ts';

/** How one sync ended. */
export type SyncOutcome =
  | { readonly status: 'off' }
  | { readonly status: 'problem'; readonly problem: SyncProblem }
  | { readonly status: 'synced'; readonly applied: AppliedSync; readonly wrote: boolean; readonly deferred: boolean };

/**
 * One sync: read `storage.sync`, merge it with what changed here since the last sync
 * (`planSync`), apply the other devices' changes here, and write back only the items that
 * changed — unless this device's write budget for the minute is spent, in which case the
 * next tick writes them. Any failure of the browser's sync (no `storage.sync`, a quota) is
 * kept as the problem the options page shows; nothing here stops working.
 */
export async function runSync(deps: SyncDeps): Promise<SyncOutcome> {
  const state = await deps.readSyncState();
  if (!state.enabled) return { status: 'off' };
  if (!deps.hasSyncStorage()) {
    return fail(deps, state, { kind: 'unavailable', message: 'this browser has no storage.sync' });
  }
  let remote: Record<string, unknown>;
  try {
    remote = await deps.readSyncItems();
  } catch (error) {
    return fail(deps, state, { kind: 'unavailable', message: messageOf(error) });
  }

  const now = deps.now();
  const [subscriptions, settings, watermark] = await Promise.all([
    deps.store.listSubscriptions(),
    deps.store.getSettings(),
    deps.store.getSeenWatermark(),
  ]);
  const view = syncedView(subscriptions, settings, watermark, now);
  const base = state.base ? decodeSyncItems(state.base).model : null;
  const plan = planSync(base, view, remote, now);
  if (!plan) return fail(deps, state, { kind: 'newer-format', message: 'another device wrote a newer sync format' });

  const applied = await applySyncPlan(plan.apply, deps);
  if (applied.changed) {
    await updateBadge(await deps.store.listSubscriptions(), deps);
    deps.broadcast('subscriptions');
  }

  let problem: SyncProblem | null = null;
  let writes = state.writes;
  let wrote = false;
  let deferred = false;
  if (!isEmptyDiff(plan.write)) {
    const operations = (Object.keys(plan.write.set).length > 0 ? 1 : 0) + (plan.write.remove.length > 0 ? 1 : 0);
    const budget = syncWriteBudget(state.writes, now, operations);
    writes = budget.recent;
    if (!budget.allowed) deferred = true;
    else {
      try {
        await deps.writeSyncItems(plan.write.set, plan.write.remove);
        writes = [...budget.recent, ...Array<number>(operations).fill(now)];
        wrote = true;
      } catch (error) {
        const message = messageOf(error);
        problem = { kind: /quota/i.test(message) ? 'quota' : 'unavailable', message };
      }
    }
  }

  const ids = new Map([...view.subscriptions].map(([key, { id }]) => [key, id]));
  const localOnly: SubscriptionId[] = [
    ...plan.encoded.localOnly.flatMap((key) => (ids.has(key) ? [ids.get(key) as SubscriptionId] : [])),
    ...view.collisions,
  ];
  const nextBase = encodeSyncItems(nextSyncBase(plan.merged, applied.notAdded), NO_QUOTA).items;
  await deps.writeSyncState({
    ...(state.base && canonicalJson(state.base as JsonValue) === canonicalJson(nextBase as JsonValue) ? {} : { base: nextBase }),
    lastSynced: problem || deferred ? state.lastSynced : now,
    problem,
    localOnly,
    writes,
    // Kept until sync is switched again, so the options page says it whenever it is opened next.
    ...(plan.ignoredSeenUpTo === null ? {} : { ignoredSeenUpTo: plan.ignoredSeenUpTo }),
  });
  deps.broadcast('sync');
  return { status: 'synced', applied, wrote, deferred };
}

async function fail(deps: SyncDeps, state: SyncState, problem: SyncProblem): Promise<SyncOutcome> {
  if (state.problem?.kind !== problem.kind || state.problem.message !== problem.message) {
    await deps.writeSyncState({ problem });
    deps.broadcast('sync');
  }
  return { status: 'problem', problem };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
