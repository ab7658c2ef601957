import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Subscription, SubscriptionId } from '../../../core/subscription.ts';
import { originPattern } from '../../../http/origin-pattern.ts';
import { replyError } from '../localized-error.ts';
import { useOptionsEnv } from '../options-env.ts';

/** How long a removed antenna can be brought back, seconds. */
export const UNDO_SECONDS = 6;

export interface PendingRemovals {
  readonly pending: ReadonlyMap<SubscriptionId, Subscription>;
  readonly remove: (subscription: Subscription) => void;
  readonly undo: (id: SubscriptionId) => void;
}

/**
 * Remove with Undo that never loses data: nothing is removed until the undo window has passed
 * — the row only hides — so Undo simply cancels, and the subscription keeps its records, seen
 * marks and history. When the page closes inside the window the removal is sent at once (the
 * user asked for it); if that message is lost, the antenna is still followed — never the reverse.
 * Host access is given back to the browser once no remaining subscription uses that origin.
 */
export function usePendingRemovals(options: {
  readonly subscriptions: readonly Subscription[];
  readonly onRemoved: () => Promise<void>;
  readonly onError: (subscription: Subscription, error: string) => void;
}): PendingRemovals {
  const { t, send, removeOrigin } = useOptionsEnv();
  const [pending, setPending] = useState<ReadonlyMap<SubscriptionId, Subscription>>(new Map());
  const timers = useRef(new Map<SubscriptionId, ReturnType<typeof setTimeout>>());
  const latest = useRef({ ...options, pending });
  latest.current = { ...options, pending };

  const drop = useCallback((id: SubscriptionId) => {
    setPending((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const commit = useCallback(
    async (subscription: Subscription) => {
      timers.current.delete(subscription.id);
      const reply = await send<'remove-subscription'>({ kind: 'remove-subscription', id: subscription.id });
      if (reply.ok) {
        if (!originStillUsed(subscription, latest.current.subscriptions)) void removeOrigin(subscription.url).catch(() => false);
        await latest.current.onRemoved();
      } else {
        latest.current.onError(subscription, replyError(reply, t));
      }
      drop(subscription.id);
    },
    [drop, t, send, removeOrigin],
  );

  const remove = useCallback(
    (subscription: Subscription) => {
      setPending((current) => new Map(current).set(subscription.id, subscription));
      timers.current.set(
        subscription.id,
        setTimeout(() => void commit(subscription), UNDO_SECONDS * 1000),
      );
    },
    [commit],
  );

  const undo = useCallback(
    (id: SubscriptionId) => {
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      drop(id);
    },
    [drop],
  );

  useEffect(() => {
    const flush = () => {
      for (const [id, timer] of timers.current) {
        clearTimeout(timer);
        const subscription = latest.current.pending.get(id);
        if (!subscription) continue;
        void send<'remove-subscription'>({ kind: 'remove-subscription', id });
        const others = latest.current.subscriptions.filter((s) => !latest.current.pending.has(s.id) || s.id === id);
        if (!originStillUsed(subscription, others)) void removeOrigin(subscription.url).catch(() => false);
      }
      timers.current.clear();
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [send, removeOrigin]);

  return { pending, remove, undo };
}

function originStillUsed(removed: Subscription, subscriptions: readonly Subscription[]): boolean {
  const origin = originPattern(removed.url);
  return subscriptions.some((s) => s.id !== removed.id && originPattern(s.url) === origin);
}
