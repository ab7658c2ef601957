import { decodePageText } from '../formats/page/decode-page-text.ts';
import { readPageTitle } from '../formats/page/read-page-title.ts';
import { findFeeds } from '../markup/find-feeds.ts';
import type { FeedChoices } from '../messages/messages.ts';
import type { FetchedPage } from './read-antenna.ts';

/** How much of a web page the feed search reads. */
const PAGE_SEARCHED = 2 * 1024 * 1024;

/**
 * What the options page can do with an address that is a web page rather than an antenna:
 * follow one of the antennas or feeds it links to, or watch the page itself. The page is read
 * in its own charset (`decodePageText`), so its title reads right whatever it is in.
 *
 * @example
 * pageChoices({ url: 'http://a.example/', bytes, contentType: 'text/html', validators })
 * // { url: 'http://a.example/', choices: [{ url: 'http://a.example/hina.di', title: 'hina-di' }], page: { title: '日記' } }
 */
export function pageChoices(page: FetchedPage): FeedChoices {
  const { text } = decodePageText(page.bytes.subarray(0, PAGE_SEARCHED), page.contentType);
  const choices = findFeeds(text, page.url).map((feed) => ({ url: feed.url, title: feed.title }));
  return { url: page.url, choices, page: { title: readPageTitle(text) } };
}
