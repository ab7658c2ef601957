import type { PollError } from './poll/index.ts';
import type { AntennaFormat } from './record.ts';

export type { PollError } from './poll/index.ts';

/** A subscription's id is its normalized antenna URL. */
export type SubscriptionId = string & { readonly brand: 'SubscriptionId' };

/** How a feed's entries become rows: each entry a site (antenna), or the feed as one site. */
export type DisplayMode = 'entries' | 'collapsed';

/**
 * What a subscription follows: an antenna or feed file (its records are the sites it lists),
 * or a web page the extension checks itself, as the antennas of the time did (one record:
 * the page).
 */
export type SubscriptionKind = 'antenna' | 'page';

/** How a watched page is checked: the user's choices. */
export interface WatchOptions {
  /**
   * Only the page's source between these is compared (tamatebako's KEYWORD check); null
   * reads from the start, or to the end.
   */
  readonly startMarker: string | null;
  readonly endMarker: string | null;
  /** The address fetched instead of `url` (hina-di `Virtual`: a diary's latest page), or null. */
  readonly checkedUrl: string | null;
  /**
   * Lines containing one of these are not compared (Hatena Antenna's 更新無視文字列: a
   * calendar, "today's pick", an ad line); absent on options saved before: none.
   */
  readonly ignoreLines?: readonly string[];
}

/** The most "ignore lines containing…" strings a watched page has. */
export const MAX_IGNORE_LINES = 20;

/**
 * A watched page's last fingerprint: the SHA-256 hex of its text with the noise masked, and
 * the moment it was taken (the "today" its dates were masked for).
 */
export interface PageFingerprint {
  readonly hash: string;
  /** Unix seconds. */
  readonly at: number;
}

/** One antenna URL the user follows, with everything the poller needs to be polite. */
export interface Subscription {
  readonly id: SubscriptionId;
  /** The URL as the user gave it (after http/https check). */
  readonly url: string;
  /**
   * The antenna's own title, kept up to date from the file where its format has one (hina-di,
   * Atom, RSS); until then, or for a LIRS file, the text of the link it was found by; or null.
   */
  readonly title: string | null;
  /**
   * The user's own name for the antenna, set on the options page; it stands whatever the
   * file's title becomes. Null or absent: none (see `antennaName`).
   */
  readonly name?: string | null;
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
  /** What it follows; absent on subscriptions stored before pages could be watched: an antenna. */
  readonly kind?: SubscriptionKind;
  /** A watched page's options (kind `page`). */
  readonly watch?: WatchOptions;
  /** A watched page's last fingerprint (kind `page`), null before the first read. */
  readonly fingerprint?: PageFingerprint | null;
  /**
   * The display was chosen on another computer (it arrived through sync): the first read keeps
   * it instead of choosing one, so that choice is not undone here.
   */
  readonly keepDisplay?: boolean;
  /**
   * When its updates happened (Unix seconds, ascending, the newest 200): what the learned
   * schedule learns from (`recordChange`). Absent before the first change seen.
   */
  readonly lastChanges?: readonly number[];
  /** The user switched this subscription back to the fixed interval from the learned schedule. */
  readonly fixedSchedule?: boolean;
}
