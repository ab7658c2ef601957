import { decodeHtmlReferences } from '../../markup/decode-html-references.ts';

/** A title longer than this is not a title: the rest of the element is dropped. */
const TITLE_SEARCH = 4096;

/**
 * The page's `<title>`, references decoded and white space collapsed, or null when it has none
 * (or an empty one). Only the first `<title>` counts, and its end is looked for within 4 KiB.
 *
 * @example
 * readPageTitle('<HTML><HEAD><TITLE>ただよう&amp;記憶\n</TITLE>') // 'ただよう&記憶'
 */
export function readPageTitle(html: string): string | null {
  const open = /<title(?=[\s>])[^>]{0,1000}>/i.exec(html);
  if (open === null) return null;
  const start = open.index + open[0].length;
  const window = html.slice(start, start + TITLE_SEARCH);
  const close = window.search(/<\/title\s*>/i);
  const text = decodeHtmlReferences(close === -1 ? window.replace(/<[\s\S]*$/, '') : window.slice(0, close))
    .replace(/[\u0000-\u0020\u007f\u00a0]+/g, ' ')
    .trim();
  return text === '' ? null : text;
}
