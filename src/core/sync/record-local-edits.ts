import { canonicalJson } from './canonical-json.ts';
import type { JsonValue } from '../json-value.ts';
import { defaultSettings } from '../settings.ts';
import type { SyncKey } from './sync-key.ts';
import type { SyncEntry, SyncModel, SyncRegister, SyncedSubscription } from './sync-model.ts';
import type { SyncView } from './synced-view.ts';

/**
 * Turns what changed on this device since the last sync into edits: `base` is the model as it
 * stood after the last sync (null before the first), `view` what the device holds now. A
 * subscription that differs from `base` is an edit, one that `base` has and the device no
 * longer has is a removal (a tombstone), each stamped later than the edit it replaces (and
 * no earlier than `now`), so it wins over what it replaces even on a device whose clock is
 * behind. A subscription `base` never saw is stamped with when it was added, so a removal
 * made elsewhere after that still wins. Before the first sync, settings count as edited only
 * where they differ from the defaults, and then weaker than any real edit: a new device
 * takes the settings the others already have.
 *
 * @example
 * recordLocalEdits(base, syncedView(subscriptions, settings, watermark, now), now)
 */
export function recordLocalEdits(base: SyncModel | null, view: SyncView, now: number): SyncModel {
  const subscriptions = new Map<SyncKey, SyncEntry>(base?.subscriptions ?? []);
  for (const [key, { value }] of view.subscriptions) {
    const held = subscriptions.get(key);
    if (held === undefined) subscriptions.set(key, { clock: Math.max(0, value.added), removed: false, value });
    else if (held.removed) subscriptions.set(key, { clock: after(held.clock, now), removed: false, value });
    else if (!sameSubscription(held.value, value)) {
      // When it was added is fixed at the first add: the list keeps its order everywhere.
      subscriptions.set(key, { clock: after(held.clock, now), removed: false, value: { ...value, added: held.value.added } });
    }
  }
  for (const [key, held] of base?.subscriptions ?? []) {
    if (!held.removed && !view.subscriptions.has(key)) subscriptions.set(key, { clock: after(held.clock, now), removed: true });
  }

  const settings = new Map<string, SyncRegister>(base?.settings ?? []);
  for (const [name, value] of view.settings) {
    const held = settings.get(name);
    if (held === undefined) settings.set(name, { clock: firstClock(name, value), value });
    else if (canonicalJson(held.value) !== canonicalJson(value)) settings.set(name, { clock: after(held.clock, now), value });
  }

  return { subscriptions, settings, seenUpTo: Math.max(base?.seenUpTo ?? 0, view.seenUpTo) };
}

/** An edit's time: now, or just after the edit it replaces if that one is stamped later. */
function after(previous: number, now: number): number {
  return Math.max(now, previous + 1);
}

/** Two values equal in everything the user can change (when it was added is not an edit). */
export function sameSubscription(a: SyncedSubscription, b: SyncedSubscription): boolean {
  return canonicalJson({ ...a, added: 0 } as unknown as JsonValue) === canonicalJson({ ...b, added: 0 } as unknown as JsonValue);
}

/** A setting not yet in the model: a changed one beats a default, any real edit beats both. */
function firstClock(name: string, value: JsonValue): number {
  const fallback = (defaultSettings as Record<string, unknown>)[name];
  return fallback === value ? 0 : 1;
}
