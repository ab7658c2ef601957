import { boundRecord } from '../core/bound-record.ts';
import type { AntennaRecord } from '../core/record.ts';
import { defaultSettings } from '../core/settings.ts';
import type { PollError } from '../core/subscription.ts';
import { decodeAntenna } from '../formats/decode-antenna.ts';
import { AntennaDecodeError, type DecodedAntenna } from '../formats/types.ts';
import { defaultFetchLimits, fetchAntenna, type FetchDeps } from './fetch-antenna.ts';
import { createDocumentFetcher } from './fetch-document.ts';
import { followFeedHistory, type FeedHistory } from './follow-feed-history.ts';

export type ReadAntennaResult =
  | {
      readonly ok: true;
      readonly url: string;
      readonly decoded: DecodedAntenna;
      readonly history: FeedHistory;
      /** The whole record set, as the worker would store it on a first poll. */
      readonly records: AntennaRecord[];
    }
  | { readonly ok: false; readonly url: string; readonly error: PollError };

/**
 * What the worker's first poll of `url` would see: fetch, decode, and for Atom/RSS the
 * RFC 5005 history with the same bounds. Used by `antenna poll` and `antenna decode <URL>`,
 * so the command line shows exactly what the extension would store.
 */
export async function readAntenna(
  url: string,
  deps: FetchDeps,
  options: { readonly maxDocuments?: number; readonly maxInflatedBytes?: number } = {},
): Promise<ReadAntennaResult> {
  const now = deps.now();
  const maxInflatedBytes = options.maxInflatedBytes ?? defaultSettings.maxInflatedBytes;
  const limits = { ...defaultFetchLimits, maxBytes: maxInflatedBytes };
  const fetched = await fetchAntenna(url, null, deps, limits);
  if (fetched.status === 'error') return { ok: false, url, error: fetched.error };
  if (fetched.status === 'not-modified') {
    return { ok: false, url, error: { kind: 'http-304', message: 'the server answered 304 to a plain request', params: ['304'], at: now } };
  }
  let decoded: DecodedAntenna;
  try {
    decoded = await decodeAntenna(fetched.bytes, { now, contentType: fetched.contentType, url: fetched.url, maxInflatedBytes });
  } catch (error) {
    if (!(error instanceof AntennaDecodeError)) throw error;
    return { ok: false, url, error: { kind: `decode-${error.code}`, message: error.message, params: [error.message], at: now } };
  }
  const history = await followFeedHistory(
    {
      url: fetched.url,
      decoded,
      stored: [],
      processedArchives: [],
      pendingArchive: null,
      firstPoll: true,
      maxDocuments: options.maxDocuments ?? defaultSettings.maxDocumentsPerPoll,
      now,
    },
    createDocumentFetcher(deps, limits, maxInflatedBytes, now),
  );
  return { ok: true, url, decoded, history, records: history.records.map(boundRecord) };
}
