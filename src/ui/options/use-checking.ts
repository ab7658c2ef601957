import { useEffect, useState } from 'preact/hooks';
import type { SubscriptionId } from '../../core/subscription.ts';
import { useOptionsEnv } from './options-env.ts';

/**
 * The subscriptions the worker is polling now, from its registry of running polls (the one
 * owner of "a check is running"): asked when the page opens and again whenever the worker says
 * it changed, so an alarm's run or another page's Check now shows here too.
 */
export function useChecking(): ReadonlySet<SubscriptionId> {
  const { send, onChange } = useOptionsEnv();
  const [checking, setChecking] = useState<ReadonlySet<SubscriptionId>>(new Set());
  useEffect(() => {
    let asked = 0;
    const ask = (): void => {
      const turn = ++asked;
      void send<'status'>({ kind: 'status' }).then((reply) => {
        if (turn === asked && reply.ok) setChecking(new Set((reply.value.checking ?? []).map((poll) => poll.id)));
      });
    };
    onChange((topic) => {
      if (topic === 'checking') ask();
    });
    ask();
  }, [send, onChange]);
  return checking;
}
