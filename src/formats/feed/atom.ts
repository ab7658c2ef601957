import { collapseSpace } from './collapse-space.ts';
import { htmlToText } from './html-to-text.ts';
import { linkRelation } from './link-relation.ts';
import type { CollectedBlock, CollectedField, EntryFacts, FeedVocabulary, LinkFact } from './vocabulary.ts';

// Atom 1.0 (RFC 4287) names, and Atom 0.3's modified/issued/created, which Japanese blogs
// served until about 2006 (0.3's namespace is read as Atom's by readXml).
const DATES = ['updated', 'modified', 'published', 'issued', 'created'] as const;

/**
 * Atom 1.0 and 0.3: entries are `feed/entry`; the head is `feed` itself.
 *
 * @example
 * // <entry><title type="html">&lt;b&gt;日記&lt;/b&gt;</title>
 * //   <link href="2004/05/01"/><updated>2004-05-01T12:00:00+09:00</updated></entry>
 * atom.readEntry(entry, head) // {title: '日記', link: {href: '2004/05/01', …}, dates: [['updated', …]], …}
 */
export const atom: FeedVocabulary = {
  format: 'atom',
  noun: 'entry',
  root: 'atom:feed',
  isHead: (key, parentKey) => key === 'atom:feed' && parentKey === null,
  isEntry: (key, parentKey) => key === 'atom:entry' && parentKey === 'atom:feed',
  headFields: new Set(['atom:title', 'atom:author/atom:name', 'fh:complete', 'fh:archive']),
  entryFields: new Set([
    'atom:title', 'atom:id', 'atom:author/atom:name', ...DATES.map((name) => `atom:${name}`),
  ]),
  readTitle: (head) => readTextConstruct(head?.fields.get('atom:title')),
  readEntry(entry, head): EntryFacts {
    const dates = DATES.flatMap((name) => {
      const field = entry.fields.get(`atom:${name}`);
      return field === undefined ? [] : [[name, field.text] as const];
    });
    // The first-publication time, so an updated entry can be told from a new one.
    const published = collapseSpace(entry.fields.get('atom:published')?.text ?? '');
    return {
      link: alternateLink(entry.links),
      title: readTextConstruct(entry.fields.get('atom:title')),
      // RFC 4287 §4.2.1: an entry without an author has the feed's.
      author: readName(entry) ?? readName(head),
      dates,
      id: collapseSpace(entry.fields.get('atom:id')?.text ?? ''),
      extra: published === null ? {} : { published },
    };
  },
};

/**
 * RFC 4287 §3.1: `type="html"` is escaped HTML, `type="xhtml"` inline markup whose text the
 * collector already joined, anything else plain text. Atom 0.3 said `mode="escaped"`.
 */
function readTextConstruct(field: CollectedField | undefined): string | null {
  if (field === undefined) return null;
  const type = (field.attributes['type'] ?? 'text').trim().toLowerCase();
  const escaped = field.attributes['mode']?.trim() === 'escaped' && type.includes('html');
  return type === 'html' || escaped ? htmlToText(field.text) : collapseSpace(field.text);
}

function readName(block: CollectedBlock | null): string | null {
  return collapseSpace(block?.fields.get('atom:author/atom:name')?.text ?? '');
}

/**
 * The entry's alternate link. Of several, the HTML one
 * (the page a person reads), then one of unstated type, then the first.
 */
function alternateLink(links: readonly CollectedField[]): LinkFact | null {
  let best: LinkFact | null = null;
  let bestRank = 0;
  for (const link of links) {
    const href = link.attributes['href'];
    if (href === undefined || linkRelation(link.attributes['rel']) !== 'alternate') continue;
    const type = (link.attributes['type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const rank = type === 'text/html' ? 3 : type === '' || type === 'application/xhtml+xml' ? 2 : 1;
    if (rank > bestRank) {
      best = { href, base: link.base };
      bestRank = rank;
    }
  }
  return best;
}
