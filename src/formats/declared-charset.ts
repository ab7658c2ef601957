import type { AntennaFormat } from '../core/record.ts';

/**
 * The `charset` parameter of a Content-Type value, unquoted, or null.
 *
 * @example
 * charsetParameter('text/plain; charset="EUC-JP"') // 'EUC-JP'
 */
export function charsetParameter(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType);
  return match?.[2] ?? null;
}

/**
 * hina-di §8: the charset comes from `Content-Type` in the header block (the lines after
 * `HINA/…` up to the first blank line). Separators vary: `Name:<TAB><TAB>value` (WDB),
 * `Name: value`, `Name:value`.
 */
function hinadiCharset(head: string): string | null {
  const lines = head.slice(0, 4096).split(/\r\n|\r|\n/);
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] as string;
    if (line.trim() === '') break;
    const match = /^content-type\s*:\s*(.*)$/i.exec(line);
    if (match) return charsetParameter(match[1] ?? '');
  }
  return null;
}

/** XML 1.0 §4.3.3: the encoding declaration in the prolog. */
function xmlEncoding(head: string): string | null {
  const match = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([A-Za-z0-9._:-]+)\1/.exec(head);
  return match?.[2] ?? null;
}

/**
 * The charset label a file declares about itself: hina-di's header `Content-Type`, or the XML
 * prolog's `encoding`. LIRS has no place for one. `head` is the start of the file read as
 * Latin-1, which is exact for the ASCII these declarations are written in.
 *
 * @example
 * declaredCharset('hina-di', 'HINA/2.2\nContent-Type: text/plain; charset=Shift_JIS\n\n') // 'Shift_JIS'
 * declaredCharset('rss', '<?xml version="1.0" encoding="EUC-JP"?><rss>')                  // 'EUC-JP'
 */
export function declaredCharset(format: AntennaFormat, head: string): string | null {
  switch (format) {
    case 'lirs':
      return null;
    case 'hina-di':
      return hinadiCharset(head);
    case 'atom':
    case 'rss':
    case 'rdf':
      return xmlEncoding(head);
  }
}
