import type { CheckSummary } from '../messages/messages.ts';
import { dueSubscriptions } from '../core/due-subscriptions.ts';
import { failedPoll } from '../core/after-poll.ts';
import { runPerHost } from '../core/run-per-host.ts';
import { checkTarget } from '../core/check-target.ts';
import type { Subscription, SubscriptionId } from '../core/subscription.ts';
import { pollSubscription, type PollDeps, type PollOutcome } from './poll-subscription.ts';
import type { Site } from '../core/site.ts';
import { listNewSites } from './count-new-sites.ts';
import { updateBadge, type BadgeDeps } from './update-badge.ts';

/** At most this many requests in flight (and never two to one host). */
export const MAX_IN_FLIGHT = 4;

export interface RunDeps extends PollDeps, BadgeDeps {
  /** Tells open pages that subscriptions or sites changed. */
  readonly broadcast: (topic: string) => void;
  /** Shows a desktop notification for sites that became new in this run (when turned on). */
  readonly notifyNew: (sites: readonly Site[]) => Promise<void>;
}

/**
 * One poll run: the due subscriptions (or all of them, or one, for "check now"), fetched at
 * most four at a time and one per host, each writing its own outcome and schedule; then the
 * badge is made true. A subscription that fails never stops the others.
 */
export async function runPolls(
  request: {
    readonly force: boolean;
    readonly only?: SubscriptionId;
    /** A choice that changes what is read (display, markers) was just made: a running poll is not joined. */
    readonly fresh?: boolean;
  },
  deps: RunDeps,
): Promise<CheckSummary> {
  const now = deps.now();
  // The registry of running polls is the one owner of "a check is running" (it tells the pages).
  const endRun = deps.polls?.beginRun();
  try {
    const settings = await deps.store.getSettings();
    const subscriptions = await deps.store.listSubscriptions();
    const newBefore = settings.notifications ? new Set((await listNewSites(deps.store, now)).map((site) => site.key)) : null;
    const chosen = request.only
      ? subscriptions.filter((s) => s.id === request.only)
      : request.force
        ? subscriptions
        : dueSubscriptions(subscriptions, now);
    // A subscription already being polled is joined, not polled twice (PollRegistry).
    const results = await runPerHost(chosen, (s) => new URL(checkTarget(s)).host, MAX_IN_FLIGHT, (s) =>
      deps.polls
        ? (request.fresh ? deps.polls.runAfter.bind(deps.polls) : deps.polls.run.bind(deps.polls))(s.id, () => pollSubscription(s, settings, deps))
        : pollSubscription(s, settings, deps),
    );
    const outcomes = await Promise.all(
      results.map(async (result, index): Promise<PollOutcome> => {
        if (result.ok) return result.value;
        // A fault in the pipeline itself (a store error, say): tell the user, keep the
        // records, and back off like any other failure rather than retry on every tick.
        const subscription = chosen[index] as Subscription;
        const message = result.error instanceof Error ? result.error.message : String(result.error);
        const error = { kind: 'internal' as const, message, params: [message], at: now };
        const failed = failedPoll(subscription, error, { now, defaultInterval: settings.interval, random: deps.random() });
        await deps.store.savePollResult(failed).catch(() => false);
        return { status: 'error', subscription: failed, error };
      }),
    );
    const polled = new Map(outcomes.map((o) => [o.subscription.id, o.subscription]));
    const after = subscriptions.map((s) => polled.get(s.id) ?? s);
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
    endRun?.();
    deps.broadcast('sites');
  }
}
