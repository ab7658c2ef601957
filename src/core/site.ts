import type { AntennaRecord } from './record.ts';
import type { SubscriptionId } from './subscription.ts';

/**
 * One row of the merged antenna: the same site reported by several antennas is one site.
 * `record` is the record that reports the newest update, taken whole (hina-di §12: fields
 * from different sources are never mixed); `sources` lists every subscription that reported
 * it, and `checked` is the newest check any of them made.
 */
export interface Site {
  /** Normalized URL (host lower-cased, path kept): see `normalizeUrl`. */
  readonly key: string;
  readonly record: AntennaRecord;
  /** The subscription whose record won. */
  readonly from: SubscriptionId;
  readonly sources: readonly SubscriptionId[];
  /**
   * The newest Last-Detected among every source's record (Unix seconds): the site is as fresh
   * as the last antenna that looked at it. Absent on rows stored before it was kept: then the
   * record's own Last-Detected (see `siteChecked`).
   */
  readonly checked?: number;
  /**
   * When this reader learned of the site's current update (Unix seconds, the reader's clock;
   * see `learnedAt`); 0 when it came with an antenna's first read, too old to be news. Absent
   * on rows stored before it was kept: then the record's lastModified.
   */
  readonly learned?: number;
}
