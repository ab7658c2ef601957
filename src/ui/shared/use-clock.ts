import { useCallback, useEffect, useState } from 'preact/hooks';

/** How often "5 min. ago" and the site clocks move on while a page is open. */
export const CLOCK_TICK_SECONDS = 30;

/**
 * The current Unix time in seconds from `clock`, moved on every `every` seconds, and a function
 * that moves it on at once (after a re-read, so what was read is judged against the present).
 */
export function useClock(clock: () => number, every = CLOCK_TICK_SECONDS): readonly [number, () => void] {
  const [now, setNow] = useState(clock);
  const tick = useCallback(() => setNow(clock()), [clock]);
  useEffect(() => {
    const timer = setInterval(tick, every * 1000);
    return () => clearInterval(timer);
  }, [tick, every]);
  return [now, tick];
}
