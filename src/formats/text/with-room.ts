/**
 * `bytes` with room for `more` bytes past its first `length`: itself when they fit, else a copy
 * of those `length` bytes in a buffer at least twice as large (what a byte reader's joined
 * ranges grow by, so copying them stays linear).
 *
 * @example
 * withRoom(new Uint8Array(4), 3, 2).length // 8
 */
export function withRoom(bytes: Uint8Array, length: number, more: number): Uint8Array {
  if (length + more <= bytes.length) return bytes;
  const grown = new Uint8Array(Math.max(bytes.length * 2, length + more));
  grown.set(bytes.subarray(0, length));
  return grown;
}
