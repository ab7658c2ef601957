import type { PollError } from './poll-error.ts';
import type { AntennaFormat } from './record.ts';

export type { PollError } from './poll-error.ts';

/** A subscription's id is its normalized antenna URL. */
export type SubscriptionId = string & { readonly brand: 'SubscriptionId' };

/** How a feed's entries become rows: each entry a site (antenna), or the feed as one site. */
export type DisplayMode = 'entries' | 'collapsed';

/** One antenna URL the user follows, with everything the poller needs to be polite. */
export interface Subscription {
  readonly id: SubscriptionId;
  /** The URL as the user gave it (after http/https check). */
  readonly url: string;
  /** Title from the feed, or null (the UI then shows the host). */
  readonly title: string | null;
  readonly format: AntennaFormat | null;
  readonly encoding: string | null;
  /** Per-subscription poll interval in seconds, or null for the default setting. */
  readonly interval: number | null;
  readonly etag: string | null;
  readonly lastModifiedHeader: string | null;
  /** SHA-256 hex of the last body decoded, so an unchanged body writes nothing. */
  readonly contentHash: string | null;
  /** Unix seconds of the last attempt (any outcome). */
  readonly lastCheck: number | null;
  /** Unix seconds of the last successful fetch (200 or 304). */
  readonly lastSuccess: number | null;
  readonly lastError: PollError | null;
  readonly consecutiveFailures: number;
  /** Unix seconds when it is next due. */
  readonly nextDue: number;
  readonly recordCount: number;
  /** Records the last decode skipped, with reasons, for the options page. */
  readonly rejectedCount: number;
  /** Unix seconds when added. */
  readonly added: number;
  readonly display: DisplayMode;
  /** RFC 5005: archive document URLs already processed (never fetched again). */
  readonly processedArchives: readonly string[];
  /**
   * RFC 5005 §4.2: why the feed's history may be incomplete (kinds `history-missing`,
   * `history-bound`, `history-loop`, `history-more-pages`, localized like poll errors), or null.
   */
  readonly historyWarning: PollError | null;
  /** RFC 5005 §4: the archive to go on from when the last poll stopped at its bound. */
  readonly pendingArchive?: string | null;
}
