import type { AntennaRecord } from '../record.ts';

/**
 * The `extra` field that marks a record whose `lastModified` is when this reader first saw
 * it, not a time its antenna gave: a feed entry with no date, or one no reader can make out.
 */
export const FIRST_SEEN = 'firstSeen';

/**
 * Whether a record's update time is the time this reader first saw it.
 *
 * @example
 * isFirstSeen({ extra: { firstSeen: 'true' } }) // true
 * isFirstSeen({ extra: {} })                    // false
 */
export function isFirstSeen(record: Pick<AntennaRecord, 'extra'>): boolean {
  return record.extra[FIRST_SEEN] === 'true';
}

/**
 * The records with each first-seen time carried over from the record stored for the same
 * entry (`identity`), so an undated entry keeps the time it was first seen, poll after poll,
 * instead of jumping to each poll's time. A stored record that had a real time gives it back,
 * unmarked. Records with times of their own, and entries seen for the first time, come back as
 * they are.
 *
 * @example
 * keepFirstSeen([{ ...entry, lastModified: 1700000600, extra: { id: 'a', firstSeen: 'true' } }],
 *   [{ ...entry, lastModified: 1700000000, extra: { id: 'a', firstSeen: 'true' } }], (r) => r.extra.id)
 * // [{ …, lastModified: 1700000000, … }]
 */
export function keepFirstSeen(
  records: readonly AntennaRecord[],
  stored: readonly AntennaRecord[],
  identity: (record: AntennaRecord) => string,
): AntennaRecord[] {
  if (stored.length === 0 || !records.some(isFirstSeen)) return [...records];
  const before = new Map(stored.map((record): [string, AntennaRecord] => [identity(record), record]));
  return records.map((record) => {
    const held = isFirstSeen(record) ? before.get(identity(record)) : undefined;
    if (held === undefined) return record;
    const { [FIRST_SEEN]: _seen, ...extra } = record.extra;
    return {
      ...record,
      lastModified: held.lastModified,
      tzOffset: held.tzOffset,
      extra: isFirstSeen(held) ? record.extra : extra,
    };
  });
}
