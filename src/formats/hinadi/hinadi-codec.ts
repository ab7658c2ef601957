import type { FormatCodec } from '../format-codec.ts';
import { decodeHinadi, decodeHinadiInSteps } from './hinadi.ts';
import type { DecodeSteps } from '../run-steps.ts';
import type { DecodedBody, DecodedBytes } from '../format-codec.ts';
import { decodeHinadiBytes } from './decode-hinadi-bytes.ts';
import { hinadiEndsInsideRecord } from './hinadi-ends-inside-record.ts';
import { hinadiTraits } from './hinadi-traits.ts';

/** hina-di 2.x (`hinadiTraits`), read from its bytes, or from its text. */
export const hinadiCodec: FormatCodec = {
  ...hinadiTraits,
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
