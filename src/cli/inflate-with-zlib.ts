import { tooLargeError } from '../formats/text/too-large-error.ts';
import { gzipFailure } from '../formats/text/gzip-failure.ts';
import { nodeBuiltin } from './node-builtin.ts';

/**
 * Node's zlib as the decoder's gzip inflater (`DecodeOptions.inflate`): several times faster
 * than Node's `DecompressionStream`, in one call. zlib stops as soon as the output passes
 * `maxBytes` (`maxOutputLength`), so a decompression bomb costs at most the cap; every member
 * of a multi-member gzip is read.
 *
 * @example
 * cliReadDeps(io).inflate === inflateWithZlib // how the tool reads every gzipped antenna
 */
export async function inflateWithZlib(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  // Loaded when first needed, so a command that reads no gzip (`--help`, a plain file) starts without it.
  const { gunzipSync } = await nodeBuiltin('node:zlib');
  try {
    // Output taken a mebibyte at a time: pieces that large go back to the system once joined,
    // where zlib's default 16 KiB pieces stay in the process for good (tens of MB at 200,000 records).
    return gunzipSync(bytes, { maxOutputLength: Math.max(1, maxBytes), chunkSize: 1 << 20 });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_BUFFER_TOO_LARGE') throw tooLargeError(maxBytes);
    // zlib says "unexpected end of file" for data that stops before its end.
    throw gzipFailure(error);
  }
}
