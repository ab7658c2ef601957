import type { FormatCodec } from '../format-codec.ts';
import { charsetParameter } from '../text/charset-parameter.ts';
import { decodeHinadi, decodeHinadiInSteps } from './hinadi.ts';
import type { DecodeSteps } from '../run-steps.ts';
import type { DecodedBody, DecodedBytes } from '../format-codec.ts';
import { decodeHinadiBytes } from './decode-hinadi-bytes.ts';
import { hinadiEndsInsideRecord } from './hinadi-ends-inside-record.ts';

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
export const hinadiCodec: FormatCodec = {
  sniff: (head, start) => (head.slice(start, start + 5).toUpperCase() === 'HINA/' ? 'hina-di' : null),
  declaredCharset: hinadiCharset,
  asciiEncoding: 'euc-jp',
  brokenCode: 'unknown-format',
  decode(text) {
    const { title, date, records, rejected } = decodeHinadi(text);
    return { title, date, records, rejected, feed: null };
  },
  *decodeInSteps(text): DecodeSteps<DecodedBody> {
    const { title, date, records, rejected } = yield* decodeHinadiInSteps(text);
    return { title, date, records, rejected, feed: null };
  },
  *decodeBytes(bytes, latin1, candidates, asciiEncoding, options): DecodeSteps<DecodedBytes | null> {
    const read = yield* decodeHinadiBytes(bytes, latin1, candidates, asciiEncoding, options.plainHinadiWalk ?? null);
    if (read === null) return null;
    const { title, date, records, rejected } = read.hinadi;
    return { body: { title, date, records, rejected, feed: null }, encoding: read.encoding };
  },
  endsInsideRecord: hinadiEndsInsideRecord,
};
