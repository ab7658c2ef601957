import type { AntennaRecord } from '../../../core/record.ts';
import type { Site } from '../../../core/site.ts';
import type { SubscriptionId } from '../../../core/subscription.ts';
import { encodeHinadiFile } from '../../../formats/hinadi/encode-hinadi-file.ts';
import { encodeLirs } from '../../../formats/lirs/encode-lirs.ts';

/** Who obtained a watched page's record: this extension, named as antennas named themselves. */
export const AGENT = 'Antenna Reader';

/** A file to save: its bytes and its type. */
export interface ExportFile {
  readonly bytes: Uint8Array;
  readonly type: string;
}

/**
 * The merged antenna as records to relay: each site's record, and among them the ones this
 * extension checked itself (a watched page winning its site), which say so with
 * `Authorized: Antenna Reader` as WDB's and tamatebako's checks named their agent.
 */
export function relayRecords(sites: readonly Site[], pages: ReadonlySet<SubscriptionId>): { records: AntennaRecord[]; own: ReadonlySet<AntennaRecord> } {
  const own = new Set<AntennaRecord>();
  const records = sites.map((site) => {
    if (!pages.has(site.from)) return site.record;
    const record = { ...site.record, extra: { ...site.record.extra, Authorized: AGENT } };
    own.add(record);
    return record;
  });
  return { records, own };
}

/**
 * The merged antenna as hina-di, for another antenna or reader to subscribe to: what came from
 * other antennas is relayed (`Method: REMOTE/…`, hina-di §13), what this extension checked
 * itself is written as its own check (`Method: GET/200`, `Authorized`). Strict EUC-JP, as
 * readers of the time expect (`encodeHinadiFile`).
 *
 * @example
 * exportHinadi(sites, new Set([pageId]), 1700000000) // { bytes: <HINA/2.2 …>, type: 'text/plain; charset=EUC-JP' }
 */
export function exportHinadi(sites: readonly Site[], pages: ReadonlySet<SubscriptionId>, now: number): ExportFile {
  const { records, own } = relayRecords(sites, pages);
  const bytes = encodeHinadiFile(records, { now, relay: (record) => !own.has(record), userAgent: AGENT });
  return { bytes, type: 'text/plain; charset=EUC-JP' };
}

/** The merged antenna as gzipped LIRS (LIRS has no field for who checked: the records as they are). */
export function exportLirs(sites: readonly Site[]): ExportFile {
  return { bytes: encodeLirs(sites.map((site) => site.record), { gzip: true }), type: 'application/gzip' };
}
