import { decodeHtmlReferences } from './decode-html-references.ts';
import { findStartTags } from './find-start-tags.ts';

/** One followed feed in an OPML subscription list (OPML 2.0 §"Subscription lists"). */
export interface OpmlOutline {
  /** The feed's address: what a reader subscribes to. */
  readonly xmlUrl: string;
  /** The feed's name, or null when the list gives none. */
  readonly title: string | null;
  /** The page the feed belongs to, when known. */
  readonly htmlUrl: string | null;
}

export type OpmlReading =
  | {
      readonly status: 'ok';
      readonly title: string | null;
      readonly outlines: OpmlOutline[];
      /** Outlines that name a page but no feed (`type="link"`, `url=`): nothing to follow. */
      readonly withoutFeed: number;
    }
  | { readonly status: 'error'; readonly error: 'not-opml' };

/**
 * Writes a subscription list as OPML 2.0, one `<outline type="rss">` per feed with both
 * `text` and `title` set (feed readers differ in which one they read). A missing title is
 * written as the address, since `text` is required.
 *
 * @example
 * writeOpml([{ xmlUrl: 'http://a.example/a.lirs.gz', title: 'A', htmlUrl: null }],
 *           { title: 'Antennas', now: 1700000000 })
 * // '<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0">…<outline type="rss" text="A" …'
 */
export function writeOpml(outlines: readonly OpmlOutline[], options: { title: string; now: number }): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    '  <head>',
    `    <title>${escapeXml(options.title)}</title>`,
    `    <dateCreated>${new Date(options.now * 1000).toUTCString()}</dateCreated>`,
    '  </head>',
    '  <body>',
  ];
  for (const outline of outlines) {
    const name = cleanTitle(outline.title, outline.xmlUrl) ?? outline.xmlUrl;
    const attributes = [`type="rss"`, `text="${escapeXml(name)}"`, `title="${escapeXml(name)}"`];
    attributes.push(`xmlUrl="${escapeXml(outline.xmlUrl)}"`);
    if (outline.htmlUrl) attributes.push(`htmlUrl="${escapeXml(outline.htmlUrl)}"`);
    lines.push(`    <outline ${attributes.join(' ')}/>`);
  }
  lines.push('  </body>', '</opml>', '');
  return lines.join('\n');
}

/**
 * Reads the feeds of an OPML subscription list, tolerantly: folders (nested outlines) are
 * flattened, attribute names are matched in any case (`xmlurl` appears in the wild), `text`
 * is read before `title` (the convention readers settled on), and outlines without a feed
 * are counted, not returned. Only a text with no `<opml>` element is an error.
 *
 * @example
 * readOpml('<opml><body><outline text="A" xmlUrl="http://a.example/hina.di"/></body></opml>')
 * // { status: 'ok', title: null, outlines: [{ xmlUrl: 'http://a.example/hina.di', title: 'A', htmlUrl: null }], withoutFeed: 0 }
 */
export function readOpml(text: string): OpmlReading {
  const markup = text.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g, '');
  if (!/<opml(?=[\s>])/i.test(markup)) return { status: 'error', error: 'not-opml' };
  const outlines: OpmlOutline[] = [];
  let withoutFeed = 0;
  for (const { attributes } of findStartTags(markup, 'outline')) {
    const xmlUrl = attributes.get('xmlurl')?.trim() ?? '';
    if (xmlUrl === '') {
      if (attributes.get('url')?.trim() || attributes.get('htmlurl')?.trim()) withoutFeed += 1;
      continue;
    }
    const name = attributes.get('text')?.trim() || attributes.get('title')?.trim() || null;
    outlines.push({
      xmlUrl,
      title: cleanTitle(name, xmlUrl),
      htmlUrl: attributes.get('htmlurl')?.trim() || null,
    });
  }
  const head = /<title>([\s\S]*?)<\/title>/i.exec(markup);
  const title = head ? decodeHtmlReferences(head[1] ?? '').trim() || null : null;
  return { status: 'ok', title, outlines, withoutFeed };
}

/**
 * The title as both functions treat it: trimmed, characters XML cannot carry removed, and
 * null when empty or when it only repeats the address (which is what `text` holds for a
 * feed that had no name).
 */
export function cleanTitle(title: string | null, xmlUrl: string): string | null {
  if (title === null) return null;
  const cleaned = stripNonXml(title).trim();
  return cleaned === '' || cleaned === xmlUrl.trim() ? null : cleaned;
}

// XML 1.0 §2.2: Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
const NON_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

function stripNonXml(text: string): string {
  return text.replace(NON_XML, '');
}

/** Escapes for an attribute or text; tab and newlines as references so they survive attribute normalization (XML §3.3.3). */
function escapeXml(text: string): string {
  return stripNonXml(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}
