import { useEffect, useRef } from 'preact/hooks';
import type { ChangeTopic } from '../../messages/change-topic.ts';
import type { PageEnv } from './page-env.ts';

/**
 * The worker sends a notice after every poll and every change it makes (several for each of
 * 300 antennas arriving from another computer): a burst becomes one re-read, this long after
 * the last notice of it.
 */
export const CHANGE_DEBOUNCE_MS = 150;

/**
 * Calls `reread` once after a burst of the worker's change notices on `topics`, for as long as
 * the component is mounted. The latest `reread` is called.
 */
export function useChangeReread(onChange: PageEnv['onChange'], topics: readonly ChangeTopic[], reread: () => void): void {
  const latest = useRef(reread);
  latest.current = reread;
  const key = topics.join(' ');
  useEffect(() => {
    const wanted = new Set(key.split(' '));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onChange((topic) => {
      if (!wanted.has(topic)) return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), CHANGE_DEBOUNCE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [onChange, key]);
}
