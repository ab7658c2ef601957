import { tooLargeError } from '../formats/text/too-large-error.ts';
import { gzipFailure } from '../formats/text/gzip-failure.ts';
import { nodeBuiltin } from './node-builtin.ts';

/**
 * How much output zlib is given room for at a time. The gzip trailer's ISIZE (RFC 1952 §2.3.1:
 * the last member's size, modulo 2^32) is a hint, never trusted: when it is a size within the
 * cap, the output is written in one piece of that size and one byte more (64 KiB at least),
 * given back as it is, never copied into a joined whole. Otherwise a mebibyte at a time: pieces
 * that large go back to the system once joined, where zlib's default 16 KiB pieces stay in the
 * process for good (tens of MB at 200,000 records). A trailer that says less than the file holds
 * (a multi-member file's last member) only means more pieces.
 */
export function outputPiece(bytes: Uint8Array, maxBytes: number): number {
  const end = bytes.length;
  const size = end < 18 ? 0 : ((bytes[end - 4] ?? 0) | ((bytes[end - 3] ?? 0) << 8) | ((bytes[end - 2] ?? 0) << 16) | ((bytes[end - 1] ?? 0) << 24)) >>> 0;
  return size <= maxBytes ? Math.max(size + 1, 1 << 16) : 1 << 20;
}

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
    return gunzipSync(bytes, { maxOutputLength: Math.max(1, maxBytes), chunkSize: outputPiece(bytes, maxBytes) });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_BUFFER_TOO_LARGE') throw tooLargeError(maxBytes);
    // zlib says "unexpected end of file" for data that stops before its end.
    throw gzipFailure(error);
  }
}
