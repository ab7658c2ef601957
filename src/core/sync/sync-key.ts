import type { SubscriptionId } from '../subscription.ts';

/** The `storage.sync` key of one subscription's item: `s` and a 48-bit hash of its id. */
export type SyncKey = string & { readonly brand: 'SyncKey' };

const utf8 = new TextEncoder();

/**
 * The key a subscription's item has in `storage.sync`: short (a dozen characters instead of
 * the whole URL, which matters for a removal's tombstone) and the same on every device. Two
 * lanes of a multiply–xor hash over the UTF-8 bytes of the id give 48 bits: among 300
 * subscriptions the chance of two sharing a key is about one in six billion, and if they
 * ever do, the second stays on its device (`syncedView`).
 *
 * @example
 * syncKey('http://a.example.jp/sites.lirs' as SubscriptionId) // 's' + up to 10 base-36 digits
 */
export function syncKey(id: SubscriptionId): SyncKey {
  let high = 0x811c9dc5;
  let low = 0x2f1d2b3b;
  for (const byte of utf8.encode(id)) {
    high = Math.imul(high ^ byte, 0x01000193);
    low = Math.imul(low ^ byte, 0x5bd1e995);
    low ^= low >>> 15;
  }
  high = Math.imul(high ^ (high >>> 16), 0x85ebca6b);
  low = Math.imul(low ^ (low >>> 13), 0xc2b2ae35);
  const value = (high >>> 0) * 0x10000 + ((low ^ (low >>> 16)) >>> 16);
  return `s${value.toString(36)}` as SyncKey;
}

/** Whether a `storage.sync` key names a subscription's item. */
export function isSyncKey(key: string): key is SyncKey {
  return /^s[0-9a-z]{1,10}$/.test(key);
}
