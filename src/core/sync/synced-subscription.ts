import { isJsonValue, type JsonValue } from '../json-value.ts';
import type { Subscription } from '../subscription.ts';
import type { SyncedSubscription } from './sync-model.ts';

/** Fields with a place of their own in `SyncedSubscription`. */
const MAPPED = new Set(['url', 'title', 'interval', 'display', 'added']);

/**
 * What a poll found or derived, which each device works out for itself and never syncs. A
 * field added to `Subscription` later syncs unless it is named here or its name says it is
 * poll state (see `isPollState`).
 */
export const LOCAL_ONLY_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'format',
  'encoding',
  'etag',
  'lastModifiedHeader',
  'contentHash',
  'lastCheck',
  'lastSuccess',
  'lastError',
  'consecutiveFailures',
  'nextDue',
  'recordCount',
  'rejectedCount',
  'processedArchives',
  'historyWarning',
  'pendingArchive',
  'fingerprint',
  'keepDisplay',
]);

/**
 * A field name that reads as poll state rather than a choice: `lastChange`, `nextCheck`,
 * `pendingPage`, `processedPages`, `snapshotHash`, `entryCount`, `etagHeader`,
 * `fetchError`, `historyWarning`.
 */
export function isPollState(name: string): boolean {
  return /^(last|next|pending|processed)[A-Z]/.test(name) || /(Hash|Count|Header|Error|Warning)$/.test(name);
}

/**
 * Whether a field other than the mapped ones may travel: a plain name (no `__proto__`, no
 * symbols), not poll state.
 */
export function isExtraField(name: string): boolean {
  return /^[A-Za-z][A-Za-z0-9]{0,63}$/.test(name) && !MAPPED.has(name) && !LOCAL_ONLY_FIELDS.has(name) && !isPollState(name);
}

/**
 * The part of a subscription that follows the user: URL, name, interval, display, when it was
 * added, and any other field that is the user's choice and plain JSON (its kind, a watched
 * page's markers and check address), taken generically so that fields added later sync
 * without a change here.
 *
 * @example
 * syncedSubscription({ ...subscription, title: 'ひやの日記', etag: '"abc"', kind: 'page' })
 * // { url, name: 'ひやの日記', interval: null, display: 'entries', added, extra: { kind: 'page' } }
 */
export function syncedSubscription(subscription: Subscription): SyncedSubscription {
  const extra: Record<string, JsonValue> = {};
  for (const [name, value] of Object.entries(subscription)) {
    if (value !== undefined && isExtraField(name) && isJsonValue(value)) extra[name] = value;
  }
  return {
    url: subscription.url,
    name: subscription.title,
    interval: subscription.interval,
    display: subscription.display,
    added: subscription.added,
    extra,
  };
}

/**
 * `local` with the synced fields of `value` applied: name, interval, display and every extra
 * field; an extra field that `value` no longer has is dropped. The URL is taken as well (its
 * id is the same: the caller matched them). When the display changes, the feed is read again
 * in full, as when the user changes it here.
 */
export function withSyncedSubscription(local: Subscription, value: SyncedSubscription): Subscription {
  const kept = Object.fromEntries(Object.entries(local).filter(([name]) => !isExtraField(name)));
  const next = { ...kept, ...value.extra } as unknown as Subscription;
  const redisplay = value.display !== local.display;
  return {
    ...next,
    url: value.url,
    title: value.name,
    interval: value.interval,
    display: value.display,
    ...(redisplay ? forgetUnchanged : {}),
  };
}

/** Shown another way, a feed is read again in full: forget what made it "unchanged". */
export const forgetUnchanged = {
  etag: null,
  lastModifiedHeader: null,
  contentHash: null,
  processedArchives: [],
  pendingArchive: null,
} as const satisfies Partial<Subscription>;
