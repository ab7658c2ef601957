import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { checkTarget } from '../../core/check-target.ts';
import type { Subscription, SubscriptionId } from '../../core/subscription.ts';
import { hasOrigin, onOriginsRemoved } from '../../platform/permissions.ts';

/**
 * The subscriptions whose host access is missing (revoked in the browser's settings), checked
 * when the list changes, when the browser reports a removal, and when the user comes back to
 * the page (they may have granted it again in the settings).
 */
export function useMissingOrigins(subscriptions: readonly Subscription[] | null): {
  readonly missing: ReadonlySet<SubscriptionId>;
  readonly recheck: () => void;
} {
  const [missing, setMissing] = useState<ReadonlySet<SubscriptionId>>(new Set());
  const recheck = useCallback(() => {
    if (!subscriptions) return;
    void Promise.all(
      subscriptions.map(async (s) => ((await hasOrigin(checkTarget(s)).catch(() => true)) ? null : s.id)),
    ).then((ids) => setMissing(new Set(ids.filter((id): id is SubscriptionId => id !== null))));
  }, [subscriptions]);
  useEffect(() => {
    recheck();
  }, [recheck]);
  const latest = useRef(recheck);
  latest.current = recheck;
  useEffect(() => {
    // Registered once: the browser's listener cannot be removed through the platform helper.
    onOriginsRemoved(() => latest.current());
    const onFocus = () => latest.current();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);
  return { missing, recheck };
}
