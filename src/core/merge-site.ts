import type { AntennaRecord } from './record.ts';
import type { Site } from './site.ts';
import type { SubscriptionId } from './subscription.ts';

/** One subscription's report of a site, as merge sees it. */
export interface MergeCandidate {
  readonly subscriptionId: SubscriptionId;
  readonly record: AntennaRecord;
}

/**
 * Merges every subscription's report of one site into the site's row. The record with the
 * newest `lastDetected` wins whole — hina-di §12: fields from different sources are never
 * mixed. Ties go to the newest `lastModified`, then to the smallest subscription id, so the
 * result never depends on the order the candidates arrive in.
 *
 * @example
 * mergeSite('http://a.example/', [
 *   { subscriptionId: s1, record: { ...r, lastDetected: 100 } },
 *   { subscriptionId: s2, record: { ...r, lastDetected: 200 } },
 * ]) // → { key: 'http://a.example/', from: s2, sources: [s1, s2], record: <s2's record> }
 */
export function mergeSite(key: string, candidates: readonly MergeCandidate[]): Site | null {
  let winner: MergeCandidate | undefined;
  for (const candidate of candidates) {
    if (winner === undefined || beats(candidate, winner)) winner = candidate;
  }
  if (winner === undefined) return null;
  const sources = [...new Set(candidates.map((c) => c.subscriptionId))].sort(compareIds);
  return { key, record: winner.record, from: winner.subscriptionId, sources };
}

function beats(a: MergeCandidate, b: MergeCandidate): boolean {
  if (a.record.lastDetected !== b.record.lastDetected) {
    return (a.record.lastDetected ?? -Infinity) > (b.record.lastDetected ?? -Infinity);
  }
  if (a.record.lastModified !== b.record.lastModified) return a.record.lastModified > b.record.lastModified;
  return compareIds(a.subscriptionId, b.subscriptionId) < 0;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
