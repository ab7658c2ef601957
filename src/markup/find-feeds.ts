import { resolveHttpUrl } from './resolve-http-url.ts';
import { decodeHtmlReferences } from './decode-html-references.ts';
import { findStartTags } from './find-start-tags.ts';

/** What kind of file a link points at, by its declared type or its file name. */
export type FoundFeedKind = 'lirs' | 'hina-di' | 'hina-txt' | 'atom' | 'rss';

/** A feed or antenna file a page links to. */
export interface FoundFeed {
  /** Absolute http: or https: URL, without fragment. */
  readonly url: string;
  /** The link's title (`<link title>`) or text (`<a>…</a>`), or null. */
  readonly title: string | null;
  readonly kind: FoundFeedKind;
}

const FEED_TYPES: Readonly<Record<string, FoundFeedKind>> = {
  'application/atom+xml': 'atom',
  'application/rss+xml': 'rss',
  // RSS 1.0 pages of the blog era declare their feed this way.
  'application/rdf+xml': 'rss',
};

// LIRS files are `*.lirs` or `*.lirs.gz`; hina-di is `hina.di` by convention, `*.di(.gz)` otherwise;
// hina.txt (HINA/1.x) goes by its one name (`*.txt` is anything).
const ANTENNA_FILE = /(?:\.(?:lirs|di)|(?:^|\/)hina\.txt)(?:\.gz)?$/i;

/**
 * Finds the feeds and antenna files an HTML page links to: `<link rel="alternate">` with an
 * Atom or RSS type, and `<a href>` to `*.lirs`, `*.lirs.gz`, `hina.di`, `*.di`, `*.di.gz`,
 * `hina.txt`.
 * Tolerant regex scan (comments, scripts and styles skipped); links are resolved against the
 * page's `<base href>` or its URL, and only http: and https: are kept, each once. Antenna
 * files come first (this reader exists for them), each group in document order.
 *
 * @example
 * findFeeds('<a href="/antenna/hina.di">hina-di</a>', 'http://a.example/antenna/')
 * // [{ url: 'http://a.example/antenna/hina.di', title: 'hina-di', kind: 'hina-di' }]
 */
export function findFeeds(html: string, pageUrl: string): FoundFeed[] {
  const markup = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style|template|textarea)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '');
  const base = baseUrl(markup, pageUrl);
  if (base === null) return [];
  const antennas: FoundFeed[] = [];
  const feeds: FoundFeed[] = [];
  const seen = new Set<string>();
  const add = (list: FoundFeed[], href: string | undefined, title: string | null, kind: FoundFeedKind | null) => {
    const url = resolveHttp(href, base);
    if (url === null || seen.has(url)) return;
    const found = kind ?? antennaKind(url);
    if (found === null) return;
    seen.add(url);
    list.push({ url, title, kind: found });
  };
  for (const { attributes } of findStartTags(markup, 'link')) {
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const type = (attributes.get('type') ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
    const kind = FEED_TYPES[type];
    if (!rel.includes('alternate') || kind === undefined) continue;
    add(feeds, attributes.get('href'), cleanText(attributes.get('title') ?? ''), kind);
  }
  for (const { attributes, end } of findStartTags(markup, 'a')) {
    const close = markup.slice(end, end + 2000).search(/<\/a\s*>|<a[\s>]/i);
    const text = close === -1 ? '' : markup.slice(end, end + close).replace(/<[^>]*>/g, ' ');
    add(antennas, attributes.get('href'), cleanText(decodeHtmlReferences(text)) ?? cleanText(attributes.get('title') ?? ''), null);
  }
  return [...antennas, ...feeds];
}

function baseUrl(markup: string, pageUrl: string): URL | null {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return null;
  }
  for (const { attributes } of findStartTags(markup, 'base')) {
    const href = attributes.get('href');
    if (href === undefined) continue;
    try {
      return new URL(href.trim(), page);
    } catch {
      return page;
    }
  }
  return page;
}

function resolveHttp(href: string | undefined, base: URL): string | null {
  return href === undefined ? null : (resolveHttpUrl(href, base)?.href ?? null);
}

/**
 * The antenna format an address names by its file name (`*.lirs(.gz)`, `*.di(.gz)`,
 * `hina.txt`), or null: how a link, or a file opened in a tab, is known for an antenna.
 *
 * @example
 * antennaKind('http://a.example/~hiya/antenna.lirs.gz') // 'lirs'
 * antennaKind('http://a.example/index.html')            // null
 */
export function antennaKind(url: string): FoundFeedKind | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  if (!ANTENNA_FILE.test(path)) return null;
  if (/\.lirs(?:\.gz)?$/i.test(path)) return 'lirs';
  return /\.txt(?:\.gz)?$/i.test(path) ? 'hina-txt' : 'hina-di';
}

function cleanText(text: string): string | null {
  const cleaned = text.replace(/\s+/g, ' ').trim();
  return cleaned === '' ? null : cleaned;
}
