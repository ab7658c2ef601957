import { collapseSpace } from './collapse-space.ts';
import { htmlToText } from './html-to-text.ts';
import { linkRelation } from './link-relation.ts';
import { MEDIA_TITLE_FIELDS, readMediaTitle } from './media-title.ts';
import type { CollectedBlock, CollectedField, EntryFacts, FeedVocabulary, LinkFact } from './vocabulary.ts';

// Atom 1.0 (RFC 4287) names, and Atom 0.3's modified/issued/created, which Japanese blogs
// served until about 2006 (0.3's namespace is read as Atom's by readXml); then Dublin Core's.
const DATES = [
  'atom:updated', 'atom:modified', 'atom:published', 'atom:issued', 'atom:created',
  'dcterms:modified', 'dcterms:issued', 'dcterms:created',
] as const;

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
    'atom:title', 'atom:id', 'atom:author/atom:name', ...DATES, ...MEDIA_TITLE_FIELDS,
  ]),
  readTitle: (head) => readTextConstruct(head?.fields.get('atom:title')),
  readEntry(entry, head): EntryFacts {
    const dates = DATES.flatMap((key) => {
      const field = entry.fields.get(key);
      return field === undefined ? [] : [[key.startsWith('atom:') ? key.slice(5) : key, field.text] as const];
    });
    // The first-publication time, so an updated entry can be told from a new one.
    const published = collapseSpace(entry.fields.get('atom:published')?.text ?? '');
    return {
      link: alternateLink(entry.links),
      title: readTextConstruct(entry.fields.get('atom:title')) ?? readMediaTitle(entry),
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
 * collector already joined, anything else plain text. Atom 0.3 (draft-nottingham-atom-format-02
 * §3.1.2) said how the content is carried in `mode`: `escaped` (markup escaped into the text:
 * read as HTML unless `type` says plain text) or `base64` (UTF-8 bytes, decoded first).
 */
function readTextConstruct(field: CollectedField | undefined): string | null {
  if (field === undefined) return null;
  const type = (field.attributes['type'] ?? 'text').trim().toLowerCase();
  const mode = field.attributes['mode']?.trim().toLowerCase();
  const text = mode === 'base64' ? decodeBase64Text(field.text) : field.text;
  if (text === null) return null;
  const carried = mode === 'escaped' || mode === 'base64';
  const html = type === 'html' || (carried && (type.includes('html') || field.attributes['type'] === undefined));
  return html ? htmlToText(text) : collapseSpace(text);
}

/** Base64 of UTF-8 text, as Atom 0.3's `mode="base64"` carries it; null when it is not base64. */
function decodeBase64Text(base64: string): string | null {
  try {
    const binary = atob(base64.replace(/\s+/g, ''));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
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
