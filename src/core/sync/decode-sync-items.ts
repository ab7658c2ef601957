import { decodeSyncEntry } from './decode-sync-entry.ts';
import { isJsonValue } from '../json-value.ts';
import { isSyncKey, type SyncKey } from './sync-key.ts';
import { SEEN_KEY, SETTINGS_KEY, SYNC_FORMAT, VERSION_KEY } from './sync-items.ts';
import type { SyncEntry, SyncModel, SyncRegister } from './sync-model.ts';

/** The model read from `storage.sync` items, with what could not be read. */
export interface DecodedSyncItems {
  readonly model: SyncModel;
  /** Keys of items that could not be read (ignored, never applied). */
  readonly unreadable: readonly string[];
  /** The items were written by a newer version of the format than this one reads. */
  readonly newer: boolean;
}

/**
 * Reads `storage.sync` items (`encodeSyncItems`) as untrusted input: each item is checked on
 * its own, one that cannot be read is skipped and named, and keys that are not this
 * product's are ignored. Settings of names this version does not know are kept, so they
 * survive a round trip through an older device.
 *
 * @example
 * decodeSyncItems({ v: 1, w: 1700000000, s1abc: 1700000100 }).model.seenUpTo // 1700000000
 */
export function decodeSyncItems(items: Readonly<Record<string, unknown>>): DecodedSyncItems {
  const subscriptions = new Map<SyncKey, SyncEntry>();
  const settings = new Map<string, SyncRegister>();
  const unreadable: string[] = [];
  let seenUpTo = 0;
  let newer = false;
  for (const [key, value] of Object.entries(items)) {
    if (isSyncKey(key)) {
      const entry = decodeSyncEntry(value);
      if (entry) subscriptions.set(key, entry);
      else unreadable.push(key);
    } else if (key === VERSION_KEY) {
      newer = typeof value === 'number' && value > SYNC_FORMAT;
    } else if (key === SEEN_KEY) {
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) seenUpTo = value;
      else unreadable.push(key);
    } else if (key === SETTINGS_KEY) {
      if (!readSettings(value, settings)) unreadable.push(key);
    }
  }
  return { model: { subscriptions, settings, seenUpTo }, unreadable, newer };
}

/** `{name: [value, clock]}` into `into`; false when the item is not that shape at all. */
function readSettings(value: unknown, into: Map<string, SyncRegister>): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const [name, pair] of Object.entries(value as Record<string, unknown>)) {
    if (!/^[A-Za-z][A-Za-z0-9]{0,63}$/.test(name) || !Array.isArray(pair) || pair.length !== 2) continue;
    const [setting, clock] = pair as [unknown, unknown];
    if (typeof clock === 'number' && Number.isSafeInteger(clock) && clock >= 0 && isJsonValue(setting)) into.set(name, { clock, value: setting });
  }
  return true;
}
