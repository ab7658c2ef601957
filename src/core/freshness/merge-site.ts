import type { AntennaRecord } from '../record.ts';
import type { Site } from '../site.ts';
import type { SubscriptionId } from '../subscription.ts';

/** One subscription's report of a site, as merge sees it. */
export interface MergeCandidate {
  readonly subscriptionId: SubscriptionId;
  readonly record: AntennaRecord;
}

/**
 * Merges every subscription's report of one site into the site's row. The newest word wins:
 * the record reporting the newest update (`lastModified`) is the row's, taken whole — hina-di
 * §12: fields from different sources are never mixed — so an antenna that checked later but
 * missed the change does not hide it. Ties go to the newest `lastDetected`, then to the
 * smallest subscription id, so the result never depends on the order the candidates arrive
 * in. The row's freshness (`checked`) is the newest check any antenna made.
 *
 * @example
 * mergeSite('http://a.example/', [
 *   { subscriptionId: s1, record: { ...r, lastModified: 200, lastDetected: 300 } },
 *   { subscriptionId: s2, record: { ...r, lastModified: 100, lastDetected: 900 } },
 * ]) // → { key: 'http://a.example/', from: s1, sources: [s1, s2], checked: 900, record: <s1's record> }
 */
export function mergeSite(key: string, candidates: readonly MergeCandidate[]): Site | null {
  let winner: MergeCandidate | undefined;
  let checked: number | null = null;
  for (const candidate of candidates) {
    if (winner === undefined || beats(candidate, winner)) winner = candidate;
    const detected = candidate.record.lastDetected;
    if (detected !== null && (checked === null || detected > checked)) checked = detected;
  }
  if (winner === undefined) return null;
  const sources = [...new Set(candidates.map((c) => c.subscriptionId))].sort(compareIds);
  const site = { key, record: winner.record, from: winner.subscriptionId, sources };
  // No source said when it checked (records not yet through `detectedAt`): nothing to add.
  return checked === null ? site : { ...site, checked };
}

function beats(a: MergeCandidate, b: MergeCandidate): boolean {
  if (a.record.lastModified !== b.record.lastModified) return a.record.lastModified > b.record.lastModified;
  if (a.record.lastDetected !== b.record.lastDetected) {
    return (a.record.lastDetected ?? -Infinity) > (b.record.lastDetected ?? -Infinity);
  }
  return compareIds(a.subscriptionId, b.subscriptionId) < 0;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
