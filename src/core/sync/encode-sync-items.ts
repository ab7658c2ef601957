import { encodeSyncEntry } from './encode-sync-entry.ts';
import type { JsonValue } from '../json-value.ts';
import type { SyncKey } from './sync-key.ts';
import { SEEN_KEY, SETTINGS_KEY, SYNC_FORMAT, SYNC_QUOTA, VERSION_KEY, type SyncQuota } from './sync-items.ts';
import { syncItemBytes } from './sync-item-bytes.ts';
import type { SyncModel } from './sync-model.ts';

/** The model as `storage.sync` items, and what did not fit. */
export interface EncodedSyncItems {
  readonly items: Readonly<Record<string, JsonValue>>;
  /** Bytes the items take against the quota (`syncItemBytes` summed). */
  readonly bytes: number;
  /** Subscriptions that did not fit: they stay on the devices that have them. */
  readonly localOnly: readonly SyncKey[];
  /** Removals that did not fit (the oldest go first); each device still remembers its own. */
  readonly droppedRemovals: number;
}

/**
 * Writes the model as `storage.sync` items within the quota: `v` (format), `o` (settings,
 * `{name: [value, clock]}`), `w` ("seen up to"), and one item per subscription keyed by
 * `syncKey` (`encodeSyncEntry`). Past the quota, subscriptions are kept in the order they
 * were first added and the last ones stay local; removals come after every subscription,
 * newest first. The same model gives the same items on every device.
 *
 * @example
 * encodeSyncItems(model).items // { v: 1, o: {...}, w: 1700000000, s1k2j3h4g5f: {...}, ... }
 */
export function encodeSyncItems(model: SyncModel, quota: SyncQuota = SYNC_QUOTA): EncodedSyncItems {
  const items: Record<string, JsonValue> = {};
  let bytes = 0;
  let count = 0;
  const put = (key: string, value: JsonValue): boolean => {
    const size = syncItemBytes(key, value);
    if (size > quota.itemBytes || bytes + size > quota.totalBytes || count + 1 > quota.maxItems) return false;
    items[key] = value;
    bytes += size;
    count++;
    return true;
  };

  put(VERSION_KEY, SYNC_FORMAT);
  const settings: Record<string, JsonValue> = {};
  for (const name of [...model.settings.keys()].sort()) {
    const register = model.settings.get(name);
    if (register) settings[name] = [register.value, register.clock];
  }
  if (Object.keys(settings).length > 0) put(SETTINGS_KEY, settings);
  if (model.seenUpTo > 0) put(SEEN_KEY, model.seenUpTo);

  const live = [...model.subscriptions].flatMap(([key, entry]) => (entry.removed ? [] : [{ key, entry, added: entry.value.added }]));
  live.sort((a, b) => a.added - b.added || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const localOnly: SyncKey[] = [];
  // Once one does not fit, every later-added one stays local too: the first-added are the
  // ones synced, whatever the sizes of those after.
  for (const { key, entry } of live) if (localOnly.length > 0 || !put(key, encodeSyncEntry(entry))) localOnly.push(key);

  const removed = [...model.subscriptions].filter(([, entry]) => entry.removed);
  removed.sort(([ka, a], [kb, b]) => b.clock - a.clock || (ka < kb ? -1 : ka > kb ? 1 : 0));
  let droppedRemovals = 0;
  for (const [key, entry] of removed) if (!put(key, encodeSyncEntry(entry))) droppedRemovals++;

  return { items, bytes, localOnly, droppedRemovals };
}
