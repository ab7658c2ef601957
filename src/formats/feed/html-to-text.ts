import { collapseSpace } from './collapse-space.ts';
import { decodeHtmlReferences } from '../../markup/decode-html-references.ts';

// Tags that separate words when a browser renders them; others (b, a, span) join.
const BREAKING = new Set(['br', 'p', 'div', 'li', 'td', 'th', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

// Elements whose text a browser never shows: the text up to their end tag goes too.
const HIDDEN_END: ReadonlyMap<string, RegExp> = new Map([['script', /<\/script/gi], ['style', /<\/style/gi]]);

/**
 * Turns a fragment of HTML (an Atom `type="html"` title, an RSS title with markup) into plain
 * text: comments and tags go, and the text of `<script>` and `<style>` with them; character
 * references are decoded, white space collapses.
 * A `<` that does not start a tag is text (`a < b`). One forward scan: no regular expression
 * that could backtrack over an unclosed comment.
 *
 * @example
 * htmlToText('<b>日記</b> &amp; <a href="/x">メモ</a><br>2004') // '日記 & メモ 2004'
 */
export function htmlToText(html: string): string | null {
  const parts: string[] = [];
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt < 0) {
      parts.push(html.slice(at));
      break;
    }
    parts.push(html.slice(at, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      at = end < 0 ? html.length : end + 3;
      continue;
    }
    const name = /^<\/?([A-Za-z][A-Za-z0-9]*)/.exec(html.slice(lt, lt + 12));
    if (!name && html[lt + 1] !== '!' && html[lt + 1] !== '?') {
      parts.push('<');
      at = lt + 1;
      continue;
    }
    const gt = html.indexOf('>', lt);
    if (gt < 0) {
      // No '>' anywhere further on: the rest is text.
      parts.push(html.slice(lt));
      break;
    }
    const tag = name?.[1]?.toLowerCase();
    if (tag !== undefined && BREAKING.has(tag)) parts.push(' ');
    at = gt + 1;
    const hidden = tag === undefined || html[lt + 1] === '/' ? undefined : HIDDEN_END.get(tag);
    if (hidden !== undefined) {
      // Up to the end tag, or, with none, the end of the title.
      hidden.lastIndex = at;
      const end = hidden.exec(html);
      const close = end === null ? -1 : html.indexOf('>', end.index);
      at = close < 0 ? html.length : close + 1;
    }
  }
  return collapseSpace(decodeHtmlReferences(parts.join('')));
}
