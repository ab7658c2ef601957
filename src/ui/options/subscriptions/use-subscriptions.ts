import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Subscription } from '../../../core/subscription.ts';
import { useOptionsEnv } from '../options-env.ts';

/** How long a burst of the worker's change notices is gathered before the list is read again. */
const CHANGE_DEBOUNCE_MS = 150;

export interface SubscriptionsState {
  /** Oldest first; null until first read. */
  readonly subscriptions: readonly Subscription[] | null;
  /** Why the list could not be read, or null. */
  readonly error: string | null;
  readonly reload: () => Promise<void>;
}

/**
 * The followed antennas, whole (schedule included), read from the store and read again
 * whenever the worker says data changed — after every poll, a 304 included.
 */
export function useSubscriptions(): SubscriptionsState {
  const { store, onChange } = useOptionsEnv();
  const [subscriptions, setSubscriptions] = useState<readonly Subscription[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      const list = await store.listSubscriptions();
      setSubscriptions([...list].sort((a, b) => a.added - b.added || a.url.localeCompare(b.url)));
      setError(null);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  }, [store]);
  useEffect(() => {
    void reload();
    // The worker broadcasts after every poll and every change it makes (several for each of
    // 300 antennas arriving from another computer): a burst of notices becomes one re-read.
    // The listener lives as long as the page.
    let timer: ReturnType<typeof setTimeout> | undefined;
    onChange((topic) => {
      // A poll beginning or ending changes no subscription (`useChecking` listens for it).
      if (topic === 'checking') return;
      clearTimeout(timer);
      timer = setTimeout(() => void reload(), CHANGE_DEBOUNCE_MS);
    });
  }, [reload, onChange]);
  return { subscriptions, error, reload };
}
