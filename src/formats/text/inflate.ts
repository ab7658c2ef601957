import { AntennaDecodeError } from '../types.ts';
import { inflateNative } from './inflate-native.ts';
import { inflatePako } from './inflate-pako.ts';

/** Default cap on inflated size. */
export const DEFAULT_MAX_INFLATED_BYTES = 32 * 1024 * 1024;

export interface InflateOptions {
  readonly maxBytes: number;
  /**
   * Force one inflater; by default the native one where `DecompressionStream` exists.
   * `native` still means pako where there is no `DecompressionStream`.
   */
  readonly inflater?: 'native' | 'pako' | undefined;
}

/**
 * Inflates gzip bytes, failing with `too-large` as soon as the output passes the cap and with
 * `cut-short` for data that stops before its end or whose trailer does not match, `bad-gzip`
 * for other broken data. When the native inflater rejects the data and was
 * not forced, pako gets a second look: some native ones stop at the end of the first member
 * of a multi-member gzip, which pako reads whole.
 *
 * @example
 * await inflateGzip(bytes, { maxBytes: DEFAULT_MAX_INFLATED_BYTES }) // Uint8Array
 */
export async function inflateGzip(bytes: Uint8Array, options: InflateOptions): Promise<Uint8Array> {
  const hasNative = typeof DecompressionStream === 'function';
  if (options.inflater === 'pako' || !hasNative) return inflatePako(bytes, options.maxBytes);
  try {
    return await inflateNative(bytes, options.maxBytes);
  } catch (error) {
    const retry = options.inflater === undefined && error instanceof AntennaDecodeError && (error.code === 'bad-gzip' || error.code === 'cut-short');
    if (!retry) throw error;
    return inflatePako(bytes, options.maxBytes);
  }
}
