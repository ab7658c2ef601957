import type { AntennaRecord } from '../core/record.ts';

/** An entry's identity across documents: `atom:id` / `guid` (kept in `extra.id`), else its link. */
export function entryId(record: AntennaRecord): string {
  return record.extra['id'] ?? record.url;
}

/**
 * Rebuilds a feed from its documents (RFC 5005 §4): duplicates by id, the most recently
 * updated entry wins, ties go to the most recently updated document. `documents` come newest
 * first (the feed document, then its archives back in time, then what was stored before).
 *
 * @example
 * combineFeedDocuments([[a2], [a1, b1]]) // [a2, b1] when a2 and a1 share an id
 */
export function combineFeedDocuments(documents: readonly (readonly AntennaRecord[])[]): AntennaRecord[] {
  const chosen = new Map<string, AntennaRecord>();
  for (const records of documents) {
    for (const record of records) {
      const id = entryId(record);
      const held = chosen.get(id);
      // Strictly newer only: on a tie the earlier (more recent) document keeps its entry.
      if (!held || record.lastModified > held.lastModified) chosen.set(id, record);
    }
  }
  return [...chosen.values()];
}
