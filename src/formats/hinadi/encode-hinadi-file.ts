import { gzip } from 'pako';
import type { AntennaRecord } from '../../core/record.ts';
import { encodeStrictEucJp } from '../text/encode-strict-euc-jp.ts';
import { encodeHinadi } from './encode-hinadi.ts';
import type { EncodeHinadiOptions } from './encode-hinadi.ts';

export interface EncodeHinadiFileOptions extends Omit<EncodeHinadiOptions, 'charset'> {
  /** gzip the file (`hina.di.gz`). */
  readonly gzip?: boolean;
}

/**
 * Writes records as hina-di file bytes: EUC-JP, the charset hina-di §8 assumes, named in the
 * header, and the strict EUC-JP old readers accept (`encodeStrictEucJp`: a character outside
 * it is written as its compatibility form or `〓`). Gzipped when asked.
 *
 * @example
 * encodeHinadiFile([record], { now: 1700000000 })             // EUC-JP bytes of 'HINA/2.2\r\n…'
 * encodeHinadiFile([record], { now: 1700000000, gzip: true }) // the same, gzipped
 */
export function encodeHinadiFile(records: readonly AntennaRecord[], options: EncodeHinadiFileOptions): Uint8Array {
  const { gzip: gzipped, ...textOptions } = options;
  const bytes = encodeStrictEucJp(encodeHinadi(records, { ...textOptions, charset: 'EUC-JP' }));
  return gzipped === true ? gzip(bytes) : bytes;
}
