import { findFeeds } from '../markup/find-feeds.ts';
import type { AntennaPreview, FeedChoices } from '../messages/messages.ts';
import { ReplyError } from '../messages/reply-error.ts';
import { FIRST_READ, readAntenna, type ReadDeps, type ReadLimits } from './read-antenna.ts';

const NEWEST_SHOWN = 5;

/** How much of a web page the feed search reads. */
const PAGE_SEARCHED = 2 * 1024 * 1024;

/**
 * Reads an antenna once through the reading pipeline, before subscribing, so the user sees
 * what they are about to follow: the rows as they will be stored. A web page that is not
 * itself an antenna is searched for the feeds it links to, offered as choices.
 *
 * @throws ReplyError when there is nothing to preview (the reason, localizable).
 */
export async function previewAntenna(url: string, deps: ReadDeps, limits: ReadLimits): Promise<AntennaPreview | FeedChoices> {
  const read = await readAntenna(url, FIRST_READ, deps, limits);
  if (read.status === 'not-modified') throw new ReplyError('http-304', 'the server answered 304 to a plain request', ['304']);
  if (read.status === 'error') {
    if (read.page !== null) {
      const html = new TextDecoder().decode(read.page.bytes.subarray(0, PAGE_SEARCHED));
      const choices = findFeeds(html, read.page.url).map((feed) => ({ url: feed.url, title: feed.title }));
      if (choices.length > 0) return { url: read.page.url, choices };
    }
    throw new ReplyError(read.error.kind, read.error.message, read.error.params ?? []);
  }
  const newest = [...read.records].sort((a, b) => b.lastModified - a.lastModified).slice(0, NEWEST_SHOWN);
  return {
    url: read.url,
    format: read.format,
    encoding: read.encoding,
    title: read.title,
    siteCount: read.records.length,
    newest,
    rejected: read.rejected.slice(0, 100),
  };
}
