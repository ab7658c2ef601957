import type { FormatTraits } from '../format-codec.ts';

/** A hina.txt marker anywhere near the start: `<!--HINA_OK`, `<!--HINA_NOT_FOUND`, … */
const MARKER = /<!--\s*HINA_[A-Z_]+/;

/**
 * hina.txt (HINA/1.x): HTML with a `<!--HINA_…-->` marker before each link, asked before the
 * feeds and before a page is taken for HTML. EUC-JP unless the bytes say otherwise.
 */
export const hinaTxtTraits: FormatTraits = {
  sniff: (head) => (MARKER.test(head.slice(0, 4096)) ? 'hina-txt' : null),
  declaredCharset: () => null,
  asciiEncoding: 'euc-jp',
  brokenCode: 'unknown-format',
};
