import { readRssItem, readRssTitle, RSS_HEAD_FIELDS, RSS_ITEM_FIELDS } from './read-rss-item.ts';
import type { FeedVocabulary } from './vocabulary.ts';

/**
 * RSS 1.0 (and 0.90): `rdf:RDF` holds the channel and, beside it, the items; each item is
 * named by `rdf:about`, which is its identity and, failing `<link>`, its URL. Dates are
 * Dublin Core (`dc:date`, W3C-DTF), as Japanese diary tools write them.
 *
 * @example
 * // <item rdf:about="http://example.jp/diary/20040501"><title>日記</title>
 * //   <link>http://example.jp/diary/20040501</link><dc:date>2004-05-01T23:59:00+09:00</dc:date></item>
 * rdf.readEntry(item, channel).id // 'http://example.jp/diary/20040501'
 */
export const rdf: FeedVocabulary = {
  format: 'rdf',
  noun: 'item',
  root: 'rdf:RDF',
  isHead: (key, parentKey) => key === 'rss:channel' && parentKey === 'rdf:RDF',
  // Items belong beside the channel; some producers nest them in it.
  isEntry: (key, parentKey) => key === 'rss:item' && (parentKey === 'rdf:RDF' || parentKey === 'rss:channel'),
  headFields: RSS_HEAD_FIELDS,
  entryFields: RSS_ITEM_FIELDS,
  readTitle: readRssTitle,
  readEntry(item, channel) {
    const about = item.attributes['rdf:about']?.trim() || null;
    const fallback = about === null ? null : { href: about, base: item.base };
    return readRssItem(item, channel, ['dcterms:modified', 'dc:date', 'rss:pubDate', 'dcterms:issued', 'dcterms:created'], about, fallback);
  },
};
