import type { AntennaFormat } from '../core/record.ts';
import { feedCodec } from './feed/feed-codec.ts';
import type { FormatCodec } from './format-codec.ts';
import { hinaTxtCodec } from './hina-txt/hina-txt-codec.ts';
import { hinadiCodec } from './hinadi/hinadi-codec.ts';
import { lirsCodec } from './lirs/lirs-codec.ts';

/**
 * Every format the reader knows, in the order detection asks them. A new format is a folder
 * with its codec, and one line here.
 */
export const CODECS: readonly FormatCodec[] = [hinadiCodec, hinaTxtCodec, feedCodec, lirsCodec];

const BY_FORMAT: Readonly<Record<AntennaFormat, FormatCodec>> = {
  lirs: lirsCodec,
  'hina-di': hinadiCodec,
  'hina-txt': hinaTxtCodec,
  atom: feedCodec,
  rss: feedCodec,
  rdf: feedCodec,
};

/** The codec that reads `format`. */
export function codecFor(format: AntennaFormat): FormatCodec {
  return BY_FORMAT[format];
}
