import type { ReadLimits } from './read-antenna.ts';
import { FIRST_READ } from './read-antenna.ts';
import { settleAntenna, type SettleDeps, type SettleOutcome } from './settle-antenna.ts';

/** Why a file's RFC 5005 archives or pages are not read: a file names no server to ask. */
const NOT_FOLLOWED = "a file's history is not fetched; decode its URL to follow it";

/**
 * An antenna read from a file (or standard input) through the same settling as one read from
 * a URL — decode, detection times, display mode, bounded records — so `antenna decode FILE`
 * prints the rows the worker would store had it fetched the file. Nothing is fetched: a feed's
 * history links are left, and `historyWarning` says so.
 *
 * @example
 * const read = await readAntennaFile({ bytes, name: 'sites.lirs.gz' }, { now: 1700000000 }, limits);
 * if (read.status === 'ok') read.records // as the worker would store them
 */
export function readAntennaFile(
  file: { readonly bytes: Uint8Array; readonly name: string },
  deps: SettleDeps,
  limits: ReadLimits,
): Promise<SettleOutcome> {
  const document = { bytes: file.bytes, contentType: null, url: file.name, baseUrl: null, endUnmarked: false, contentCoded: false };
  return settleAntenna(document, FIRST_READ, deps, limits, async () => ({ ok: false, error: NOT_FOLLOWED }));
}
