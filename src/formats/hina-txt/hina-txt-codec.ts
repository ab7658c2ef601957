import type { FormatCodec } from '../format-codec.ts';
import { decodeHinaTxt } from './hina-txt.ts';
import { hinaTxtTraits } from './hina-txt-traits.ts';

/** hina.txt (`hinaTxtTraits`), read from its text. */
export const hinaTxtCodec: FormatCodec = {
  ...hinaTxtTraits,
  decode(text) {
    const { date, records, rejected } = decodeHinaTxt(text);
    return { title: null, date, records, rejected, feed: null };
  },
};
