import { findStartTags } from '../../markup/find-start-tags.ts';
import { charsetParameter } from '../text/charset-parameter.ts';

/**
 * The charset label an HTML page declares about itself: `<meta charset>`, `<meta
 * http-equiv="Content-Type" content="…; charset=…">`, or an XHTML page's XML declaration.
 * `head` is the page's start read as Latin-1 (the declarations are ASCII); comments are
 * skipped, since old pages kept a commented-out template meta above the real one.
 *
 * @example
 * metaCharset('<meta http-equiv="Content-Type" content="text/html; charset=EUC-JP">') // 'EUC-JP'
 * metaCharset('<meta charset=shift_jis>')                                              // 'shift_jis'
 */
export function metaCharset(head: string): string | null {
  const xml = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head);
  if (xml?.[1]) return xml[1].trim();
  const markup = head.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  for (const { attributes } of findStartTags(markup, 'meta')) {
    const charset = attributes.get('charset')?.trim();
    if (charset) return charset;
    if ((attributes.get('http-equiv') ?? '').trim().toLowerCase() !== 'content-type') continue;
    const declared = charsetParameter(attributes.get('content') ?? '');
    if (declared) return declared;
  }
  return null;
}
