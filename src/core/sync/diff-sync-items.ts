import { canonicalJson } from './canonical-json.ts';
import type { JsonValue } from '../json-value.ts';
import { isOwnSyncItem } from './sync-items.ts';

/** The writes that turn the items in `storage.sync` into the wanted ones. */
export interface SyncItemsDiff {
  /** Items new or changed. */
  readonly set: Readonly<Record<string, JsonValue>>;
  /** This product's items no longer wanted (keys of others are never touched). */
  readonly remove: readonly string[];
}

/**
 * Only what changed: an item whose value is the same as the stored one (keys in any order)
 * is not written again, so the write quotas go to real edits.
 *
 * @example
 * diffSyncItems({ v: 1, s1: 5 }, { v: 1, s2: 7 }) // { set: { s2: 7 }, remove: ['s1'] }
 */
export function diffSyncItems(current: Readonly<Record<string, unknown>>, wanted: Readonly<Record<string, JsonValue>>): SyncItemsDiff {
  const set: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(wanted)) {
    const held = Object.hasOwn(current, key) ? current[key] : undefined;
    // What storage.sync gives back is JSON already: it only needs its keys put in order.
    if (held === undefined || canonicalJson(held as JsonValue) !== canonicalJson(value)) set[key] = value;
  }
  const remove = Object.keys(current).filter((key) => isOwnSyncItem(key) && !Object.hasOwn(wanted, key));
  return { set, remove };
}

/** Whether the diff writes nothing. */
export function isEmptyDiff(diff: SyncItemsDiff): boolean {
  return diff.remove.length === 0 && Object.keys(diff.set).length === 0;
}
