import type { AntennaFormat } from '../../core/record.ts';
import type { Translate } from '../shared/translate.ts';

/** The name a user knows a format by: "LIRS", "hina-di", "hina.txt", "Atom", "RSS 2.0", "RSS 1.0". */
export function formatLabel(format: AntennaFormat | null, t: Translate): string {
  switch (format) {
    case 'lirs':
      return t('options_formatLirs');
    case 'hina-di':
      return t('options_formatHinadi');
    case 'hina-txt':
      return t('options_formatHinaTxt');
    case 'atom':
      return t('options_formatAtom');
    case 'rss':
      return t('options_formatRss');
    case 'rdf':
      return t('options_formatRdf');
    case null:
      return t('options_formatUnknown');
  }
}

/** A WHATWG encoding label as it is usually written: `euc-jp` → `EUC-JP`, `shift_jis` → `Shift_JIS`. */
export function encodingLabel(encoding: string): string {
  return encoding.toLowerCase() === 'shift_jis' ? 'Shift_JIS' : encoding.toUpperCase();
}
