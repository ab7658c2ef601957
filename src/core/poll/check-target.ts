import type { Subscription } from '../subscription.ts';

/**
 * The address a subscription's poll fetches: a watched page's check URL when it has one
 * (hina-di `Virtual`), else its own URL. Host limits and host permission go by this address.
 *
 * @example
 * checkTarget({ url: 'http://a.example/diary/', watch: { checkedUrl: 'http://a.example/diary/latest.html', … } })
 * // 'http://a.example/diary/latest.html'
 */
export function checkTarget(subscription: Pick<Subscription, 'url' | 'watch'>): string {
  return subscription.watch?.checkedUrl ?? subscription.url;
}
