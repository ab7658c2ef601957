import type { FormatCodec } from '../format-codec.ts';
import { decodeFeed, decodeFeedInSteps } from './decode-feed.ts';
import type { DecodeSteps } from '../run-steps.ts';
import type { DecodedBody } from '../format-codec.ts';
import { xmlEndsInsideRecord } from './xml-ends-inside-record.ts';
import { feedTraits } from './feed-traits.ts';

/** Atom, RSS and RSS 1.0 (`feedTraits`), read from their text. */
export const feedCodec: FormatCodec = {
  ...feedTraits,
  decode(text, options) {
    const { title, records, rejected, feed } = decodeFeed(text, { now: options.now, url: options.url ?? null });
    return { title, date: null, records, rejected, feed };
  },
  *decodeInSteps(text, options): DecodeSteps<DecodedBody> {
    const { title, records, rejected, feed } = yield* decodeFeedInSteps(text, { now: options.now, url: options.url ?? null });
    return { title, date: null, records, rejected, feed };
  },
  endsInsideRecord: xmlEndsInsideRecord,
};
