import type { PollErrorKind } from '../core/poll/index.ts';
import type { AntennaRecord, Rejection, AntennaFormat } from '../core/record.ts';
import type { Settings } from '../core/settings.ts';
import type { DisplayMode, Subscription, SubscriptionId, WatchOptions } from '../core/subscription.ts';

/** One site to mark, at the update (its lastModified) the user was shown. */
export interface SiteMarkRequest {
  readonly key: string;
  readonly lastModified: number;
}

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

/** One antenna of a bulk add (an import): its URL and what the import file said of it. */
export interface AddEntry {
  readonly url: string;
  readonly interval?: number | null;
  readonly display?: DisplayMode;
  readonly title?: string | null;
}

/** What a bulk add did: the subscriptions stored, and each entry refused with why. */
export interface AddSubscriptionsResult {
  readonly added: readonly Subscription[];
  readonly failed: readonly {
    readonly url: string;
    readonly error: string;
    readonly kind: PollErrorKind;
    readonly params: readonly string[];
  }[];
}

/** A poll running in the worker now. */
export interface CheckingPoll {
  readonly id: SubscriptionId;
  /** Requests waiting on it: the one that started it, and each that joined it. */
  readonly requests: number;
  /** It is decoding its file; the worker answers messages between slices of that work. */
  readonly decoding: boolean;
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
  /** A "seen up to" time another computer wrote ahead of this computer's clock, which was not applied; null when none. */
  readonly ignoredSeenUpTo?: number | null;
}

export interface WorkerStatus {
  readonly polling: boolean;
  readonly subscriptions: readonly Subscription[];
  readonly lastRun: CheckSummary | null;
  /** The polls running now, one per subscription at most. */
  readonly checking?: readonly CheckingPoll[];
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
    request: {
      kind: 'add-subscription';
      url: string;
      interval?: number | null;
      /** The link text the antenna was found by (or an import's title): its title until the file gives one. */
      title?: string | null;
      /** The user's own name for it (an import's). */
      name?: string | null;
    };
    response: Subscription;
  };
  /**
   * Many antennas at once (an import): stored in one write and answered at once; their first
   * polls run afterwards, as every poll does (four at a time, one per host).
   */
  'add-subscriptions': {
    request: { kind: 'add-subscriptions'; entries: readonly AddEntry[] };
    response: AddSubscriptionsResult;
  };
  'remove-subscription': { request: { kind: 'remove-subscription'; id: SubscriptionId }; response: null };
  'update-subscription': {
    request: {
      kind: 'update-subscription';
      id: SubscriptionId;
      /** `name`: the user's own name for the antenna; null or blank clears it. */
      patch: { interval?: number | null; display?: DisplayMode; title?: string | null; name?: string | null; fixedSchedule?: boolean };
    };
    response: Subscription;
  };
  'check-now': { request: { kind: 'check-now'; id?: SubscriptionId }; response: CheckSummary };
  'mark-seen': { request: { kind: 'mark-seen'; key: string; lastModified: number }; response: null };
  'mark-all-seen': { request: { kind: 'mark-all-seen' }; response: null };
  /** Marks sites seen (without opening them) or unseen, each at the update the user was shown. */
  'mark-sites': { request: { kind: 'mark-sites'; sites: readonly SiteMarkRequest[]; seen: boolean }; response: null };
  /** Watch a web page directly (it links to no antenna or feed); checked at once. */
  'watch-page': {
    request: { kind: 'watch-page'; url: string; watch: WatchOptions; interval?: number | null };
    response: Subscription;
  };
  /** Change how a watched page is checked (markers, check address, ignored lines); checked again at once. */
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
