import { useRef, useState } from 'preact/hooks';
import { pollErrorText } from '../shared/poll-error-text.ts';
import type { CheckSummary } from '../../messages/messages.ts';
import { useEnv } from './popup-env.ts';

export interface CheckNow {
  readonly running: boolean;
  /** What the last run found (null before the first, or when it failed). */
  readonly summary: CheckSummary | null;
  /** Why the last run could not check at all, or null. */
  readonly error: string | null;
  readonly run: () => void;
  readonly buttonRef: { current: HTMLButtonElement | null };
}

/** "Check now": asks the worker to poll every antenna and reports how it went. */
export function useCheckNow(): CheckNow {
  const { t, send } = useEnv();
  const [running, setRunning] = useState(false);
  const [summary, setSummary] = useState<CheckSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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

  return { running, summary, error, run, buttonRef };
}
