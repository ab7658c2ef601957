import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { SubscriptionId } from '../../../core/subscription.ts';
import { useOptionsEnv } from '../options-env.ts';
import { useChangeReread } from '../../shared/use-change-reread.ts';

/**
 * The subscriptions the worker is polling now, from its registry of running polls (the one
 * owner of "a check is running"): asked when the page opens and again whenever the worker says
 * it changed, so an alarm's run or another page's Check now shows here too.
 */
export function useChecking(): ReadonlySet<SubscriptionId> {
  const { send, onChange } = useOptionsEnv();
  const [checking, setChecking] = useState<ReadonlySet<SubscriptionId>>(new Set());
  const asked = useRef(0);
  const ask = useCallback((): void => {
    const turn = ++asked.current;
    void send<'status'>({ kind: 'status' }).then((reply) => {
      if (turn === asked.current && reply.ok) setChecking(new Set((reply.value.checking ?? []).map((poll) => poll.id)));
    });
  }, [send]);
  useEffect(ask, [ask]);
  // A run of 200 antennas says `checking` 400 times: a burst becomes one question.
  useChangeReread(onChange, ['checking'], ask);
  return checking;
}
