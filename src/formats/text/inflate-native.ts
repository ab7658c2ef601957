import { AntennaDecodeError } from '../types.ts';
import { concatBytes } from './concat-bytes.ts';
import { gzipFailure } from './gzip-failure.ts';
import { tooLargeError } from './too-large-error.ts';

/**
 * Compressed bytes handed to the stream at a time. Deflate expands at most about 1032:1, so
 * one slice makes at most ~16 MiB of output before the reader sees it and can stop.
 */
const SLICE = 16 * 1024;

async function feed(writer: WritableStreamDefaultWriter<BufferSource>, bytes: Uint8Array): Promise<void> {
  for (let at = 0; at < bytes.length; at += SLICE) {
    await writer.write(bytes.slice(at, at + SLICE));
  }
  await writer.close();
}

/**
 * Inflates gzip bytes with the platform's `DecompressionStream`, reading the output as it comes
 * and cancelling the stream as soon as it passes `maxBytes`, so a decompression bomb never
 * fills memory. Callers feature-detect `DecompressionStream` first.
 *
 * @example
 * await inflateNative(gzipBytes, 32 * 1024 * 1024) // Uint8Array of the inflated file
 */
export async function inflateNative(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  const stream = new DecompressionStream('gzip');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  // Errors surface on the reading side; the feeding side only has to not go unhandled.
  feed(writer, bytes).catch(() => {});
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLargeError(maxBytes);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AntennaDecodeError) throw error;
    throw gzipFailure(error);
  }
  return concatBytes(chunks, total);
}
