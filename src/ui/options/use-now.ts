import { useEffect, useState } from 'preact/hooks';

/** The current Unix time in seconds, refreshed every `every` seconds so "5 min. ago" keeps up. */
export function useNow(every = 30): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), every * 1000);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}
