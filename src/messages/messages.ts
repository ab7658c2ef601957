import type { PollErrorKind } from '../core/poll-error.ts';
import type { AntennaRecord, Rejection, AntennaFormat } from '../core/record.ts';
import type { Settings } from '../core/settings.ts';
import type { DisplayMode, Subscription, SubscriptionId, WatchOptions } from '../core/subscription.ts';

/** What `check-now` and a poll run report back. */
export interface CheckSummary {
  readonly checked: number;
  readonly changed: number;
  readonly unchanged: number;
  readonly failed: number;
}

/** The preview the options page shows before subscribing. */
export interface AntennaPreview {
  readonly url: string;
  readonly format: AntennaFormat;
  readonly encoding: string;
  readonly title: string | null;
  readonly siteCount: number;
  readonly newest: readonly AntennaRecord[];
  readonly rejected: readonly Rejection[];
}

/** A page that is not a feed, with the feeds it links to. */
export interface FeedChoices {
  readonly url: string;
  readonly choices: readonly { readonly url: string; readonly title: string | null }[];
  /** The page itself, which can be watched directly: its `<title>`. */
  readonly page?: { readonly title: string | null };
}

/** Why subscriptions are not syncing right now (everything keeps working on this device). */
export interface SyncProblem {
  /**
   * `unavailable`: the browser has no `storage.sync` or it failed; `quota`: the browser
   * refused a write for its quota; `newer-format`: another device runs a newer version.
   */
  readonly kind: 'unavailable' | 'quota' | 'newer-format';
  /** The browser's own words, for the curious. */
  readonly message: string;
}

/** Syncing through the browser's account, as the options page shows it. */
export interface SyncStatus {
  /** The browser offers `storage.sync`. */
  readonly available: boolean;
  /** The user's switch (on unless turned off). */
  readonly enabled: boolean;
  /** Unix seconds of the last sync that read and wrote everything, or null. */
  readonly lastSynced: number | null;
  readonly problem: SyncProblem | null;
  /** Subscriptions that did not fit in the browser's sync storage: they stay on this device. */
  readonly localOnly: readonly { readonly id: SubscriptionId; readonly url: string; readonly title: string | null }[];
}

export interface WorkerStatus {
  readonly polling: boolean;
  readonly subscriptions: readonly Subscription[];
  readonly lastRun: CheckSummary | null;
}

/**
 * Every message the popup and options page send to the worker, with the answer each gets.
 * The worker validates each message on receipt (`parseMessage`); a malformed one gets
 * `{ok: false, error}` and never reaches a handler.
 */
export interface MessageMap {
  status: { request: { kind: 'status' }; response: WorkerStatus };
  preview: { request: { kind: 'preview'; url: string }; response: AntennaPreview | FeedChoices };
  'add-subscription': {
    request: { kind: 'add-subscription'; url: string; interval?: number | null };
    response: Subscription;
  };
  'remove-subscription': { request: { kind: 'remove-subscription'; id: SubscriptionId }; response: null };
  'update-subscription': {
    request: {
      kind: 'update-subscription';
      id: SubscriptionId;
      patch: { interval?: number | null; display?: DisplayMode; title?: string | null };
    };
    response: Subscription;
  };
  'check-now': { request: { kind: 'check-now'; id?: SubscriptionId }; response: CheckSummary };
  'mark-seen': { request: { kind: 'mark-seen'; key: string; lastModified: number }; response: null };
  'mark-all-seen': { request: { kind: 'mark-all-seen' }; response: null };
  /** Watch a web page directly (it links to no antenna or feed); checked at once. */
  'watch-page': {
    request: { kind: 'watch-page'; url: string; watch: WatchOptions; interval?: number | null };
    response: Subscription;
  };
  /** Change how a watched page is checked (markers, check address); checked again at once. */
  'watch-update': { request: { kind: 'watch-update'; id: SubscriptionId; watch: WatchOptions }; response: Subscription };
  /** The options page changes settings: the worker writes them and repaints the badge. */
  'update-settings': { request: { kind: 'update-settings'; patch: Partial<Settings> }; response: Settings };
  /** Whether subscriptions sync, when they last did, and what stays on this device. */
  'sync-status': { request: { kind: 'sync-status' }; response: SyncStatus };
  /** The options page's sync switch. */
  'sync-set-enabled': { request: { kind: 'sync-set-enabled'; enabled: boolean }; response: SyncStatus };
}

export type MessageKind = keyof MessageMap;
export type Message = MessageMap[MessageKind]['request'];
/**
 * The worker's answer. An error carries an English sentence and, when it has one, the kind
 * and values of its localized message (`error_<kind>`, as for `PollError`).
 */
export type Reply<K extends MessageKind> =
  | { readonly ok: true; readonly value: MessageMap[K]['response'] }
  | { readonly ok: false; readonly error: string; readonly kind?: PollErrorKind; readonly params?: readonly string[] };
