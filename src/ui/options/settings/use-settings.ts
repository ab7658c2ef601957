import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Settings } from '../../../core/settings.ts';
import { ReplyError } from '../../../messages/reply-error.ts';
import { useOptionsEnv } from '../options-env.ts';
import { useChangeReread } from '../../shared/use-change-reread.ts';

export interface SettingsState {
  /** Null until read. */
  readonly settings: Settings | null;
  /** Asks the worker to write a change; resolves with the stored settings, or throws a `ReplyError`. */
  readonly save: (patch: Partial<Settings>) => Promise<Settings>;
}

/** The user's settings, read from the store and written through the worker (which repaints the badge). */
export function useSettings(): SettingsState {
  const { store, send, onChange } = useOptionsEnv();
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => void store.getSettings().then(setSettings), [store]);
  // Saved in another tab, or arrived from another computer through the worker's sync.
  useChangeReread(onChange, ['settings', 'sync'], () => void store.getSettings().then(setSettings));
  const save = useCallback(
    async (patch: Partial<Settings>) => {
      const reply = await send<'update-settings'>({ kind: 'update-settings', patch });
      if (!reply.ok) throw new ReplyError(reply.kind ?? 'internal', reply.error, reply.params);
      setSettings(reply.value);
      return reply.value;
    },
    [send],
  );
  return { settings, save };
}
