/**
 * XML 1.0 §4.3.3: the `encoding` label of the prolog's declaration, or null. `head` is the
 * start of the file read as Latin-1 (exact for the ASCII a declaration is written in).
 *
 * @example
 * xmlEncoding('<?xml version="1.0" encoding="EUC-JP"?><rss>') // 'EUC-JP'
 */
export function xmlEncoding(head: string): string | null {
  const match = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([A-Za-z0-9._:-]+)\1/.exec(head);
  return match?.[2] ?? null;
}
