// What storage.sync holds after a diff is written (for the sync tests; never shipped).
import type { JsonValue } from '../../src/core/json-value.ts';
import type { SyncItemsDiff } from '../../src/core/sync/diff-sync-items.ts';

export function applyDiff(current: Readonly<Record<string, unknown>>, diff: SyncItemsDiff): Record<string, JsonValue> {
  const next = { ...(current as Record<string, JsonValue>), ...diff.set };
  for (const key of diff.remove) delete next[key];
  return next;
}
