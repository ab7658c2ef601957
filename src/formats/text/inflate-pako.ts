import { Inflate } from 'pako/browser/inflate';
import { gzipFailure } from './gzip-failure.ts';
import { tooLargeError } from './too-large-error.ts';
import { concatBytes } from './concat-bytes.ts';

/** Raised inside pako's output callback to stop inflating at once. */
const OVER_CAP = Symbol('over cap');

/**
 * Inflates gzip bytes with pako, stopping as soon as the output passes `maxBytes`: pako hands
 * the output over in 64 KiB chunks, and the first chunk past the cap aborts the stream, so a
 * decompression bomb costs at most the cap in memory. Reads every member of a multi-member
 * gzip (what `cat a.gz b.gz` makes).
 *
 * @example
 * inflatePako(gzip('LIRS,…'), 32 * 1024 * 1024) // Uint8Array of 'LIRS,…'
 */
export function inflatePako(bytes: Uint8Array, maxBytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  // windowBits 15 + 16: gzip only, no zlib or raw deflate.
  const inflater = new Inflate({ windowBits: 31 });
  inflater.onData = (chunk: Uint8Array): void => {
    total += chunk.length;
    if (total > maxBytes) throw OVER_CAP;
    chunks.push(chunk);
  };
  inflater.onEnd = (): void => {};
  try {
    inflater.push(bytes, true);
  } catch (error) {
    if (error === OVER_CAP) throw tooLargeError(maxBytes);
    throw gzipFailure(error);
  }
  if (inflater.err !== 0) {
    // Z_BUF_ERROR at the end of the input: the stream stopped before its end.
    throw gzipFailure(new Error(inflater.msg), inflater.err === -5);
  }
  return concatBytes(chunks, total);
}
