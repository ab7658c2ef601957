import type { AntennaFormat } from '../core/record.ts';
import { feedCodec } from './feed/feed-codec.ts';
import type { FormatCodec } from './format-codec.ts';
import { hinaTxtCodec } from './hina-txt/hina-txt-codec.ts';
import { hinadiCodec } from './hinadi/hinadi-codec.ts';
import { lirsCodec } from './lirs/lirs-codec.ts';

const BY_FORMAT: Readonly<Record<AntennaFormat, FormatCodec>> = {
  lirs: lirsCodec,
  'hina-di': hinadiCodec,
  'hina-txt': hinaTxtCodec,
  atom: feedCodec,
  rss: feedCodec,
  rdf: feedCodec,
};

/**
 * The codec that reads `format`. A new format is a folder with its traits and its codec, and a
 * line here and in `format-traits.ts`, which detection asks.
 */
export function codecFor(format: AntennaFormat): FormatCodec {
  return BY_FORMAT[format];
}
