/**
 * Whether the bytes are gzip, by the magic number 1f 8b (QUIRKS: never trust the file name
 * or the headers: gzip arrives both with and without `Content-Encoding`).
 *
 * @example
 * isGzip(new Uint8Array([0x1f, 0x8b, 8])) // true
 */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}
