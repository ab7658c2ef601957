import { useCallback, useEffect, useState } from 'preact/hooks';
import type { SyncStatus } from '../../messages/messages.ts';
import { ReplyError } from '../../messages/reply-error.ts';
import { useOptionsEnv } from './options-env.ts';

export interface SyncStatusState {
  /** Null until the worker has answered. */
  readonly status: SyncStatus | null;
  /** Turns syncing on or off; throws a `ReplyError` when the worker refuses. */
  readonly setEnabled: (enabled: boolean) => Promise<void>;
}

/** Whether subscriptions sync and when they last did, asked of the worker again after every change it announces. */
export function useSyncStatus(): SyncStatusState {
  const { send, onChange } = useOptionsEnv();
  const [status, setStatus] = useState<SyncStatus | null>(null);
  const reload = useCallback(async () => {
    const reply = await send<'sync-status'>({ kind: 'sync-status' });
    if (reply.ok) setStatus(reply.value);
  }, [send]);
  useEffect(() => {
    void reload();
    onChange((topic) => {
      if (topic === 'sync' || topic === 'subscriptions') void reload();
    });
  }, [reload, onChange]);
  const setEnabled = useCallback(
    async (enabled: boolean) => {
      const reply = await send<'sync-set-enabled'>({ kind: 'sync-set-enabled', enabled });
      if (!reply.ok) throw new ReplyError(reply.kind ?? 'internal', reply.error, reply.params);
      setStatus(reply.value);
    },
    [send],
  );
  return { status, setEnabled };
}
