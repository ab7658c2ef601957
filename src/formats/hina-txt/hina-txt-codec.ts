import type { FormatCodec } from '../format-codec.ts';
import { decodeHinaTxt } from './hina-txt.ts';

/** A hina.txt marker anywhere near the start: `<!--HINA_OK`, `<!--HINA_NOT_FOUND`, … */
const MARKER = /<!--\s*HINA_[A-Z_]+/;

/**
 * hina.txt (HINA/1.x): HTML with a `<!--HINA_…-->` marker before each link, asked before the
 * feeds and before a page is taken for HTML. EUC-JP unless the bytes say otherwise.
 */
export const hinaTxtCodec: FormatCodec = {
  sniff: (head) => (MARKER.test(head.slice(0, 4096)) ? 'hina-txt' : null),
  declaredCharset: () => null,
  asciiEncoding: 'euc-jp',
  brokenCode: 'unknown-format',
  decode(text) {
    const { date, records, rejected } = decodeHinaTxt(text);
    return { title: null, date, records, rejected, feed: null };
  },
};
