import { antennaKind, findFeeds, type FoundFeedKind } from '../markup/find-feeds.ts';
import { normalizeSubscriptionUrl } from '../http/normalize-subscription-url.ts';
import type { TabReading } from '../messages/tab-reading.ts';

/** How many of a page's links are offered at most; the popup shows the first few, the rest behind "more". */
export const MAX_TAB_OFFERS = 50;

/** An antenna or feed the tab shows or links to. */
export interface TabOffer {
  readonly url: string;
  /** The link's text or title (the document's title for a file opened in the tab), or null. */
  readonly title: string | null;
  readonly kind: FoundFeedKind;
  /** The user already follows it. */
  readonly following: boolean;
}

/** Why the tab offers nothing to follow. */
export type NoOfferReason =
  /** No tab, or the browser did not say what it shows. */
  | 'no-tab'
  /** A browser page, a local file or another extension's page: not a web address. */
  | 'browser-page'
  /** The browser would not let the page be read (it failed to load, or is a protected page). */
  | 'unreadable'
  /** A file that is neither a page nor an antenna or feed (a PDF, an image). */
  | 'not-a-page';

export type TabOffers =
  | { readonly kind: 'nothing'; readonly reason: NoOfferReason; readonly contentType?: string }
  /** The tab shows an antenna or feed file itself. */
  | { readonly kind: 'file'; readonly offer: TabOffer }
  /** A web page: what it links to (at most `MAX_TAB_OFFERS`, `total` in all), and the page itself to watch. */
  | {
      readonly kind: 'page';
      readonly url: string;
      readonly title: string | null;
      readonly offers: readonly TabOffer[];
      readonly total: number;
      /** The user already watches this page (or follows it as an antenna). */
      readonly following: boolean;
    };

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const XML_TYPES = new Set(['application/atom+xml', 'application/rss+xml', 'application/rdf+xml', 'application/xml', 'text/xml']);

/**
 * What the popup offers over a tab: each antenna and feed the page links to (as the options
 * page's discovery finds them) and the page itself to watch; an antenna or feed file opened in
 * the tab as itself; nothing, with the reason, for a browser page, an unreadable page or a
 * file that is no page. `followed` holds the ids of the user's subscriptions.
 *
 * @example
 * tabOffers({ status: 'read', url: 'http://a.example/a.lirs', contentType: 'text/plain', title: '', markup: '' }, new Set())
 * // { kind: 'file', offer: { url: 'http://a.example/a.lirs', title: null, kind: 'lirs', following: false } }
 */
export function tabOffers(reading: TabReading, followed: ReadonlySet<string>): TabOffers {
  if (reading.status === 'no-tab') return { kind: 'nothing', reason: 'no-tab' };
  const address = normalizeSubscriptionUrl(reading.url);
  if (!address.ok || !/^https?:/i.test(reading.url)) return { kind: 'nothing', reason: 'browser-page' };
  if (reading.status === 'unreadable') return { kind: 'nothing', reason: 'unreadable' };
  const following = followed.has(address.id);
  const title = reading.title.replace(/\s+/g, ' ').trim() || null;
  const contentType = reading.contentType.toLowerCase();
  const fileKind = antennaKind(address.url) ?? (XML_TYPES.has(contentType) || contentType === 'text/plain' ? feedRoot(reading.markup) : null);
  if (fileKind !== null) return { kind: 'file', offer: { url: address.url, title, kind: fileKind, following } };
  if (!HTML_TYPES.has(contentType) && contentType !== 'text/plain') return { kind: 'nothing', reason: 'not-a-page', contentType };
  const found = HTML_TYPES.has(contentType) ? findFeeds(reading.markup, address.url) : [];
  const offers = found.slice(0, MAX_TAB_OFFERS).map((feed) => ({ ...feed, following: isFollowed(feed.url, followed) }));
  return { kind: 'page', url: address.url, title, offers, total: found.length, following };
}

function isFollowed(url: string, followed: ReadonlySet<string>): boolean {
  const address = normalizeSubscriptionUrl(url);
  return address.ok && followed.has(address.id);
}

/** An XML document's kind of feed, by its root element (Atom `feed`, RSS `rss`, RSS 1.0 `rdf:RDF`). */
function feedRoot(markup: string): FoundFeedKind | null {
  const root = /<([A-Za-z_][\w.:-]*)[\s>/]/.exec(markup.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<![^>]*>/g, ''))?.[1];
  if (root === undefined) return null;
  const local = root.slice(root.indexOf(':') + 1).toLowerCase();
  if (local === 'feed') return 'atom';
  return local === 'rss' || local === 'rdf' ? 'rss' : null;
}
