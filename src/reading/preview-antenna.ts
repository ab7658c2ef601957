import type { AntennaPreview, FeedChoices } from '../messages/messages.ts';
import { findFeeds } from '../markup/find-feeds.ts';
import { decodeAntenna } from '../formats/decode-antenna.ts';
import { AntennaDecodeError } from '../formats/types.ts';
import { fetchAntenna, type FetchDeps } from './fetch-antenna.ts';

/** Why a preview could not be shown, as a sentence for the options page. */
export class PreviewError extends Error {
  readonly kind: string;
  readonly params: readonly string[];
  constructor(kind: string, message: string, params: readonly string[]) {
    super(message);
    this.name = 'PreviewError';
    this.kind = kind;
    this.params = params;
  }
}

const NEWEST_SHOWN = 5;

/**
 * Fetches and decodes an antenna once, before subscribing, so the user sees what they are
 * about to follow. A web page that is not itself an antenna is searched for the feeds it
 * links to, offered as choices.
 */
export async function previewAntenna(
  url: string,
  deps: FetchDeps & { readonly maxInflatedBytes: number },
): Promise<AntennaPreview | FeedChoices> {
  const fetched = await fetchAntenna(url, null, deps);
  if (fetched.status === 'error') throw new PreviewError(fetched.error.kind, fetched.error.message, fetched.error.params ?? []);
  if (fetched.status === 'not-modified') throw new PreviewError('http-304', 'the server answered 304 to a plain request', ['304']);
  try {
    const decoded = await decodeAntenna(fetched.bytes, {
      now: deps.now(),
      contentType: fetched.contentType,
      url: fetched.url,
      maxInflatedBytes: deps.maxInflatedBytes,
    });
    const newest = [...decoded.records].sort((a, b) => b.lastModified - a.lastModified).slice(0, NEWEST_SHOWN);
    return {
      url: fetched.url,
      format: decoded.format,
      encoding: decoded.encoding,
      title: decoded.title,
      siteCount: decoded.records.length,
      newest,
      rejected: decoded.rejected.slice(0, 100),
    };
  } catch (error) {
    if (!(error instanceof AntennaDecodeError)) throw error;
    if (error.code === 'html') {
      const html = new TextDecoder().decode(fetched.bytes.subarray(0, 2 * 1024 * 1024));
      const choices = findFeeds(html, fetched.url).map((feed) => ({ url: feed.url, title: feed.title }));
      if (choices.length > 0) return { url: fetched.url, choices };
    }
    throw new PreviewError(`decode-${error.code}`, error.message, [error.message]);
  }
}
