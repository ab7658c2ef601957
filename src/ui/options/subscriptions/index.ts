/**
 * The list of subscriptions: each antenna, feed or watched page with its name, schedule, state
 * and controls (check, rename, remove with Undo), and the origins it still needs access to.
 */
export { SubscriptionList } from './subscription-list.tsx';
export { useMissingOrigins } from './use-missing-origins.ts';
export { useSubscriptions } from './use-subscriptions.ts';
