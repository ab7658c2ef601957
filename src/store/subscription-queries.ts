import type { Subscription, SubscriptionId } from '../core/subscription.ts';
import type { AntennaDatabase } from './schema.ts';
import { isSupersededPoll } from '../core/is-superseded-poll.ts';

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
 * Writes `subscription` only if it is still stored, in one transaction, so a poll that ends
 * after the user removed its subscription cannot bring it back, and only if no poll that began
 * later has written it since (`isSupersededPoll`). Returns whether it wrote.
 */
export async function updateSubscription(db: AntennaDatabase, subscription: Subscription): Promise<boolean> {
  const tx = db.transaction('subscriptions', 'readwrite');
  const stored = await tx.store.get(subscription.id);
  const write = stored !== undefined && !isSupersededPoll(stored, subscription);
  if (write) await tx.store.put(subscription);
  await tx.done;
  return write;
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
