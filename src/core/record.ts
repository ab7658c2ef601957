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
 *   sourceUrl: 'http://amano.hauN.org/', method: null, expires: null,
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
  /** When the antenna last checked the site (Unix seconds): LIRS's freshness clock. */
  readonly lastDetected: number;
  /** The site's offset from UTC in seconds, or null when unknown. */
  readonly tzOffset: number | null;
  readonly contentLength: number | null;
  /** LIRS field 8 / hina-di `Virtual`: where the producer got the information. */
  readonly sourceUrl: string | null;
  /** hina-di `Method`, e.g. `REMOTE/GET/200`; for LIRS, tamatebako's method field. */
  readonly method: string | null;
  /** hina-di `Expires`/`Expire` (Unix seconds), null when absent. */
  readonly expires: number | null;
  /** LIRS fields past the ninth, in order (tamatebako writes five more). */
  readonly extension: readonly string[];
  /**
   * The producer's other fields, name → value, kept so a relay can write them back
   * (hina-di `X-*`, `Keyword`, `Authorized`, `Expire`, …; Atom/RSS ids).
   */
  readonly extra: Readonly<Record<string, string>>;
}

/** A record or block the decoder skipped, with the 1-based line it started on. */
export interface Rejection {
  readonly line: number;
  readonly reason: string;
}

export type AntennaFormat = 'lirs' | 'hina-di' | 'atom' | 'rss' | 'rdf';
