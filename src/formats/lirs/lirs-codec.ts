import type { FormatCodec } from '../format-codec.ts';
import { decodeLirs, decodeLirsInSteps } from './lirs.ts';
import type { DecodeSteps } from '../run-steps.ts';
import type { DecodedBody, DecodedBytes } from '../format-codec.ts';
import { decodeLirsBytes } from './decode-lirs-bytes.ts';
import { lirsEndsInsideRecord } from './lirs-ends-inside-record.ts';

/**
 * LIRS 2.1: the first line that is neither blank nor a `#` comment starts with `LIRS,`; a file
 * of comments alone is a LIRS file with no records. EUC-JP by the spec; no charset declaration.
 */
export const lirsCodec: FormatCodec = {
  sniff(head, start) {
    let at = start;
    while (at < head.length) {
      let end = head.indexOf('\n', at);
      if (end === -1) end = head.length;
      const line = head.slice(at, end);
      if (line.startsWith('LIRS,')) return 'lirs';
      if (!line.startsWith('#') && line.trim() !== '') return null;
      at = end + 1;
    }
    return 'lirs';
  },
  declaredCharset: () => null,
  asciiEncoding: 'euc-jp',
  brokenCode: 'unknown-format',
  decode(text) {
    const { records, rejected } = decodeLirs(text);
    return { title: null, date: null, records, rejected, feed: null };
  },
  *decodeInSteps(text): DecodeSteps<DecodedBody> {
    const { records, rejected } = yield* decodeLirsInSteps(text);
    return { title: null, date: null, records, rejected, feed: null };
  },
  *decodeBytes(bytes, latin1, candidates, asciiEncoding, options): DecodeSteps<DecodedBytes | null> {
    const read = yield* decodeLirsBytes(bytes, latin1, candidates, asciiEncoding, options.plainLirsWalk ?? null);
    if (read === null) return null;
    const { records, rejected } = read.lirs;
    return { body: { title: null, date: null, records, rejected, feed: null }, encoding: read.encoding };
  },
  endsInsideRecord: lirsEndsInsideRecord,
};
