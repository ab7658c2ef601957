import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { useChangeReread } from '../shared/use-change-reread.ts';
import { pollErrorText } from '../shared/poll-error-text.ts';
import type { CheckSummary } from '../../messages/messages.ts';
import { useEnv } from './popup-env.ts';

export interface CheckNow {
  /** This page's Check now, or any check the worker is running (an alarm's, another page's). */
  readonly running: boolean;
  /** What the last run found (null before the first, or when it failed). */
  readonly summary: CheckSummary | null;
  /** Why the last run could not check at all, or null. */
  readonly error: string | null;
  readonly run: () => void;
  readonly buttonRef: { current: HTMLButtonElement | null };
}

/**
 * "Check now": asks the worker to poll every antenna and reports how it went. Whether a check
 * is running is the worker's to say (its registry of running polls): asked once the page is
 * idle, and again whenever the worker says it changed, so a popup opened during an alarm's
 * run shows it.
 */
export function useCheckNow(): CheckNow {
  const { t, send, onChange } = useEnv();
  const [running, setRunning] = useState(false);
  const [workerBusy, setWorkerBusy] = useState(false);
  const [summary, setSummary] = useState<CheckSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const asked = useRef(0);
  const ask = useCallback((): void => {
    const turn = ++asked.current;
    void send<'status'>({ kind: 'status' }).then((reply) => {
      if (turn === asked.current && reply.ok) setWorkerBusy(reply.value.polling);
    });
  }, [send]);
  // A run of 200 antennas says `checking` 400 times: a burst becomes one question.
  useChangeReread(onChange, ['checking'], ask);
  useEffect(() => {
    // After the first rows: the status costs the worker a read of every subscription.
    const idle = requestIdleCallback(ask, { timeout: 1000 });
    return () => cancelIdleCallback(idle);
  }, [ask]);

  const run = (): void => {
    if (running) return;
    const hadFocus = document.activeElement === buttonRef.current;
    setRunning(true);
    setSummary(null);
    setError(null);
    void send<'check-now'>({ kind: 'check-now' }).then((reply) => {
      setRunning(false);
      if (reply.ok) setSummary(reply.value);
      else {
        const reason = reply.kind ? pollErrorText({ kind: reply.kind, message: reply.error, params: reply.params }, t) : reply.error;
        setError(t('popup_checkError', reason));
      }
      // A disabled button drops focus: give it back so a keyboard user stays where they were.
      if (hadFocus) requestAnimationFrame(() => buttonRef.current?.focus());
    });
  };

  return { running: running || workerBusy, summary, error, run, buttonRef };
}
