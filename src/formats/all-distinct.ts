/**
 * Whether no string occurs twice in `keys`: the bulk check a decoder makes before it looks for
 * records that repeat a URL. The same answer as `new Set(keys).size === keys.length`, at about
 * half the cost for tens of thousands of URLs: one table of indexes sized once (a `Set` grows
 * and rehashes as it fills), and keys compared only when their hashes meet. `hashes[i]` is
 * `keyHash` of `keys[i]`, which a decoder takes from its file's text as it reads (cheaper there
 * than from the key, a slice of that text). Linear in the keys; the table is twice their count.
 *
 * @example
 * allDistinct(['http://a.jp/', 'http://b.jp/'], [keyHash('http://a.jp/'), keyHash('http://b.jp/')]) // true
 */
export function allDistinct(keys: readonly string[], hashes: readonly number[]): boolean {
  const count = keys.length;
  if (count < 2) return true;
  let size = 16;
  while (size < count * 2) size *= 2;
  const mask = size - 1;
  /** Index + 1 of the key in each slot; 0 for an empty slot. */
  const slots = new Int32Array(size);
  for (let index = 0; index < count; index++) {
    const hash = hashes[index] as number;
    let slot = hash & mask;
    for (;;) {
      const held = slots[slot] as number;
      if (held === 0) {
        slots[slot] = index + 1;
        break;
      }
      if (hashes[held - 1] === hash && keys[held - 1] === keys[index]) return false;
      slot = (slot + 1) & mask;
    }
  }
  return true;
}

/**
 * A 32-bit hash of the characters `text[start, end)` (all of `text` by default): every
 * character multiplied in and folded, then mixed so that the low bits spread.
 *
 * @example
 * keyHash('LIRS,…,http://a.jp/,…', 20, 32) === keyHash('http://a.jp/') // true
 */
export function keyHash(text: string, start = 0, end = text.length): number {
  let hash = end - start;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x9e3779b1);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  return hash ^ (hash >>> 13);
}
