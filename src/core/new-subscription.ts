import type { Subscription, SubscriptionId } from './subscription.ts';

/**
 * A subscription as it is first stored: never checked, due now, nothing known of its
 * server yet.
 *
 * @example
 * newSubscription({ id, url: 'http://a.example/a.lirs', interval: null }, 1700000000)
 * // { id, url, title: null, …, nextDue: 1700000000, added: 1700000000 }
 */
export function newSubscription(
  fields: { readonly id: SubscriptionId; readonly url: string; readonly interval: number | null } & Pick<Partial<Subscription>, 'kind' | 'watch' | 'title' | 'display' | 'name'>,
  now: number,
): Subscription {
  return {
    title: null,
    format: null,
    encoding: null,
    etag: null,
    lastModifiedHeader: null,
    contentHash: null,
    lastCheck: null,
    lastSuccess: null,
    lastError: null,
    consecutiveFailures: 0,
    nextDue: now,
    recordCount: 0,
    rejectedCount: 0,
    added: now,
    display: 'entries',
    processedArchives: [],
    historyWarning: null,
    ...fields,
  };
}
