import { defaultSettings } from '../settings.ts';

/** Politeness floor for a remote antenna: never polled more often than every 5 minutes. */
export const REMOTE_FLOOR = 300;
/**
 * Floor for an antenna on this machine (127.0.0.0/8, `localhost`, `[::1]`). Nobody else's
 * server is at stake, and a local antenna server — a developer's, or a test's — needs to see
 * the reader poll within seconds. 5 s still stops a zero or tiny setting from spinning.
 */
export const LOOPBACK_FLOOR = 5;

/**
 * Seconds between polls of `url`: its own interval, else the default setting, never below
 * the floor for its host.
 *
 * @example
 * pollInterval('http://a.example/', null)              // 1800
 * pollInterval('http://a.example/', 60)                // 300 (remote floor)
 * pollInterval('http://127.0.0.1:8080/lirs', 1, 1800)  // 5 (loopback floor)
 */
export function pollInterval(
  url: string,
  interval: number | null,
  defaultInterval: number = defaultSettings.interval,
): number {
  const wanted = interval ?? defaultInterval;
  const floor = pollFloor(url);
  return Number.isFinite(wanted) ? Math.max(floor, wanted) : Math.max(floor, defaultSettings.interval);
}

/**
 * The fewest seconds between two polls of `url`: 5 minutes for a remote server, 5 s on this machine.
 *
 * @example
 * pollFloor('http://a.example/') // 300
 */
export function pollFloor(url: string): number {
  return isLoopback(url) ? LOOPBACK_FLOOR : REMOTE_FLOOR;
}

function isLoopback(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}
