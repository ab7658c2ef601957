/**
 * Whether no string occurs twice among `count` keys, `keyAt(0)` to `keyAt(count - 1)`: the bulk
 * check a decoder makes before it looks for records that repeat a URL. The same answer as a
 * `Set` of them all, at about half the cost for tens of thousands of URLs: one table of indexes
 * sized once (a `Set` grows and rehashes as it fills), and keys asked for and compared only when
 * their hashes meet (a decoder need not keep a list of keys it can tell from its records).
 * `hashes[i]` is `keyHash` of key `i`, which a decoder takes from its file's text as it reads
 * (cheaper there than from the key, a slice of that text). Linear in the keys; the table is
 * twice their count.
 *
 * @example
 * const keys = ['http://a.jp/', 'http://b.jp/'];
 * allDistinct(2, [keyHash('http://a.jp/'), keyHash('http://b.jp/')], (index) => keys[index]) // true
 */
export function allDistinct(count: number, hashes: ArrayLike<number>, keyAt: (index: number) => string): boolean {
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
      if (hashes[held - 1] === hash && keyAt(held - 1) === keyAt(index)) return false;
      slot = (slot + 1) & mask;
    }
  }
  return true;
}

/**
 * A 32-bit hash of the characters `text[start, end)` (all of `text` by default): every
 * character multiplied in and folded, then the length and a mix so that the low bits spread.
 * A reader that walks the characters anyway takes it as it goes with `keyHashStep` from
 * `KEY_HASH_SEED`, then `keyHashFinish`.
 *
 * @example
 * keyHash('LIRS,…,http://a.jp/,…', 20, 32) === keyHash('http://a.jp/') // true
 */
export function keyHash(text: string, start = 0, end = text.length): number {
  let hash = KEY_HASH_SEED;
  for (let i = start; i < end; i++) hash = keyHashStep(hash, text.charCodeAt(i));
  return keyHashFinish(hash, end - start);
}

/** Where `keyHash` starts. */
export const KEY_HASH_SEED = 0x2545f491;

/** `keyHash` so far, one more character (its code) in. */
export function keyHashStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, 0x9e3779b1);
}

/** `keyHash` of `length` characters, from what `keyHashStep` gave after the last of them. */
export function keyHashFinish(hash: number, length: number): number {
  let mixed = Math.imul(hash ^ length, 0x85ebca6b);
  mixed ^= mixed >>> 16;
  mixed = Math.imul(mixed, 0xc2b2ae35);
  return mixed ^ (mixed >>> 13);
}
