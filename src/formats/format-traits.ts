import type { AntennaFormat } from '../core/record.ts';
import { feedTraits } from './feed/feed-traits.ts';
import type { FormatTraits } from './format-codec.ts';
import { hinaTxtTraits } from './hina-txt/hina-txt-traits.ts';
import { hinadiTraits } from './hinadi/hinadi-traits.ts';
import { lirsTraits } from './lirs/lirs-traits.ts';

/**
 * Every format's traits, in the order detection asks them: what detection and the charset plan
 * need, without a single decoder (each codec carries its format's, `registry.ts`).
 */
export const TRAITS: readonly FormatTraits[] = [hinadiTraits, hinaTxtTraits, feedTraits, lirsTraits];

const BY_FORMAT: Readonly<Record<AntennaFormat, FormatTraits>> = {
  lirs: lirsTraits,
  'hina-di': hinadiTraits,
  'hina-txt': hinaTxtTraits,
  atom: feedTraits,
  rss: feedTraits,
  rdf: feedTraits,
};

/** The traits of `format`. */
export function traitsFor(format: AntennaFormat): FormatTraits {
  return BY_FORMAT[format];
}
