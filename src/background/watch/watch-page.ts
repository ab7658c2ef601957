import { newSubscription } from '../../core/new-subscription.ts';
import type { Subscription, WatchOptions } from '../../core/subscription.ts';
import { normalizeSubscriptionUrl } from '../../http/normalize-subscription-url.ts';
import type { MessageMap } from '../../messages/messages.ts';
import { ReplyError } from '../../messages/reply-error.ts';
import { runPolls, type WorkerDeps } from '../run-polls.ts';

/**
 * Starts watching a web page directly: checks the address (and the check URL, when given) as
 * an antenna's is checked, trims the markers (an empty one is none), stores the subscription
 * and checks the page at once, as adding an antenna reads it at once.
 *
 * @throws ReplyError `bad-url` for an address that cannot be fetched, `already-subscribed`.
 */
export async function watchPage(request: MessageMap['watch-page']['request'], deps: WorkerDeps): Promise<Subscription> {
  const checked = normalizeSubscriptionUrl(request.url);
  if (!checked.ok) throw new ReplyError('bad-url', checked.error);
  const watch = cleanWatchOptions(request.watch, checked.url);
  const existing = await deps.store.getSubscription(checked.id);
  if (existing) {
    const name = existing.title ?? checked.url;
    throw new ReplyError('already-subscribed', `${name} is already subscribed`, [name]);
  }
  const subscription = newSubscription({ id: checked.id, url: checked.url, interval: request.interval ?? null, kind: 'page', watch }, deps.now());
  await deps.store.putSubscription(subscription);
  deps.broadcast('subscriptions');
  await runPolls({ force: true, only: subscription.id }, deps);
  return (await deps.store.getSubscription(subscription.id)) ?? subscription;
}

/**
 * Changes how a watched page is checked. What was learnt under the old options (validators,
 * fingerprint) is forgotten and the page checked again at once; the new reading becomes the
 * baseline, so changing the markers is not an update of the page.
 *
 * @throws ReplyError `not-subscribed` when no watched page has that id, `bad-url`.
 */
export async function updateWatch(request: MessageMap['watch-update']['request'], deps: WorkerDeps): Promise<Subscription> {
  const subscription = await deps.store.getSubscription(request.id);
  if (!subscription || subscription.kind !== 'page') throw new ReplyError('not-subscribed', 'that page is not watched');
  const watch = cleanWatchOptions(request.watch, subscription.url);
  const next = await deps.store.editSubscription(subscription.id, (stored) => ({ ...stored, watch, fingerprint: null, etag: null, lastModifiedHeader: null }));
  if (next === undefined) throw new ReplyError('not-subscribed', 'that page is not watched');
  await runPolls({ force: true, only: subscription.id, fresh: true }, deps);
  deps.broadcast('subscriptions');
  return (await deps.store.getSubscription(subscription.id)) ?? next;
}

function cleanWatchOptions(watch: WatchOptions, url: string): WatchOptions {
  const marker = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());
  let checkedUrl: string | null = null;
  if (watch.checkedUrl !== null && watch.checkedUrl.trim() !== '') {
    const target = normalizeSubscriptionUrl(watch.checkedUrl);
    if (!target.ok) throw new ReplyError('bad-url', `check URL: ${target.error}`);
    checkedUrl = target.url === url ? null : target.url;
  }
  const cleaned = { startMarker: marker(watch.startMarker), endMarker: marker(watch.endMarker), checkedUrl };
  // Each string trimmed, empty and repeated ones dropped; none is no field (as options saved before).
  const ignoreLines = [...new Set((watch.ignoreLines ?? []).map((line) => line.trim()).filter((line) => line !== ''))];
  return ignoreLines.length === 0 ? cleaned : { ...cleaned, ignoreLines };
}
