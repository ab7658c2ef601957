import { collapseSpace } from './collapse-space.ts';
import { readRssItem, readRssTitle, RSS_HEAD_FIELDS, RSS_ITEM_FIELDS } from './read-rss-item.ts';
import type { FeedVocabulary } from './vocabulary.ts';

/**
 * RSS 0.91–2.0: `rss/channel/item`, no namespace. The identity is the guid; a guid that is
 * a permalink (RSS 2.0: `isPermaLink` defaults to true) is the URL when `<link>` is missing.
 * Dates: `dcterms:modified` (when the item changed) before `pubDate` and `dc:date`, then
 * `dcterms:issued` and `dcterms:created`.
 *
 * @example
 * // <item><title>Star City</title><link>http://liftoff.example.net/2003/06/news-starcity</link>
 * //   <pubDate>Tue, 03 Jun 2003 09:39:21 GMT</pubDate><guid>…/starcity</guid></item>
 * rss.readEntry(item, channel).dates // [['pubDate', 'Tue, 03 Jun 2003 09:39:21 GMT']]
 */
export const rss: FeedVocabulary = {
  format: 'rss',
  noun: 'item',
  root: 'rss:rss',
  isHead: (key, parentKey) => key === 'rss:channel' && parentKey === 'rss:rss',
  // Some RSS 0.9x files put items beside the channel rather than in it.
  isEntry: (key, parentKey) => key === 'rss:item' && (parentKey === 'rss:channel' || parentKey === 'rss:rss'),
  headFields: RSS_HEAD_FIELDS,
  entryFields: RSS_ITEM_FIELDS,
  readTitle: readRssTitle,
  readEntry(item, channel) {
    const guid = item.fields.get('rss:guid');
    const id = collapseSpace(guid?.text ?? '');
    const permalink = guid !== undefined && guid.attributes['isPermaLink']?.trim().toLowerCase() !== 'false';
    const fallback = permalink && id !== null ? { href: id, base: guid.base } : null;
    return readRssItem(item, channel, ['dcterms:modified', 'rss:pubDate', 'dc:date', 'dcterms:issued', 'dcterms:created'], id, fallback);
  },
};
