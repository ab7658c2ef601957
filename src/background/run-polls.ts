import type { CheckSummary } from '../messages/messages.ts';
import { dueSubscriptions, failedPoll, runPerHost, asksForRest, restingHosts, checkTarget } from '../core/poll/index.ts';
import type { Subscription, SubscriptionId } from '../core/subscription.ts';
import { pollSubscription, type PollDeps, type PollOutcome, type PollStore } from './poll-subscription.ts';
import type { Site } from '../core/site.ts';
import { listNewSites } from './count-new-sites.ts';
import { updateBadge, type BadgeDeps, type BadgeStore } from './update-badge.ts';
import type { AntennaStore } from '../store/types.ts';
import type { ChangeTopic } from '../messages/change-topic.ts';

/** At most this many requests in flight (and never two to one host). */
export const MAX_IN_FLIGHT = 4;

/** Least time between the end of one answer and the next request to the same host. */
export const HOST_GAP_MS = 1000;

/** The store queries a run makes: its polls' and the badge's, and the subscriptions to choose from. */
export type RunStore = PollStore & BadgeStore & Pick<AntennaStore, 'listSubscriptions'>;

export interface RunDeps extends PollDeps, BadgeDeps {
  readonly store: RunStore;
  /** Tells open pages that subscriptions or sites changed. */
  readonly broadcast: (topic: ChangeTopic) => void;
  /** Shows a desktop notification for sites that became new in this run (when turned on). */
  readonly notifyNew: (sites: readonly Site[]) => Promise<void>;
  /** A clock in milliseconds and a wait, for the gap between two requests to one host (`HOST_GAP_MS`). */
  readonly pace: { readonly nowMs: () => number; readonly sleep: (ms: number) => Promise<void> };
}

/** The worker's whole dependencies: a run's, with the whole store, for the message handler, watched pages and sync. */
export type WorkerDeps = RunDeps & { readonly store: AntennaStore };

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
  const endRun = deps.polls.beginRun();
  try {
    const settings = await deps.store.getSettings();
    const subscriptions = await deps.store.listSubscriptions();
    const newBefore = settings.notifications ? new Set((await listNewSites(deps.store, now)).map((site) => site.key)) : null;
    const hostOf = (s: Subscription): string => new URL(checkTarget(s)).host;
    // A host that answered 429 or 503 rests until its wait is over, for every antenna on it;
    // the user's Check now asks anyway.
    const resting = request.force || request.only ? new Set<string>() : restingHosts(subscriptions, now, hostOf);
    const chosen = request.only
      ? subscriptions.filter((s) => s.id === request.only)
      : request.force
        ? subscriptions
        : dueSubscriptions(subscriptions, now).filter((s) => !resting.has(hostOf(s)));
    // A subscription already being polled is joined, not polled twice (PollRegistry).
    const results = await runPerHost(
      chosen,
      hostOf,
      MAX_IN_FLIGHT,
      (s) => (request.fresh ? deps.polls.runAfter.bind(deps.polls) : deps.polls.run.bind(deps.polls))(s.id, () => pollSubscription(s, settings, deps)),
      { gapMs: HOST_GAP_MS, ...deps.pace, stopsHost: (outcome) => outcome.status === 'error' && asksForRest(outcome.error.kind) },
    );
    // A subscription skipped because its host asked for rest was not polled: it stays as it is.
    const polledResults = results.flatMap((result, index) => (result.ok || result.skipped !== true ? [{ result, index }] : []));
    const outcomes = await Promise.all(
      polledResults.map(async ({ result, index }): Promise<PollOutcome> => {
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
    endRun();
    deps.broadcast('sites');
  }
}
