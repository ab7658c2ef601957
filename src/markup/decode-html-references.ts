import { HTML_ENTITIES } from './html-entities.ts';

// Bounded quantifiers keep the scan linear on hostile input.
const REFERENCE = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g;

/**
 * Decodes HTML character references in text that was escaped HTML. Unknown names and
 * references to non-characters are left as written.
 *
 * @example
 * decodeHtmlReferences('Tom &amp; Jerry&#x3002;&hellip;') // 'Tom & Jerry。…'
 */
export function decodeHtmlReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : whole;
    }
    // HTML keeps a few legacy upper-case names (`&AMP;`, `&LT;`) that old OPML writers used.
    return HTML_ENTITIES[body] ?? HTML_ENTITIES[body.toLowerCase()] ?? whole;
  });
}
