import type { AntennaFormat } from '../../core/record.ts';
import { traitsFor } from '../format-traits.ts';
import { encodingName } from './charset.ts';

/** What to try, in order, and what to call a file that is pure ASCII. */
export interface EncodingPlan {
  readonly candidates: readonly string[];
  readonly asciiEncoding: string;
  /**
   * How many of the first candidates a declaration named (the HTTP charset, the file's own)
   * where a format reads as browsers do (`FormatCodec.browserCharset`): one of them that reads
   * the bytes is never second-guessed. 0 for the other formats, whose sniffing may overrule.
   */
  readonly declared: number;
}

/**
 * HTTP charsets worth trusting: ones that can fail. A server's default `ISO-8859-1` reads any
 * byte and says nothing about an antenna file, so it is not allowed to win.
 */
const HINTABLE = new Set(['utf-8', 'euc-jp', 'shift_jis', 'iso-2022-jp']);

/** What is tried when no declaration reads the bytes. */
const GUESSES = ['utf-8', 'euc-jp', 'shift_jis'];

/**
 * The encodings to try for a file of this format, in order:
 * 1. what the file declares (hina-di header `Content-Type`, XML prolog `encoding`);
 * 2. the HTTP `Content-Type` charset (only a Japanese or Unicode one: see {@link HINTABLE});
 * 3. UTF-8, then EUC-JP, then Shift_JIS. UTF-8 goes first because its byte pattern is strict:
 *    EUC-JP text almost never passes as UTF-8, while short kanji-only UTF-8 titles do pass as
 *    EUC-JP (and `decodeText` settles the rare file that reads both ways). EUC-JP goes
 *    before Shift_JIS because EUC-JP bytes nearly always pass as Shift_JIS half-width katakana,
 *    while Shift_JIS kana (lead bytes 0x82/0x83) never pass as EUC-JP.
 * Pure ASCII is reported as the declared encoding, else the format's own: EUC-JP for LIRS
 * (spec) and hina-di (§8), UTF-8 for XML.
 *
 * A feed (`browserCharset`) reads as a browser reads XML: the HTTP charset first, in any label
 * the Encoding Standard knows, then the XML declaration, then the same three; and a declared
 * encoding that reads the bytes wins (`declared`). A byte order mark, and UTF-16 told by its
 * byte pattern, are settled before any plan (`decodeAntenna`).
 *
 * @example
 * encodingPlan('lirs', null, 'EUC-JP')
 * // { candidates: ['euc-jp', 'utf-8', 'shift_jis'], asciiEncoding: 'euc-jp', declared: 0 }
 * encodingPlan('rss', 'UTF-8', 'koi8-r')
 * // { candidates: ['koi8-r', 'utf-8', 'euc-jp', 'shift_jis'], asciiEncoding: 'koi8-r', declared: 2 }
 */
export function encodingPlan(
  format: AntennaFormat,
  declared: string | null,
  httpCharset: string | null,
): EncodingPlan {
  const own = declared === null ? null : encodingName(declared);
  const hinted = httpCharset === null ? null : encodingName(httpCharset);
  const distinct = (names: readonly (string | null)[]): string[] =>
    names.filter((name): name is string => name !== null).filter((name, index, all) => all.indexOf(name) === index);
  const codec = traitsFor(format);
  if (codec.browserCharset === true) {
    const named = distinct([hinted, own]);
    return { candidates: distinct([...named, ...GUESSES]), asciiEncoding: named[0] ?? codec.asciiEncoding, declared: named.length };
  }
  const candidates = distinct([own, hinted !== null && HINTABLE.has(hinted) ? hinted : null, ...GUESSES]);
  return { candidates, asciiEncoding: own ?? codec.asciiEncoding, declared: 0 };
}
