import type { Subscription, SubscriptionId } from '../core/subscription.ts';
import type { AntennaDatabase } from './schema.ts';
import { isSupersededPoll, pollResultOver } from '../core/poll/index.ts';

/** Every subscription, in id order. */
export function listSubscriptions(db: AntennaDatabase): Promise<Subscription[]> {
  return db.getAll('subscriptions');
}

export function getSubscription(db: AntennaDatabase, id: SubscriptionId): Promise<Subscription | undefined> {
  return db.get('subscriptions', id);
}

export async function putSubscription(db: AntennaDatabase, subscription: Subscription): Promise<void> {
  await db.put('subscriptions', subscription);
}

/**
 * Writes what a poll found (`pollResultOver`) over the subscription as it is stored now, in
 * one transaction: an edit the user made while the poll ran stands; a subscription removed
 * meanwhile is not brought back; and nothing is written when a poll that began later has
 * written since (`isSupersededPoll`). Returns whether it wrote.
 */
export async function savePollResult(db: AntennaDatabase, polled: Subscription): Promise<boolean> {
  const tx = db.transaction('subscriptions', 'readwrite');
  const stored = await tx.store.get(polled.id);
  const write = stored !== undefined && !isSupersededPoll(stored, polled);
  if (write) await tx.store.put(pollResultOver(stored, polled));
  await tx.done;
  return write;
}

/**
 * A user's edit (the options page, another computer's through sync): `edit` gets the
 * subscription as stored and gives it as it is to be, read and written in one transaction so
 * that two edits close together both stand. Returns what was written, or undefined when the
 * subscription is not stored (or `edit` gave undefined: nothing to change).
 */
export async function editSubscription(
  db: AntennaDatabase,
  id: SubscriptionId,
  edit: (stored: Subscription) => Subscription | undefined,
): Promise<Subscription | undefined> {
  const tx = db.transaction('subscriptions', 'readwrite');
  const stored = await tx.store.get(id);
  const next = stored === undefined ? undefined : edit(stored);
  if (next !== undefined) await tx.store.put(next);
  await tx.done;
  return next;
}

/**
 * Stores many new subscriptions in one transaction (an import), each only if no subscription
 * of its id is stored yet — one added meanwhile is never overwritten with a blank one.
 * Returns the ids written.
 */
export async function putSubscriptions(db: AntennaDatabase, subscriptions: readonly Subscription[]): Promise<SubscriptionId[]> {
  const tx = db.transaction('subscriptions', 'readwrite');
  const held = await Promise.all(subscriptions.map((subscription) => tx.store.getKey(subscription.id)));
  const written: SubscriptionId[] = [];
  subscriptions.forEach((subscription, index) => {
    if (held[index] !== undefined) return;
    void tx.store.put(subscription);
    written.push(subscription.id);
  });
  await tx.done;
  return written;
}
