import { isJsonValue, type JsonValue } from '../json-value.ts';
import type { SyncEntry } from './sync-model.ts';
import { isExtraField } from './synced-subscription.ts';

/** Longest URL and name accepted from another device (as from the pages' messages). */
const MAX_URL = 2048;
const MAX_NAME = 4096;
/** Longest interval: 30 days. */
const MAX_INTERVAL = 30 * 86_400;

/**
 * Reads one subscription's item as another device wrote it (`encodeSyncEntry`), checking
 * every field: an http(s) URL, a name and interval in range, known display. Null when the
 * item cannot be read; it is then ignored, never applied. Extra fields that are not plain
 * JSON or name poll state are dropped.
 *
 * @example
 * decodeSyncEntry(1700000000)                                  // a removal
 * decodeSyncEntry({ c: 1, u: 'javascript:alert(1)', a: 0 })    // null
 */
export function decodeSyncEntry(input: unknown): SyncEntry | null {
  if (isClock(input)) return { clock: input, removed: true };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const item = input as Record<string, unknown>;
  const { c: clock, u: url, a: addedAt, n: name, i: interval, d: display, k: kind, x: others } = item;
  const added = addedAt ?? clock;
  if (!isClock(clock) || !isClock(added)) return null;
  if (typeof url !== 'string' || url.length > MAX_URL || !/^https?:\/\/[^\s/?#]/i.test(url)) return null;
  if (name !== undefined && (typeof name !== 'string' || name.length > MAX_NAME)) return null;
  if (interval !== undefined && !(Number.isInteger(interval) && (interval as number) >= 1 && (interval as number) <= MAX_INTERVAL)) return null;
  if (display !== undefined && display !== 'collapsed' && display !== 'entries') return null;
  if (kind !== undefined && (typeof kind !== 'string' || kind.length > 64)) return null;
  const extra: Record<string, JsonValue> = {};
  if (others !== undefined) {
    if (typeof others !== 'object' || others === null || Array.isArray(others)) return null;
    for (const [field, value] of Object.entries(others as Record<string, unknown>)) {
      if (isExtraField(field) && isJsonValue(value)) extra[field] = value;
    }
  }
  // `k` is the kind written short: antenna, feed or watched page.
  if (kind !== undefined) extra['kind'] = kind;
  return {
    clock,
    removed: false,
    value: {
      url,
      name: name ?? null,
      interval: (interval as number | undefined) ?? null,
      display: display ?? 'entries',
      added,
      extra,
    },
  };
}

function isClock(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
