import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { checkTarget } from '../../../core/poll/index.ts';
import type { Subscription, SubscriptionId } from '../../../core/subscription.ts';
import { originPattern } from '../../../http/origin-pattern.ts';
import { useOptionsEnv } from '../options-env.ts';

/**
 * The subscriptions whose host access is missing (revoked in the browser's settings), checked
 * when the list changes, when the browser reports a removal, and when the user comes back to
 * the page (they may have granted it again in the settings).
 */
export function useMissingOrigins(subscriptions: readonly Subscription[] | null): {
  readonly missing: ReadonlySet<SubscriptionId>;
  readonly recheck: () => void;
} {
  const { hasOrigin, onOriginsRemoved } = useOptionsEnv();
  const [missing, setMissing] = useState<ReadonlySet<SubscriptionId>>(new Set());
  // The list is read again after every poll: ask the browser again only when the antennas
  // themselves changed, and once per origin (300 antennas may share far fewer hosts).
  const urls = useMemo(() => (subscriptions ?? []).map((s) => `${s.id}\n${checkTarget(s)}`).join('\n'), [subscriptions]);
  const latestCheck = useRef(0);
  const recheck = useCallback(() => {
    if (!subscriptions) return;
    const check = ++latestCheck.current;
    const byOrigin = new Map<string, Promise<boolean>>();
    const granted = (url: string): Promise<boolean> => {
      const origin = originPattern(url);
      let answer = byOrigin.get(origin);
      if (!answer) byOrigin.set(origin, (answer = hasOrigin(url).catch(() => true)));
      return answer;
    };
    void Promise.all(subscriptions.map(async (s) => ((await granted(checkTarget(s))) ? null : s.id))).then((ids) => {
      // A newer check has started meanwhile: its answer is the one to show.
      if (check === latestCheck.current) setMissing(new Set(ids.filter((id): id is SubscriptionId => id !== null)));
    });
    // `urls` stands for the antennas in `subscriptions`: a new array of the same ones changes nothing.
  }, [urls, hasOrigin]);
  useEffect(() => {
    recheck();
  }, [recheck]);
  const latest = useRef(recheck);
  latest.current = recheck;
  useEffect(() => {
    // Registered once: the browser's listener cannot be removed through the env.
    onOriginsRemoved(() => latest.current());
    const onFocus = () => latest.current();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [onOriginsRemoved]);
  return { missing, recheck };
}
