import type { AntennaRecord } from '../record.ts';

/**
 * Whether two records say the same thing, compared structurally over every field (so a field
 * added to the model later is compared too). A re-read of an unchanged antenna gives equal
 * records, and the store skips writing them.
 *
 * @example
 * sameRecord(record, { ...record })                                        // true
 * sameRecord(record, { ...record, lastDetected: record.lastDetected + 1 }) // false
 */
export function sameRecord(a: AntennaRecord, b: AntennaRecord): boolean {
  return sameValue(a, b);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((k) => Object.hasOwn(right, k) && sameValue(left[k], right[k]))
  );
}
