import type { Subscription, SubscriptionId } from '../core/subscription.ts';
import type { AntennaDatabase } from './schema.ts';

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
