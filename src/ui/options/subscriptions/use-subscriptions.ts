import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Subscription } from '../../../core/subscription.ts';
import { useOptionsEnv } from '../options-env.ts';
import { useChangeReread } from '../../shared/use-change-reread.ts';

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
  useEffect(() => void reload(), [reload]);
  // A poll beginning or ending changes no subscription (`useChecking` listens for that).
  useChangeReread(onChange, ['subscriptions', 'sites', 'sync'], () => void reload());
  return { subscriptions, error, reload };
}
