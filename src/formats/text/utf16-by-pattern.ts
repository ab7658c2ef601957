/**
 * UTF-16 without a byte order mark, told by the first character being `<` in it (XML 1.0
 * Appendix F.1: `3C 00 3F 00` is UTF-16LE, `00 3C 00 3F` UTF-16BE; the declaration after it
 * then names UTF-16). No ASCII-based file starts with a NUL byte in its first two, so the
 * pattern is never a guess.
 *
 * @example
 * utf16ByPattern(new Uint8Array([0x3c, 0x00, 0x3f, 0x00])) // 'utf-16le'
 * utf16ByPattern(new TextEncoder().encode('<?xml'))        // null
 */
export function utf16ByPattern(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const [a, b, c, d] = bytes;
  if (a === 0x3c && b === 0x00 && c !== 0x00 && d === 0x00) return 'utf-16le';
  if (a === 0x00 && b === 0x3c && c === 0x00 && d !== 0x00) return 'utf-16be';
  return null;
}
