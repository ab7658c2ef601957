import { useEffect, useState } from 'preact/hooks';
import type { SubscriptionId } from '../../../core/subscription.ts';
import { useOptionsEnv } from '../options-env.ts';

/** How long a burst of `checking` notices is gathered before the worker is asked again. */
const ASK_DEBOUNCE_MS = 150;

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
    // A run of 200 antennas says `checking` 400 times: a burst becomes one question.
    let timer: ReturnType<typeof setTimeout> | undefined;
    onChange((topic) => {
      if (topic !== 'checking') return;
      clearTimeout(timer);
      timer = setTimeout(ask, ASK_DEBOUNCE_MS);
    });
    ask();
  }, [send, onChange]);
  return checking;
}
