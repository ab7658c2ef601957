import { useClock } from '../shared/use-clock.ts';
import { useOptionsEnv } from './options-env.ts';

/** The current Unix time in seconds, moved on every 30 seconds so "5 min. ago" keeps up. */
export function useNow(): number {
  return useClock(useOptionsEnv().now)[0];
}
