import type { FormatTraits } from '../format-codec.ts';

/**
 * LIRS 2.1: the first line that is neither blank nor a `#` comment starts with `LIRS,`; a file
 * of comments alone is a LIRS file with no records. EUC-JP by the spec; no charset declaration.
 */
export const lirsTraits: FormatTraits = {
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
};
