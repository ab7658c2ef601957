import { normalizeUrl } from '../../http/normalize-url.ts';
import type { AntennaRecord } from '../../core/record.ts';

/**
 * Keys one antenna's records by site (`normalizeUrl` of the URL). When the antenna lists the
 * same site twice, the record with the newest `lastDetected` is kept (then the newest
 * `lastModified`, then the first listed).
 *
 * @example
 * keyRecords([{ ...r, url: 'HTTP://A.example/' }, { ...r, url: 'http://a.example/', lastDetected: r.lastDetected + 1 }])
 * // Map { 'http://a.example/' => <the second record> }
 */
export function keyRecords(records: readonly AntennaRecord[]): Map<string, AntennaRecord> {
  const byKey = new Map<string, AntennaRecord>();
  for (const record of records) {
    const key = normalizeUrl(record.url);
    const held = byKey.get(key);
    if (held === undefined || newer(record, held)) byKey.set(key, record);
  }
  return byKey;
}

function newer(a: AntennaRecord, b: AntennaRecord): boolean {
  if (a.lastDetected !== b.lastDetected) return (a.lastDetected ?? -Infinity) > (b.lastDetected ?? -Infinity);
  return a.lastModified > b.lastModified;
}

