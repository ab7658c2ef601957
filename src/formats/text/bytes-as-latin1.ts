/** Bytes read one to one as characters: exact for the ASCII that formats are told apart by. */
const latin1 = new TextDecoder('latin1');

/**
 * The bytes one to one as characters. Node's `Buffer` (what its zlib gives, and a `subarray` of
 * one) reads them so in native code, several times faster than Node's `TextDecoder`; elsewhere
 * `TextDecoder('latin1')`, which the Encoding Standard makes windows-1252: still one character
 * per byte, the same character for every ASCII byte (format detection and the byte readers look
 * at nothing else).
 */
export function bytesAsLatin1(bytes: Uint8Array): string {
  const slice = (bytes as { latin1Slice?: unknown }).latin1Slice;
  return typeof slice === 'function' ? (slice as (start: number, end: number) => string).call(bytes, 0, bytes.length) : latin1.decode(bytes);
}
