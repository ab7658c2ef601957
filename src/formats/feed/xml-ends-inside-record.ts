import { readMarkupRoot, skipSpace } from '../read-markup-root.ts';

/** Space, tab, CR, LF. */
function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * Whether an XML feed stops before its root element closes: what follows the last `>`
 * (blanks aside, and comments and processing instructions after the root, which XML allows)
 * must be the root's end tag `</feed>`, or the root must be one empty element (`<feed/>`).
 * A document cut on the way loses its end tag, wherever the cut fell — even right after a `>`.
 *
 * @example
 * xmlEndsInsideRecord('<feed xmlns="http://www.w3.org/2005/Atom"><entry/></feed>\n') // false
 * xmlEndsInsideRecord('<feed xmlns="http://www.w3.org/2005/Atom"><entry/>')          // true
 */
export function xmlEndsInsideRecord(text: string): boolean {
  const root = readMarkupRoot(text, skipSpace(text, 0));
  if (root.status !== 'element') return false;
  let end = text.length;
  for (;;) {
    while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--;
    if (text.endsWith('-->', end)) end = Math.max(0, text.lastIndexOf('<!--', end - 3));
    else if (text.endsWith('?>', end)) end = Math.max(0, text.lastIndexOf('<?', end - 2));
    else break;
  }
  if (text.charCodeAt(end - 1) !== 0x3e) return true;
  const open = text.lastIndexOf('<', end - 1);
  const tag = text.slice(open, end);
  if (new RegExp(`^</${root.name.replace(/[.]/g, '\\.')}\\s*>$`).test(tag)) return false;
  // An empty root: its own start tag is the last tag of the file.
  return !(tag.endsWith('/>') && text.indexOf(`<${root.name}`) === open);
}
