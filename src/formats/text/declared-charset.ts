import type { AntennaFormat } from '../../core/record.ts';
import { traitsFor } from '../format-traits.ts';

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
  return traitsFor(format).declaredCharset(head);
}
