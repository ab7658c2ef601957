import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { SyncStatus } from '../../../messages/messages.ts';
import { ReplyError } from '../../../messages/reply-error.ts';
import { useOptionsEnv } from '../options-env.ts';
import { useChangeReread } from '../../shared/use-change-reread.ts';

export interface SyncStatusState {
  /** Null until the worker has answered. */
  readonly status: SyncStatus | null;
  /** Turns syncing on or off, shown at once; throws a `ReplyError` (the switch moved back) when the worker refuses. */
  readonly setEnabled: (enabled: boolean) => Promise<void>;
}

/** Whether subscriptions sync and when they last did, asked of the worker again after every change it announces. */
export function useSyncStatus(): SyncStatusState {
  const { send, onChange } = useOptionsEnv();
  const [status, setStatus] = useState<SyncStatus | null>(null);
  const shown = useRef(status);
  shown.current = status;
  const reload = useCallback(async () => {
    const reply = await send<'sync-status'>({ kind: 'sync-status' });
    if (reply.ok) setStatus(reply.value);
  }, [send]);
  useEffect(() => void reload(), [reload]);
  useChangeReread(onChange, ['sync', 'subscriptions'], () => void reload());
  const setEnabled = useCallback(
    async (enabled: boolean) => {
      // The switch moves at once, whatever the worker's pace; a refusal moves it back (and the
      // caller says why), so what it shows is never more than one answer ahead of the worker.
      const before = shown.current;
      if (before !== null) setStatus({ ...before, enabled });
      const reply = await send<'sync-set-enabled'>({ kind: 'sync-set-enabled', enabled }).catch((cause: unknown) => {
        setStatus(before);
        throw cause;
      });
      if (!reply.ok) {
        setStatus(before);
        throw new ReplyError(reply.kind ?? 'internal', reply.error, reply.params);
      }
      setStatus(reply.value);
    },
    [send],
  );
  return { status, setEnabled };
}
