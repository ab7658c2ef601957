import { describe, expect, it } from 'vitest';
import { japaneseSubscription } from '../../../test/support/sync-arbitraries.ts';
import type { SubscriptionId } from '../subscription.ts';
import { isSyncKey, syncKey } from './sync-key.ts';

describe('syncKey', () => {
  it('is short, the same every time, and a sync key', () => {
    const key = syncKey('http://a.example.jp/sites.lirs' as SubscriptionId);
    expect(key).toBe(syncKey('http://a.example.jp/sites.lirs' as SubscriptionId));
    expect(key.length).toBeLessThanOrEqual(11);
    expect(isSyncKey(key)).toBe(true);
  });

  it('gives 20,000 similar URLs 20,000 different keys', () => {
    const keys = new Set<string>();
    for (let n = 0; n < 10_000; n++) {
      keys.add(syncKey(`http://a.example.jp/~user${n}/antenna.lirs` as SubscriptionId));
      keys.add(syncKey(japaneseSubscription(n).id));
    }
    expect(keys.size).toBe(20_000);
  });

  it('tells other keys apart', () => {
    for (const key of ['v', 'o', 'w', 's', 'sABC', 's12345678901', 'theme']) expect(isSyncKey(key)).toBe(false);
  });
});
