import type { AntennaRecord } from '../record.ts';
import { defaultSettings } from '../settings.ts';

/**
 * LIRS: a record whose Last-Detected is older than the expiry (default 8 h) is stale — the
 * antenna stopped checking the site. Stale records are kept and shown dimmed, but never
 * counted as new.
 *
 * @example
 * isStale({ ...record, lastDetected: 1000 }, 1000 + 28_801) // true
 * isStale({ ...record, lastDetected: 1000 }, 1000 + 28_800) // false
 */
export function isStale(
  record: Pick<AntennaRecord, 'lastDetected'>,
  now: number,
  expiry: number = defaultSettings.expiry,
): boolean {
  // A record without a detection time has not been through `detectedAt` yet: nothing to judge.
  if (record.lastDetected === null) return false;
  return now - record.lastDetected > expiry;
}
