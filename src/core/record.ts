import type { PageDiff } from './watch/index.ts';
import type { RejectionKind } from './rejections/index.ts';

/**
 * One site's update as an antenna reports it. Every format (LIRS, hina-di, Atom, RSS)
 * decodes to this one model, so merge, store and UI never look at a format again.
 *
 * Times are Unix seconds (UTC). `tzOffset` is the site's offset from UTC in seconds
 * (`32400` for Japan): LIRS's time-difference field, or the offset of a date written with a
 * numeric zone or `JST`; null when the producer did not say.
 *
 * @example
 * const record: AntennaRecord = {
 *   url: 'http://hiya.ouchi.to/n/', title: 'Tadayo Memories', author: 'Hiya',
 *   lastModified: 938779260, lastDetected: 938781002, tzOffset: 32400, contentLength: 49383,
 *   sourceUrl: 'http://amano.hauN.org/', checkedUrl: null, method: null, expires: null,
 *   extension: ['blah blah'], extra: {},
 * };
 */
export interface AntennaRecord {
  /** The site's URL as the antenna wrote it (http: or https:). */
  readonly url: string;
  readonly title: string | null;
  readonly author: string | null;
  /** When the site last changed (Unix seconds). */
  readonly lastModified: number;
  /**
   * When the antenna last checked the site (Unix seconds): LIRS's freshness clock, hina-di's
   * `Last-Modified-Detected`. Null when the file does not say (a hina-di block without
   * `Last-Modified-Detected`, a hina.txt line): `detectedAt` in `core` works out the time
   * from the block's or file's `Date`, else the time of the poll, before a record is kept.
   */
  readonly lastDetected: number | null;
  /** The site's offset from UTC in seconds, or null when unknown. */
  readonly tzOffset: number | null;
  readonly contentLength: number | null;
  /**
   * The antenna that obtained the record: LIRS field 8, hina-di `Authorized-url` (§5.16).
   * Every producer writes its own address there.
   */
  readonly sourceUrl: string | null;
  /**
   * The page the antenna checked instead of `url` (a diary's latest page): hina-di `Virtual`
   * (§5.5), the check URL tamatebako and rAntenna write in the LIRS field after the source URL.
   */
  readonly checkedUrl: string | null;
  /** hina-di `Method`, e.g. `REMOTE/GET/200`; for LIRS, tamatebako's method field (`REMOTE` for a record it relayed). */
  readonly method: string | null;
  /** hina-di `Expires`/`Expire` (Unix seconds), null when absent. */
  readonly expires: number | null;
  /** LIRS fields past the source URL, in order (rAntenna writes one more, tamatebako five). */
  readonly extension: readonly string[];
  /**
   * The producer's other fields, name → value, kept so a relay can write them back
   * (hina-di `X-*`, `Keyword`, `Authorized`, `Expire`, …; Atom/RSS ids).
   */
  readonly extra: Readonly<Record<string, string>>;
  /** A watched page's last change as the extension saw it (`checkPage`); absent for what an antenna reports. */
  readonly change?: PageDiff;
}

/**
 * Why a decoder skipped a record or block: its kind, the values its sentence names (an
 * excerpt of the line, a count, a field's name), and that sentence in English, which the CLI
 * prints. The pages show `rejection_<kind>` filled with `params` instead, in the user's language.
 */
export interface RejectionCause {
  readonly kind: RejectionKind;
  readonly params: readonly string[];
  /** `rejectionReason(kind, params)`: 'too few fields: 3, where a record needs at least 5'. */
  readonly reason: string;
}

/** A record or block the decoder skipped, with the 1-based line it started on. */
export interface Rejection extends RejectionCause {
  readonly line: number;
}

export type AntennaFormat = 'lirs' | 'hina-di' | 'hina-txt' | 'atom' | 'rss' | 'rdf';
