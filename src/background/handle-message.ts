import type { AddSubscriptionsResult, MessageKind, MessageMap, Reply } from '../messages/messages.ts';
import { normalizeSubscriptionUrl } from '../http/normalize-subscription-url.ts';
import { parseMessage } from '../messages/parse-message.ts';
import { antennaName } from '../core/antenna-name.ts';
import type { Subscription, SubscriptionId } from '../core/subscription.ts';
import { ReplyError } from '../messages/reply-error.ts';
import { NewerDatabaseError } from '../store/reopening-connection.ts';
import { forgetUnchanged } from '../core/sync/index.ts';
import { previewAntenna } from '../reading/preview-antenna.ts';
import { pollWhenIdle } from './poll-when-idle.ts';
import { runPolls, type WorkerDeps } from './run-polls.ts';
import { updateBadge } from './update-badge.ts';
import { newSubscription } from '../core/new-subscription.ts';
import { updateWatch, watchPage } from './watch/index.ts';
import type { SyncControl } from './sync/index.ts';
import type { ChangeTopic } from '../messages/change-topic.ts';

type Handlers = { [K in MessageKind]: (message: MessageMap[K]['request']) => Promise<MessageMap[K]['response']> };

/**
 * The worker's one message handler: validates what arrives (it is `unknown` until then),
 * dispatches on its kind, and always answers — an error as `{ok: false, error}`, never a throw.
 */
export async function handleMessage(input: unknown, deps: WorkerDeps & { readonly sync?: SyncControl }): Promise<Reply<MessageKind>> {
  const parsed = parseMessage(input);
  if (!parsed.ok) return { ok: false, error: parsed.error, kind: 'bad-message' };
  const handlers = createHandlers(deps);
  try {
    const handler = handlers[parsed.message.kind] as (message: unknown) => Promise<unknown>;
    return { ok: true, value: (await handler(parsed.message)) as never };
  } catch (error) {
    if (error instanceof ReplyError) return { ok: false, error: error.message, kind: error.kind, params: error.params };
    if (error instanceof NewerDatabaseError) return { ok: false, error: error.message, kind: 'newer-database' };
    return { ok: false, error: error instanceof Error ? error.message : String(error), kind: 'internal' };
  }
}

function createHandlers(deps: WorkerDeps & { readonly sync?: SyncControl }): Handlers {
  const refresh = async (topic: ChangeTopic): Promise<void> => {
    await updateBadge(await deps.store.listSubscriptions(), deps);
    deps.broadcast(topic);
  };
  const syncControl = (): SyncControl => {
    if (!deps.sync) throw new ReplyError('internal', 'syncing is not available here');
    return deps.sync;
  };
  const find = async (id: SubscriptionId): Promise<Subscription> => {
    const subscription = await deps.store.getSubscription(id);
    if (!subscription) throw new ReplyError('not-subscribed', 'that antenna is not subscribed');
    return subscription;
  };
  return {
    async status() {
      const subscriptions = await deps.store.listSubscriptions();
      return { polling: deps.polls.busy(), subscriptions, lastRun: null, checking: deps.polls.snapshot() };
    },
    async preview({ url }) {
      const checked = normalizeSubscriptionUrl(url);
      if (!checked.ok) throw new ReplyError('bad-url', checked.error);
      const settings = await deps.store.getSettings();
      return previewAntenna(checked.url, deps, { maxInflatedBytes: settings.maxInflatedBytes, maxDocuments: settings.maxDocumentsPerPoll });
    },
    async 'add-subscription'({ url, interval, title, name }) {
      const checked = normalizeSubscriptionUrl(url);
      if (!checked.ok) throw new ReplyError('bad-url', checked.error);
      const existing = await deps.store.getSubscription(checked.id);
      if (existing) {
        const known = antennaName(existing);
        throw new ReplyError('already-subscribed', `${known} is already subscribed`, [known]);
      }
      const subscription = newSubscription(
        {
          id: checked.id,
          url: checked.url,
          interval: interval ?? null,
          // The link text it was found by, until the file gives a title; the user's own name.
          title: title?.trim() || null,
          ...(name?.trim() ? { name: name.trim() } : {}),
        },
        deps.now(),
      );
      await deps.store.putSubscription(subscription);
      deps.broadcast('subscriptions');
      await runPolls({ force: true, only: subscription.id }, deps);
      return (await deps.store.getSubscription(subscription.id)) ?? subscription;
    },
    async 'add-subscriptions'({ entries }) {
      const now = deps.now();
      const known = new Map((await deps.store.listSubscriptions()).map((s) => [s.id, s]));
      const failed: AddSubscriptionsResult['failed'][number][] = [];
      const refuse = (url: string, name: string): void => {
        failed.push({ url, error: `${name} is already subscribed`, kind: 'already-subscribed', params: [name] });
      };
      const fresh: Subscription[] = [];
      for (const { url, interval, display, title } of entries) {
        const checked = normalizeSubscriptionUrl(url);
        if (!checked.ok) {
          failed.push({ url, error: checked.error, kind: 'bad-url', params: [] });
          continue;
        }
        const existing = known.get(checked.id);
        if (existing) {
          refuse(url, existing.title ?? checked.url);
          continue;
        }
        const subscription = newSubscription(
          { id: checked.id, url: checked.url, interval: interval ?? null, ...(display ? { display } : {}), ...(title !== undefined ? { title } : {}) },
          now,
        );
        known.set(subscription.id, subscription);
        fresh.push(subscription);
      }
      if (fresh.length === 0) return { added: [], failed };
      // One write for them all; one added meanwhile (another page) is not overwritten.
      const written = new Set(await deps.store.putSubscriptions(fresh));
      const added = fresh.filter((subscription) => written.has(subscription.id));
      for (const subscription of fresh) if (!written.has(subscription.id)) refuse(subscription.url, subscription.title ?? subscription.url);
      deps.broadcast('subscriptions');
      // Answered now: the new antennas are due, and their first polls go on after the answer,
      // four at a time and one per host like every poll (or at the next tick, if a run is under way).
      void pollWhenIdle(deps).catch(() => undefined);
      return { added, failed };
    },
    async 'remove-subscription'({ id }) {
      await find(id);
      await deps.store.removeSubscription(id);
      await refresh('subscriptions');
      return null;
    },
    async 'update-subscription'({ id, patch }) {
      let redisplay = false;
      // Read and written in one transaction: two changes made close together both stand.
      const next = await deps.store.editSubscription(id, (subscription) => {
        redisplay = patch.display !== undefined && patch.display !== subscription.display;
        return {
          ...subscription,
          ...(patch.interval !== undefined ? { interval: patch.interval } : {}),
          ...(patch.display !== undefined ? { display: patch.display } : {}),
          ...(patch.title !== undefined ? { title: patch.title } : {}),
          ...(patch.name !== undefined ? { name: patch.name?.trim() || null } : {}),
          ...(patch.fixedSchedule !== undefined ? { fixedSchedule: patch.fixedSchedule } : {}),
          // Shown another way, the feed is read again in full: forget what made it "unchanged".
          ...(redisplay ? forgetUnchanged : {}),
        };
      });
      if (next === undefined) throw new ReplyError('not-subscribed', 'that antenna is not subscribed');
      if (redisplay) await runPolls({ force: true, only: id, fresh: true }, deps);
      deps.broadcast('subscriptions');
      return (await deps.store.getSubscription(id)) ?? next;
    },
    async 'check-now'({ id }) {
      if (id) await find(id);
      return runPolls({ force: true, ...(id ? { only: id } : {}) }, deps);
    },
    async 'mark-seen'({ key, lastModified }) {
      await deps.store.markSiteSeen(key, lastModified, deps.now());
      await refresh('seen');
      return null;
    },
    async 'mark-sites'({ sites, seen }) {
      const now = deps.now();
      for (const { key, lastModified } of sites) {
        if (seen) await deps.store.markSiteSeen(key, lastModified, now);
        else await deps.store.markSiteUnseen(key, lastModified, now);
      }
      await refresh('seen');
      return null;
    },
    async 'update-settings'({ patch }) {
      const settings = await deps.store.setSettings(patch);
      // The badge depends on settings (on/off, expiry): repaint it now.
      await refresh('settings');
      return settings;
    },
    'watch-page': (request) => watchPage(request, deps),
    'watch-update': (request) => updateWatch(request, deps),
    async 'sync-status'() {
      return syncControl().status();
    },
    async 'sync-set-enabled'({ enabled }) {
      return syncControl().setEnabled(enabled);
    },
    async 'mark-all-seen'() {
      // To the fraction of a second: an update a poll writes just after the click is still new.
      await deps.store.markAllSeen(deps.instant());
      await refresh('seen');
      return null;
    },
  };
}
