import { useRef, useState } from 'preact/hooks';
import { pollErrorText } from '../shared/poll-error-text.ts';
import { checkSummaryText } from './check-summary-text.ts';
import { useEnv } from './popup-env.ts';

export interface CheckNow {
  readonly running: boolean;
  /** The outcome of the last run ("3 updated, 1 failed"), or '' before the first. */
  readonly result: string;
  readonly run: () => void;
  readonly buttonRef: { current: HTMLButtonElement | null };
}

/** "Check now": asks the worker to poll every antenna and reports how it went. */
export function useCheckNow(): CheckNow {
  const { t, send } = useEnv();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);

  const run = (): void => {
    if (running) return;
    const hadFocus = document.activeElement === buttonRef.current;
    setRunning(true);
    setResult('');
    void send<'check-now'>({ kind: 'check-now' }).then((reply) => {
      setRunning(false);
      if (reply.ok) setResult(checkSummaryText(reply.value, t));
      else {
        const reason = reply.kind ? pollErrorText({ kind: reply.kind, message: reply.error, params: reply.params }, t) : reply.error;
        setResult(t('popup_checkError', reason));
      }
      // A disabled button drops focus: give it back so a keyboard user stays where they were.
      if (hadFocus) requestAnimationFrame(() => buttonRef.current?.focus());
    });
  };

  return { running, result, run, buttonRef };
}
