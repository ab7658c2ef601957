import type { AntennaRecord } from './record.ts';
import type { SubscriptionId } from './subscription.ts';

/**
 * One row of the merged antenna: the same site reported by several antennas is one site.
 * `record` is the newest-Last-Detected record, taken whole (hina-di §12: fields from
 * different sources are never mixed); `sources` lists every subscription that reported it.
 */
export interface Site {
  /** Normalized URL (host lower-cased, path kept): see `normalizeUrl`. */
  readonly key: string;
  readonly record: AntennaRecord;
  /** The subscription whose record won. */
  readonly from: SubscriptionId;
  readonly sources: readonly SubscriptionId[];
}
