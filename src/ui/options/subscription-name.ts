import type { Subscription } from '../../core/subscription.ts';
import { hostFromUrl } from '../shared/host-from-url.ts';

/**
 * What a subscription is called on the page: the antenna's title, else its host and path —
 * LIRS files carry no title, and several antennas often live on one host.
 *
 * @example
 * subscriptionName({ title: null, url: 'http://a.example/~hiya/antenna.lirs.gz' }) // 'a.example/~hiya/antenna.lirs.gz'
 */
export function subscriptionName(subscription: Pick<Subscription, 'title' | 'url'>): string {
  if (subscription.title) return subscription.title;
  try {
    const { pathname } = new URL(subscription.url);
    return hostFromUrl(subscription.url) + (pathname === '/' ? '' : pathname);
  } catch {
    return subscription.url;
  }
}
