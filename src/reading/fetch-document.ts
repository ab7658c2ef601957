import { decodeAntenna } from '../formats/decode-antenna.ts';
import { AntennaDecodeError } from '../formats/types.ts';
import { fetchAntenna, type FetchDeps, type FetchLimits } from './fetch-antenna.ts';
import type { FetchDocument } from './follow-feed-history.ts';

/**
 * Fetches and decodes one more document of a feed's history (an archive, a next page), as
 * politely and as bounded as the first: the same timeout, size cap and inflate cap.
 */
export function createDocumentFetcher(deps: FetchDeps, limits: FetchLimits, maxInflatedBytes: number, now: number): FetchDocument {
  return async (url) => {
    const fetched = await fetchAntenna(url, null, deps, limits);
    if (fetched.status !== 'ok') return { ok: false, error: fetched.status === 'error' ? fetched.error.message : 'not modified' };
    try {
      const decoded = await decodeAntenna(fetched.bytes, { now, contentType: fetched.contentType, url: fetched.url, maxInflatedBytes });
      return { ok: true, decoded };
    } catch (error) {
      if (error instanceof AntennaDecodeError) return { ok: false, error: error.message };
      throw error;
    }
  };
}
