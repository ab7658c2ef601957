import type { AntennaFormat } from '../../core/record.ts';
import { codecFor } from '../registry.ts';
import { encodingName } from './charset.ts';

/** What to try, in order, and what to call a file that is pure ASCII. */
export interface EncodingPlan {
  readonly candidates: readonly string[];
  readonly asciiEncoding: string;
}

/**
 * HTTP charsets worth trusting: ones that can fail. A server's default `ISO-8859-1` reads any
 * byte and says nothing about an antenna file, so it is not allowed to win.
 */
const HINTABLE = new Set(['utf-8', 'euc-jp', 'shift_jis', 'iso-2022-jp']);

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
 * @example
 * encodingPlan('lirs', null, 'text/plain; charset=EUC-JP')
 * // { candidates: ['euc-jp', 'utf-8', 'shift_jis'], asciiEncoding: 'euc-jp' }
 */
export function encodingPlan(
  format: AntennaFormat,
  declared: string | null,
  httpCharset: string | null,
): EncodingPlan {
  const own = declared === null ? null : encodingName(declared);
  const hinted = httpCharset === null ? null : encodingName(httpCharset);
  const candidates = [own, hinted !== null && HINTABLE.has(hinted) ? hinted : null, 'utf-8', 'euc-jp', 'shift_jis']
    .filter((name): name is string => name !== null)
    .filter((name, index, all) => all.indexOf(name) === index);
  return { candidates, asciiEncoding: own ?? codecFor(format).asciiEncoding };
}
