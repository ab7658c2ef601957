import type { AntennaPreview, FeedChoices } from '../messages/messages.ts';
import { ReplyError } from '../messages/reply-error.ts';
import { isTextPage } from './is-text-page.ts';
import { pageChoices } from './page-choices.ts';
import { FIRST_READ, readAntenna, type ReadDeps, type ReadLimits } from './read-antenna.ts';
import { boundText } from '../core/bound-record.ts';

const NEWEST_SHOWN = 5;

/**
 * Reads an antenna once through the reading pipeline, before subscribing, so the user sees
 * what they are about to follow: the rows as they will be stored. A web page that is not
 * itself an antenna is searched for the feeds it links to, offered as choices, and can be
 * watched itself.
 *
 * @throws ReplyError when there is nothing to preview (the reason, localizable).
 */
export async function previewAntenna(url: string, deps: ReadDeps, limits: ReadLimits): Promise<AntennaPreview | FeedChoices> {
  const read = await readAntenna(url, FIRST_READ, deps, limits);
  if (read.status === 'not-modified') throw new ReplyError('http-304', 'the server answered 304 to a plain request', ['304']);
  if (read.status === 'error') {
    // A binary file (an image, an archive) links to nothing and cannot be watched: its error stands.
    if (read.page !== null && isTextPage(read.page)) return pageChoices(read.page);
    throw new ReplyError(read.error.kind, read.error.message, read.error.params ?? []);
  }
  const newest = [...read.records].sort((a, b) => b.lastModified - a.lastModified).slice(0, NEWEST_SHOWN);
  return {
    url: read.url,
    format: read.format,
    encoding: read.encoding,
    // Cut as the records are cut: a 100,000-character title is not sent to the page whole.
    title: boundText(read.title),
    siteCount: read.records.length,
    newest,
    rejected: read.rejected.slice(0, 100),
  };
}
