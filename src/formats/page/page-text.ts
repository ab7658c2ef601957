import { decodeHtmlReferences } from '../../markup/decode-html-references.ts';
import { readAttributes } from '../../markup/read-attributes.ts';
import { resolveHttpUrl } from '../../markup/resolve-http-url.ts';

/**
 * Elements whose content is not the page's text: scripts and styles, what shows only without
 * scripts or plug-ins (counters and trackers live there), embedded frames, templates, form
 * boxes and inline drawings.
 */
const HIDDEN = new Set(['script', 'style', 'noscript', 'iframe', 'object', 'template', 'textarea', 'svg', 'canvas']);

/** Elements that start a new line when a browser renders them. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'footer', 'form', 'h1', 'h2', 'h3',
  'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'td', 'th', 'title',
  'tr', 'ul',
]);

/** The longest tag looked at: a `<` followed by this much without `>` is text. */
const MAX_TAG = 8192;

const TAG_NAME = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)/;

/**
 * What a reader of the page sees, as lines of text: tags gone, references decoded; comments
 * (and so server-side include directives), scripts, styles and the other {@link HIDDEN}
 * elements dropped whole. A link that has text of its own adds its target after the text as
 * `<target>`, so a link that moves (this month's diary) is a change; a link to another host
 * loses its query string there (ad and affiliate links rotate theirs), a link on the same host
 * its session id (`PHPSESSID`, `;jsessionid=`), and an image-only link
 * (a banner) adds nothing. One forward scan with bounded look-aheads: linear in the page.
 *
 * @example
 * pageText('<p>日記<!-- 12345 --><script>clock()</script> <a href="/2005/01/">1月</a></p>', 'http://a.example/')
 * // '\n日記 1月 <http://a.example/2005/01/>\n'
 */
export function pageText(html: string, pageUrl: string): string {
  const base = parseUrl(pageUrl);
  const out: string[] = [];
  let link: { target: string; from: number } | null = null;
  const closeLink = () => {
    if (link !== null && out.slice(link.from).join('').trim() !== '') out.push(` <${link.target}> `);
    link = null;
  };
  // The next `>` at or after a point, found once and reused: a page of `<` without `>` stays linear.
  let nextGt = -1;
  const gtFrom = (from: number): number => {
    if (nextGt !== Infinity && nextGt < from) {
      const found = html.indexOf('>', from);
      nextGt = found === -1 ? Infinity : found;
    }
    return nextGt;
  };
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) {
      out.push(decodeHtmlReferences(html.slice(at)));
      break;
    }
    out.push(decodeHtmlReferences(html.slice(at, lt)));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    const name = TAG_NAME.exec(html.slice(lt, lt + 64));
    const bang = html[lt + 1] === '!' || html[lt + 1] === '?';
    const end = name !== null || bang ? gtFrom(lt) : Infinity;
    if (end - lt > MAX_TAG) {
      out.push('<');
      at = lt + 1;
      continue;
    }
    const gt = end - lt;
    at = end + 1;
    if (name === null) continue;
    const closing = name[1] === '/';
    const tag = (name[2] as string).toLowerCase();
    if (!closing && HIDDEN.has(tag)) {
      at = skipElement(html, tag, at);
      continue;
    }
    if (tag === 'a') {
      closeLink();
      if (!closing) {
        const href = readAttributes(html.slice(lt + name[0].length, lt + gt)).get('href');
        const target = href === undefined || base === null ? null : linkTarget(href, base);
        if (target !== null) link = { target, from: out.length };
      }
    }
    if (BLOCK.has(tag)) out.push('\n');
  }
  closeLink();
  return out.join('');
}

/** The index just past `</tag>` from `from`, or the end of the page when it is never closed. */
function skipElement(html: string, tag: string, from: number): number {
  const close = new RegExp(`</${tag}[\\s>]`, 'gi');
  close.lastIndex = from;
  const found = close.exec(html);
  if (found === null) return html.length;
  const gt = html.indexOf('>', found.index);
  return gt === -1 ? html.length : gt + 1;
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** A link's absolute http(s) target without its fragment, and without its query when it leaves the host. */
function linkTarget(href: string, base: URL): string | null {
  const url = resolveHttpUrl(href, base);
  if (url === null) return null;
  if (url.host !== base.host) url.search = '';
  else dropSessionIds(url);
  return url.href;
}

/**
 * Session ids a server writes into its own links for a client without cookies (PHP's
 * `trans_sid`, Java's `;jsessionid=`): a new one on every request, since the check sends none.
 */
const SESSION_PARAMETER = /^(?:phpsessid|sid|sessid|sessionid|session_id|jsessionid|cfid|cftoken)$/i;

function dropSessionIds(url: URL): void {
  url.pathname = url.pathname.replace(/;jsessionid=[^/;?]*/gi, '');
  if (url.search === '') return;
  const kept = [...url.searchParams].filter(([name]) => !SESSION_PARAMETER.test(name));
  if (kept.length === [...url.searchParams].length) return;
  url.search = new URLSearchParams(kept).toString();
}
