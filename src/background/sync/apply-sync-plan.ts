import { newSubscription } from '../../core/new-subscription.ts';
import type { Settings } from '../../core/settings.ts';
import type { Subscription, SubscriptionId } from '../../core/subscription.ts';
import { syncKey, type SyncKey, type SyncApplyPlan, withSyncedSubscription, type SyncedSubscription, canonicalJson } from '../../core/sync/index.ts';
import type { JsonValue } from '../../core/json-value.ts';
import { normalizeSubscriptionUrl } from '../../http/normalize-subscription-url.ts';
import { readWatchOptions } from '../../messages/parse-message.ts';
import type { SyncDeps } from './sync-deps.ts';

/** What applying another device's changes did here. */
export interface AppliedSync {
  /** New subscriptions, to poll now. */
  readonly added: readonly SubscriptionId[];
  /** Subscriptions shown or checked another way now (display, a watched page's options), to read again in full. */
  readonly reread: readonly SubscriptionId[];
  /** Subscriptions that could not be added (their URL is not one this product follows). */
  readonly notAdded: readonly SyncKey[];
  /** Whether anything here changed. */
  readonly changed: boolean;
}

/**
 * Makes this device hold what the other devices changed, through the same store calls the
 * worker's own handlers make: an add becomes a subscription due at once, a removal removes
 * it with its records, a rename or interval updates the stored subscription (read afresh, so
 * a poll that ended meanwhile keeps its results). A URL is checked again as if typed here.
 */
export async function applySyncPlan(plan: SyncApplyPlan, deps: SyncDeps): Promise<AppliedSync> {
  const now = deps.now();
  const added: SubscriptionId[] = [];
  const reread: SubscriptionId[] = [];
  const notAdded: SyncKey[] = [];
  const removedUrls: string[] = [];
  let changed = false;

  for (const { key, value } of plan.add) {
    const checked = normalizeSubscriptionUrl(value.url);
    if (!checked.ok || syncKey(checked.id) !== key || !validChoices(value)) {
      notAdded.push(key);
      continue;
    }
    const held = await deps.store.getSubscription(checked.id);
    const next = withSyncedSubscription(held ?? { ...newSubscription({ id: checked.id, url: checked.url, interval: null }, now), added: value.added }, { ...value, url: checked.url });
    if (held) await deps.store.editSubscription(held.id, (stored) => withSyncedSubscription(stored, { ...value, url: checked.url }));
    else {
      await deps.store.putSubscription({ ...next, keepDisplay: true });
      added.push(checked.id);
    }
    changed = true;
  }

  for (const id of plan.remove) {
    const held = await deps.store.getSubscription(id);
    if (!held) continue;
    await deps.store.removeSubscription(id);
    removedUrls.push(held.url);
    changed = true;
  }

  for (const { id, value } of plan.update) {
    // Choices this version cannot check are not applied: the next sync sends this computer's own.
    if (!validChoices(value)) continue;
    const checked = normalizeSubscriptionUrl(value.url);
    let reading = false;
    const next = await deps.store.editSubscription(id, (held) => {
      const synced = withSyncedSubscription(held, { ...value, url: checked.ok && checked.id === id ? checked.url : held.url });
      const rewatched = canonicalJson((held.watch ?? null) as JsonValue) !== canonicalJson((synced.watch ?? null) as JsonValue);
      reading = synced.display !== held.display || rewatched;
      // As when the options are changed here: the next reading is a new baseline, not an update.
      return rewatched ? { ...synced, fingerprint: null, etag: null, lastModifiedHeader: null } : synced;
    });
    if (next !== undefined) {
      changed = true;
      if (reading) reread.push(id);
    }
  }

  if (Object.keys(plan.settings).length > 0) {
    // The store keeps only values a setting takes (`readSettings`): a bad one is dropped.
    await deps.store.setSettings(plan.settings as Partial<Settings>);
    changed = true;
  }
  if (plan.seenUpTo !== null) {
    await deps.store.setSeenWatermark(plan.seenUpTo, deps.now());
    changed = true;
  }

  if (removedUrls.length > 0) await releaseUnusedOrigins(removedUrls, await deps.store.listSubscriptions(), deps);
  return { added, reread, notAdded, changed };
}

/**
 * The fields another computer chose that this version knows how to check: a known kind, and
 * a watched page's options as the pages would send them, with an http(s) check address.
 */
function validChoices(value: SyncedSubscription): boolean {
  const { kind, watch } = value.extra;
  if (kind !== undefined && kind !== 'antenna' && kind !== 'page') return false;
  if (watch === undefined) return true;
  const read = readWatchOptions(watch);
  return read.ok && (read.value.checkedUrl === null || normalizeSubscriptionUrl(read.value.checkedUrl).ok);
}

/** As the options page does on a removal: host access goes back once no subscription uses the origin. */
async function releaseUnusedOrigins(urls: readonly string[], remaining: readonly Subscription[], deps: SyncDeps): Promise<void> {
  const origin = (url: string) => {
    const { protocol, hostname } = new URL(url);
    return `${protocol}//${hostname}`;
  };
  const used = new Set(remaining.map((s) => origin(s.url)));
  for (const url of urls) if (!used.has(origin(url))) await deps.releaseOrigin(url).catch(() => undefined);
}
