import { collapseSpace } from './collapse-space.ts';
import { htmlToText } from './html-to-text.ts';
import { MEDIA_TITLE_FIELDS, readMediaTitle } from './media-title.ts';
import type { CollectedBlock, EntryFacts, LinkFact } from './vocabulary.ts';

/** Item children RSS 2.0 and RSS 1.0 readers keep (either format borrows the other's). */
export const RSS_ITEM_FIELDS: ReadonlySet<string> = new Set([
  'rss:title', 'dc:title', 'rss:link', 'rss:guid', 'rss:author', 'dc:creator',
  'dcterms:modified', 'rss:pubDate', 'dc:date', 'dcterms:issued', 'dcterms:created',
  ...MEDIA_TITLE_FIELDS,
]);

/** Channel children both keep, RFC 5005's flags included. */
export const RSS_HEAD_FIELDS: ReadonlySet<string> = new Set([
  'rss:title', 'dc:title', 'dc:creator', 'fh:complete', 'fh:archive',
]);

/**
 * Reads an RSS 2.0 or RSS 1.0 item. The two formats differ in where items sit and what
 * names them, not in their fields: Japanese producers put `dc:date` and `dc:creator` into
 * RSS 2.0 and `pubDate` into RSS 1.0.
 *
 * @param dateOrder - element keys of the dates, most preferred first
 * @param identity - the format's id (RSS 2.0 guid, RSS 1.0 rdf:about)
 * @param fallbackLink - where the item's URL is when it has no `<link>`
 *
 * @example
 * readRssItem(item, channel, ['rss:pubDate', 'dc:date'], guid, null)
 * // {link: {href: 'http://example.jp/1', …}, title: '日記', dates: [['pubDate', 'Sat, 01 May …']], …}
 */
export function readRssItem(
  item: CollectedBlock,
  channel: CollectedBlock | null,
  dateOrder: readonly string[],
  identity: string | null,
  fallbackLink: LinkFact | null,
): EntryFacts {
  const link = item.fields.get('rss:link');
  const linkText = link === undefined ? null : collapseSpace(link.text);
  const dates = dateOrder.flatMap((key) => {
    const field = item.fields.get(key);
    return field === undefined ? [] : [[key.startsWith('rss:') ? key.slice(4) : key, field.text] as const];
  });
  return {
    link: link !== undefined && linkText !== null ? { href: linkText, base: link.base } : fallbackLink,
    title: readRssTitle(item) ?? readMediaTitle(item),
    author:
      collapseSpace(item.fields.get('dc:creator')?.text ?? '') ??
      readRssAuthor(item.fields.get('rss:author')?.text ?? '') ??
      collapseSpace(channel?.fields.get('dc:creator')?.text ?? ''),
    dates,
    id: identity,
    extra: {},
  };
}

/**
 * RSS 2.0 leaves open whether a title is text or HTML, and producers escape markup into it
 * (often twice); readers render it as HTML, so this does too. RSS 1.0 titles are plain text,
 * which this reads unchanged unless they contain something tag- or entity-like.
 */
export function readRssTitle(block: CollectedBlock | null): string | null {
  const field = block?.fields.get('rss:title') ?? block?.fields.get('dc:title');
  return field === undefined ? null : htmlToText(field.text);
}

/** RSS 2.0 `author` is an address, often `name@example.jp (Name)`: the name is the author. */
function readRssAuthor(text: string): string | null {
  const named = /^\s*\S+@\S+\s*\((.+)\)\s*$/.exec(text);
  return collapseSpace(named?.[1] ?? text);
}
