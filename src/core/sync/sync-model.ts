import type { JsonValue } from '../json-value.ts';
import type { DisplayMode } from '../subscription.ts';
import type { SyncKey } from './sync-key.ts';

/**
 * What one subscription carries to the user's other devices: where it is and how the user
 * wants it, never what a poll found (records, history, schedule and errors stay on each
 * device, which polls for itself).
 */
export interface SyncedSubscription {
  readonly url: string;
  /** The name shown (the user's, or the feed's title), or null for "show the host". */
  readonly name: string | null;
  /** Poll interval in seconds, or null for the default setting. */
  readonly interval: number | null;
  readonly display: DisplayMode;
  /** Unix seconds when it was first added (orders the list, and who stays local past the quota). */
  readonly added: number;
  /**
   * Every other field of the subscription that is the user's choice rather than poll state
   * (its kind, a watched page's markers and check URL, …), carried as it is.
   */
  readonly extra: { readonly [name: string]: JsonValue };
}

/**
 * One subscription's last edit: its value, or a removal (a tombstone, so that a device that
 * was offline does not bring it back). `clock` is when the edit was made, in Unix seconds,
 * and always later than the edit it replaced: the later edit wins.
 */
export type SyncEntry =
  | { readonly clock: number; readonly removed: false; readonly value: SyncedSubscription }
  | { readonly clock: number; readonly removed: true };

/** One setting's last edit. */
export interface SyncRegister {
  readonly clock: number;
  readonly value: JsonValue;
}

/** Everything that follows the user across devices, with when each part was last edited. */
export interface SyncModel {
  readonly subscriptions: ReadonlyMap<SyncKey, SyncEntry>;
  /** Per setting, so that two devices changing two different settings keep both. */
  readonly settings: ReadonlyMap<string, SyncRegister>;
  /** Unix seconds: every site modified up to then has been seen ("mark all seen"); only grows. */
  readonly seenUpTo: number;
}

export const emptySyncModel: SyncModel = { subscriptions: new Map(), settings: new Map(), seenUpTo: 0 };
