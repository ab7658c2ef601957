import { describe, expect, it } from 'vitest';
import { pruneTombstones, TOMBSTONE_SECONDS } from './prune-tombstones.ts';
import type { SyncKey } from './sync-key.ts';
import { emptySyncModel, type SyncEntry } from './sync-model.ts';

const now = 1_800_000_000;
const live: SyncEntry = { clock: 1, removed: false, value: { url: 'http://a.jp/', name: null, interval: null, display: 'entries', added: 1, extra: {} } };

describe('pruneTombstones', () => {
  it('forgets removals older than the tombstone time, never a subscription', () => {
    const subscriptions = new Map<SyncKey, SyncEntry>([
      ['s1' as SyncKey, { clock: now - TOMBSTONE_SECONDS - 1, removed: true }],
      ['s2' as SyncKey, { clock: now - TOMBSTONE_SECONDS, removed: true }],
      ['s3' as SyncKey, live],
    ]);
    expect([...pruneTombstones({ ...emptySyncModel, subscriptions }, now).subscriptions.keys()]).toEqual(['s2', 's3']);
  });
});
