import type { DecodeSteps } from '../run-steps.ts';
import { allAsciiBased, readPieces } from '../text/charset.ts';
import { HinadiCollector, type HinadiDocument } from './hinadi-collector.ts';
import { HinadiLineReader } from './hinadi-line-reader.ts';
import type { PlainHinadiWalk } from './plain-hinadi-layout.ts';

/** hina-di read from its bytes, and the charset its non-ASCII values were read in. */
export interface DecodedHinadiBytes {
  readonly hinadi: HinadiDocument;
  readonly encoding: string;
}

/**
 * Reads a hina-di file from its bytes, decoding only the values that are not ASCII (titles,
 * author names, now and then a URL). `latin1` is the bytes read one to one as characters (a
 * byte, a character: `TextDecoder('latin1')`, which is windows-1252, keeps that too), where
 * line ends, colons, field names and dates are found as in the decoded text, without
 * decoding the whole file first. It gives exactly what `decodeText` and then `decodeHinadi` give:
 *
 * - In EUC-JP, Shift_JIS and UTF-8, LF, CR, `:`, space, tab and every byte below 0x40 are never
 *   part of a character, so lines, names and values are where the bytes say; a name with a byte
 *   that is not ASCII is no field name in the bytes as in the text. (A Shift_JIS trail byte may
 *   be a letter, but only after a lead byte inside a value.)
 * - Each value with a byte that is not ASCII, and each line with one that is no field, is copied
 *   to one buffer, LF after each; one `TextDecoder` call reads them all and `readPieces` chooses
 *   the charset on them as it would on the whole file: every other byte is ASCII, which each
 *   candidate reads alike, and each copied range starts after and ends before a byte below 0x40
 *   (a character cut short at a range's end is an error before LF as before a blank or CR).
 * - The lines are read by the text reader's own `HinadiLineReader`, its blocks' values that are
 *   not ASCII read from the decoded text: the same records, rejections, reasons and verdicts.
 *   Given `walk` (`WASM_HINADI_WALK`), a block of the plainest kind (known fields spelt as
 *   producers write them, an ASCII URL already in normal form, IMF-fixdates) is read in one
 *   walk over its bytes; every other block, by `HinadiBlock` and `readHinadiBlock`.
 *
 * Null when the file is better left to the text reader: a charset not ASCII-based, bytes no
 * candidate reads whole (read line by line), lines ended by CR alone, no `HINA/` line.
 *
 * @example
 * runSteps(decodeHinadiBytes(bytes, latin1.decode(bytes), ['utf-8', 'euc-jp', 'shift_jis'], 'euc-jp'))
 * // { hinadi: { title: null, date: null, records: [{ url: 'http://a.jp/', title: 'ただよう記憶', … }], rejected: [] }, encoding: 'euc-jp' }
 */
export function* decodeHinadiBytes(
  bytes: Uint8Array,
  latin1: string,
  candidates: readonly string[],
  ownEncoding: string,
  walk: PlainHinadiWalk | null = null,
): DecodeSteps<DecodedHinadiBytes | null> {
  if (!allAsciiBased(candidates)) return null;
  // Classic Mac OS line ends: the text reader turns them into LF.
  if (latin1.indexOf('\n') === -1 && latin1.indexOf('\r') !== -1) return null;
  // The loops live in the reader's methods, not here: V8 optimizes a generator only once it is
  // called again, never in the middle of one call's loop.
  const reader = new HinadiLineReader(bytes, latin1, walk);
  try {
    while (!reader.scan()) yield;
  } finally {
    walk?.release?.();
  }
  if (!reader.startsHinadi() || reader.isEmpty()) return null;
  const whole = readPieces(reader.joinedBytes(), candidates);
  if (whole === null) return null;
  const collector = new HinadiCollector();
  reader.startReading(whole.pieces);
  while (!reader.read(collector)) yield;
  return { hinadi: reader.finish(collector), encoding: whole.encoding ?? ownEncoding };
}

