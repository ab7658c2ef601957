import type { CheckSummary } from '../messages/messages.ts';
import { dueSubscriptions } from '../core/due-subscriptions.ts';
import { nextDue } from '../core/next-due.ts';
import { runPerHost } from '../core/run-per-host.ts';
import { applySchedule, type Schedule, type ScheduleEntry } from '../core/schedule-entry.ts';
import type { Subscription, SubscriptionId } from '../core/subscription.ts';
import { pollSubscription, type PollDeps, type PollOutcome } from './poll-subscription.ts';
import type { Site } from '../core/site.ts';
import { listNewSites } from './count-new-sites.ts';
import { updateBadge, type BadgeDeps } from './update-badge.ts';

/** At most this many requests in flight (and never two to one host). */
export const MAX_IN_FLIGHT = 4;

export interface RunDeps extends PollDeps, BadgeDeps {
  readonly readSchedule: () => Promise<Schedule>;
  readonly writeSchedule: (schedule: Schedule) => Promise<void>;
  readonly readPollingSince: () => Promise<number | null>;
  readonly writePollingSince: (since: number | null) => Promise<void>;
  /** Tells open pages that subscriptions or sites changed. */
  readonly broadcast: (topic: string) => void;
  /** Shows a desktop notification for sites that became new in this run (when turned on). */
  readonly notifyNew: (sites: readonly Site[]) => Promise<void>;
}

/** Every subscription as it stands now: the stored record with the newest schedule applied. */
export async function currentSubscriptions(deps: Pick<RunDeps, 'store' | 'readSchedule'>): Promise<Subscription[]> {
  const [subscriptions, schedule] = await Promise.all([deps.store.listSubscriptions(), deps.readSchedule()]);
  return subscriptions.map((s) => applySchedule(s, schedule[s.id]));
}

/**
 * One poll run: the due subscriptions (or all of them, or one, for "check now"), fetched at
 * most four at a time and one per host; then the schedule is saved once and the badge made
 * true. A subscription that fails never stops the others.
 */
export async function runPolls(
  request: { readonly force: boolean; readonly only?: SubscriptionId },
  deps: RunDeps,
): Promise<CheckSummary> {
  const now = deps.now();
  await deps.writePollingSince(now);
  deps.broadcast('polling');
  try {
    const settings = await deps.store.getSettings();
    const subscriptions = await currentSubscriptions(deps);
    const newBefore = settings.notifications ? new Set((await listNewSites(deps.store, now)).map((site) => site.key)) : null;
    const chosen = request.only
      ? subscriptions.filter((s) => s.id === request.only)
      : request.force
        ? subscriptions
        : dueSubscriptions(subscriptions, now);
    const results = await runPerHost(chosen, (s) => new URL(s.url).host, MAX_IN_FLIGHT, (s) =>
      pollSubscription(s, settings, deps),
    );
    const outcomes = await Promise.all(
      results.map(async (result, index): Promise<PollOutcome> => {
        if (result.ok) return result.value;
        // A fault in the pipeline itself (a store error, say): tell the user, keep the
        // records, and back off like any other failure rather than retry on every tick.
        const subscription = chosen[index] as Subscription;
        const message = result.error instanceof Error ? result.error.message : String(result.error);
        const error = { kind: 'internal', message, params: [message], at: now };
        const failures = subscription.consecutiveFailures + 1;
        const failed: Subscription = {
          ...subscription,
          lastCheck: now,
          lastError: error,
          consecutiveFailures: failures,
          nextDue: nextDue({
            subscription: { ...subscription, consecutiveFailures: failures },
            now,
            defaultInterval: settings.interval,
            random: deps.random(),
          }),
        };
        await deps.store.updateSubscription(failed).catch(() => false);
        return { status: 'error', subscription: failed, error };
      }),
    );
    const schedule: Record<SubscriptionId, ScheduleEntry> = { ...(await deps.readSchedule()) };
    for (const outcome of outcomes) {
      const s = outcome.subscription;
      schedule[s.id] = { lastCheck: s.lastCheck ?? now, lastSuccess: s.lastSuccess, nextDue: s.nextDue };
    }
    const known = new Set(subscriptions.map((s) => s.id));
    for (const id of Object.keys(schedule) as SubscriptionId[]) if (!known.has(id)) delete schedule[id];
    if (outcomes.length > 0) await deps.writeSchedule(schedule);
    const polled = new Map(outcomes.map((o) => [o.subscription.id, o.subscription]));
    const after = subscriptions.map((s) => applySchedule(polled.get(s.id) ?? s, schedule[s.id]));
    const newAfter = await updateBadge(after, deps);
    if (newBefore !== null && outcomes.some((o) => o.status === 'changed')) {
      const fresh = (newAfter ?? (await listNewSites(deps.store, deps.now()))).filter((site) => !newBefore.has(site.key));
      if (fresh.length > 0) await deps.notifyNew(fresh).catch(() => undefined);
    }
    const summary: CheckSummary = {
      checked: outcomes.length,
      changed: outcomes.filter((o) => o.status === 'changed').length,
      unchanged: outcomes.filter((o) => o.status === 'unchanged').length,
      failed: outcomes.filter((o) => o.status === 'error').length,
    };
    return summary;
  } finally {
    await deps.writePollingSince(null);
    deps.broadcast('sites');
  }
}
