import { canonicalJson } from './canonical-json.ts';
import type { JsonValue } from '../json-value.ts';
import type { SyncEntry, SyncModel, SyncRegister } from './sync-model.ts';

/**
 * Merges what two devices know, per subscription and per setting: the later edit wins; at
 * the same second a removal wins over a value, and between two values the one whose JSON
 * sorts last (any fixed rule would do — it only has to be the same on every device). "Seen up
 * to" takes the later time. Merging is commutative, associative and idempotent, so devices
 * that have exchanged everything hold the same model whatever the order; a subscription
 * disappears only where a removal at least as late as its last edit exists.
 *
 * @example
 * mergeSyncModels(here, there) // per key, the entry with the later clock
 */
export function mergeSyncModels(a: SyncModel, b: SyncModel): SyncModel {
  return {
    subscriptions: mergeMaps(a.subscriptions, b.subscriptions, laterEntry),
    settings: mergeMaps(a.settings, b.settings, laterRegister),
    seenUpTo: Math.max(a.seenUpTo, b.seenUpTo),
  };
}

function mergeMaps<K, V>(a: ReadonlyMap<K, V>, b: ReadonlyMap<K, V>, later: (x: V, y: V) => V): Map<K, V> {
  const merged = new Map(a);
  for (const [key, value] of b) {
    const held = merged.get(key);
    merged.set(key, held === undefined ? value : later(held, value));
  }
  return merged;
}

/** The later of two edits of one subscription (a total order, so the merge is a lattice join). */
export function laterEntry(x: SyncEntry, y: SyncEntry): SyncEntry {
  if (x.clock !== y.clock) return x.clock > y.clock ? x : y;
  if (x.removed || y.removed) return x.removed ? x : y;
  return canonicalJson(x.value as unknown as JsonValue) >= canonicalJson(y.value as unknown as JsonValue) ? x : y;
}

function laterRegister(x: SyncRegister, y: SyncRegister): SyncRegister {
  if (x.clock !== y.clock) return x.clock > y.clock ? x : y;
  return canonicalJson(x.value) >= canonicalJson(y.value) ? x : y;
}
