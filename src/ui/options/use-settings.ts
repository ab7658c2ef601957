import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Settings } from '../../core/settings.ts';
import { sendMessage } from '../../platform/messaging.ts';
import type { AntennaStore } from '../../store/types.ts';

export interface SettingsState {
  /** Null until read. */
  readonly settings: Settings | null;
  /** Writes a change; resolves with the stored settings, or throws. */
  readonly save: (patch: Partial<Settings>) => Promise<Settings>;
}

/** The user's settings, read from and written to the store (the worker reads them there and is told). */
export function useSettings(store: AntennaStore): SettingsState {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    void store.getSettings().then(setSettings);
  }, [store]);
  const save = useCallback(
    async (patch: Partial<Settings>) => {
      const saved = await store.setSettings(patch);
      setSettings(saved);
      // The badge depends on settings (on/off, expiry): let the worker repaint it now.
      await sendMessage<'settings-changed'>({ kind: 'settings-changed' });
      return saved;
    },
    [store],
  );
  return { settings, save };
}
