import { gzip } from 'pako';
import type { AntennaRecord } from '../../core/record.ts';
import { encodeEucJp } from '../text/encode-euc-jp.ts';
import { encodeHinadi } from './encode-hinadi.ts';
import type { EncodeHinadiOptions } from './encode-hinadi.ts';

export interface EncodeHinadiFileOptions extends Omit<EncodeHinadiOptions, 'charset'> {
  /** gzip the file (`hina.di.gz`). */
  readonly gzip?: boolean;
}

/**
 * Writes records as hina-di file bytes: EUC-JP, the charset hina-di §8 assumes, named in the
 * header; UTF-8 (and named so) when a record holds a character EUC-JP cannot write, so no
 * title is mangled. Gzipped when asked.
 *
 * @example
 * encodeHinadiFile([record], { now: 1700000000 })             // EUC-JP bytes of 'HINA/2.2\r\n…'
 * encodeHinadiFile([record], { now: 1700000000, gzip: true }) // the same, gzipped
 */
export function encodeHinadiFile(records: readonly AntennaRecord[], options: EncodeHinadiFileOptions): Uint8Array {
  const { gzip: gzipped, ...textOptions } = options;
  const bytes =
    encodeEucJp(encodeHinadi(records, { ...textOptions, charset: 'EUC-JP' })) ??
    new TextEncoder().encode(encodeHinadi(records, { ...textOptions, charset: 'UTF-8' }));
  return gzipped === true ? gzip(bytes) : bytes;
}
