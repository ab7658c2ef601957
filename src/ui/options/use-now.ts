import { useEffect, useState } from 'preact/hooks';
import { useOptionsEnv } from './options-env.ts';

/** The current Unix time in seconds, refreshed every `every` seconds so "5 min. ago" keeps up. */
export function useNow(every = 30): number {
  const { now: clock } = useOptionsEnv();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), every * 1000);
    return () => clearInterval(timer);
  }, [every, clock]);
  return now;
}
