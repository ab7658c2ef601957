import type { FormatTraits } from '../format-codec.ts';
import { charsetParameter } from '../text/charset-parameter.ts';

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

/** hina-di 2.x: starts with `HINA/` (`HINA/2.1`, `HINA/2.2beta`…); EUC-JP unless declared (§8). */
export const hinadiTraits: FormatTraits = {
  sniff: (head, start) => (head.slice(start, start + 5).toUpperCase() === 'HINA/' ? 'hina-di' : null),
  declaredCharset: hinadiCharset,
  asciiEncoding: 'euc-jp',
  brokenCode: 'unknown-format',
};
