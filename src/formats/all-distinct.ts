/**
 * Whether no string occurs twice in `keys`: the bulk check a decoder makes before it looks for
 * records that repeat a URL. The same answer as `new Set(keys).size === keys.length`, at about
 * half the cost for tens of thousands of URLs: one table of indexes sized once (a `Set` grows
 * and rehashes as it fills), and a hash of each key's characters; keys are compared only when
 * their hashes meet. Linear in the characters of the keys; the table is twice the key count.
 *
 * @example
 * allDistinct(['http://a.jp/', 'http://b.jp/']) // true
 * allDistinct(['http://a.jp/', 'http://a.jp/']) // false
 */
export function allDistinct(keys: readonly string[]): boolean {
  const count = keys.length;
  if (count < 2) return true;
  let size = 16;
  while (size < count * 2) size *= 2;
  const mask = size - 1;
  /** Index + 1 of the key in each slot; 0 for an empty slot. */
  const slots = new Int32Array(size);
  /** Each placed key's hash, to compare keys only when their hashes meet. */
  const hashes = new Int32Array(count);
  for (let index = 0; index < count; index++) {
    const key = keys[index] as string;
    const hash = hashOf(key);
    hashes[index] = hash;
    let slot = hash & mask;
    for (;;) {
      const held = slots[slot] as number;
      if (held === 0) {
        slots[slot] = index + 1;
        break;
      }
      if (hashes[held - 1] === hash && keys[held - 1] === key) return false;
      slot = (slot + 1) & mask;
    }
  }
  return true;
}

/** A 32-bit hash of every character (multiply and fold, then mixed so low bits spread). */
function hashOf(key: string): number {
  let hash = key.length;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x9e3779b1);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  return hash ^ (hash >>> 13);
}
