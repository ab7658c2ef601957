import type { FormatCodec } from '../format-codec.ts';
import { decodeLirs, decodeLirsInSteps } from './lirs.ts';
import type { DecodeSteps } from '../run-steps.ts';
import type { DecodedBody, DecodedBytes } from '../format-codec.ts';
import { decodeLirsBytes } from './decode-lirs-bytes.ts';
import { lirsEndsInsideRecord } from './lirs-ends-inside-record.ts';
import { lirsTraits } from './lirs-traits.ts';

/** LIRS 2.1 (`lirsTraits`), read from its bytes, or from its text. */
export const lirsCodec: FormatCodec = {
  ...lirsTraits,
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
