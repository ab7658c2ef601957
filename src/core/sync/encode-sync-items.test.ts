import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modelArb, plainModel } from '../../../test/support/sync-arbitraries.ts';
import { japaneseModel } from '../../../test/support/sync-models.ts';
import { decodeSyncItems } from './decode-sync-items.ts';
import { encodeSyncItems } from './encode-sync-items.ts';
import { NO_QUOTA, SYNC_QUOTA } from './sync-items.ts';
import { syncItemBytes } from './sync-item-bytes.ts';
import type { SyncKey } from './sync-key.ts';

describe('encodeSyncItems', () => {
  it('round-trips every model through the item format', () => {
    fc.assert(fc.property(modelArb, (model) => {
      const { items, localOnly } = encodeSyncItems(model, NO_QUOTA);
      expect(localOnly).toEqual([]);
      const decoded = decodeSyncItems(JSON.parse(JSON.stringify(items)) as Record<string, unknown>);
      expect(decoded.unreadable).toEqual([]);
      expect(plainModel(decoded.model)).toEqual(plainModel(model));
    }), { numRuns: 400 });
  });

  it('fits 300 subscriptions with long Japanese hosts and names, with settings and "seen up to", within the quota', () => {
    const model = japaneseModel(300);
    const { items, bytes, localOnly } = encodeSyncItems(model);
    expect(localOnly).toEqual([]);
    expect(Object.keys(items)).toHaveLength(303);
    const measured = Object.entries(items).reduce((sum, [key, value]) => sum + syncItemBytes(key, value), 0);
    expect(measured).toBe(bytes);
    expect(bytes).toBeLessThanOrEqual(SYNC_QUOTA.totalBytes);
    for (const [key, value] of Object.entries(items)) expect(syncItemBytes(key, value)).toBeLessThanOrEqual(8192);
    // The figure for the documentation: printed, not asserted beyond the quota.
    console.info(`300 Japanese subscriptions: ${bytes} bytes in ${Object.keys(items).length} items`);
  });

  it('past the quota, keeps the first-added subscriptions and names the last ones as local; nothing is dropped silently', () => {
    const model = japaneseModel(510);
    const { items, bytes, localOnly } = encodeSyncItems(model);
    expect(bytes).toBeLessThanOrEqual(SYNC_QUOTA.totalBytes);
    expect(localOnly.length).toBeGreaterThan(0);
    const synced = [...decodeSyncItems(items).model.subscriptions.keys()];
    expect(new Set([...synced, ...localOnly])).toEqual(new Set(model.subscriptions.keys()));
    const order = [...model.subscriptions.keys()];
    const lastSynced = Math.max(...synced.map((key) => order.indexOf(key as SyncKey)));
    const firstLocal = Math.min(...localOnly.map((key) => order.indexOf(key)));
    expect(firstLocal).toBe(lastSynced + 1);
  });

  it('never passes the total, per-item or item-count quota, whatever the quota', () => {
    fc.assert(fc.property(modelArb, fc.integer({ min: 20, max: 2000 }), fc.integer({ min: 10, max: 400 }), fc.integer({ min: 1, max: 6 }), (model, totalBytes, itemBytes, maxItems) => {
      const quota = { totalBytes, itemBytes, maxItems };
      const { items, bytes, localOnly, droppedRemovals } = encodeSyncItems(model, quota);
      const sizes = Object.entries(items).map(([key, value]) => syncItemBytes(key, value));
      expect(bytes).toBeLessThanOrEqual(totalBytes);
      expect(Object.keys(items).length).toBeLessThanOrEqual(maxItems);
      for (const size of sizes) expect(size).toBeLessThanOrEqual(itemBytes);
      const live = [...model.subscriptions].filter(([, e]) => !e.removed).map(([k]) => k);
      const removed = [...model.subscriptions].filter(([, e]) => e.removed).length;
      expect(new Set([...live.filter((k) => k in items), ...localOnly])).toEqual(new Set(live));
      expect(removed - droppedRemovals).toBe(Object.keys(items).filter((k) => typeof items[k] === 'number' && k.startsWith('s')).length);
    }), { numRuns: 400 });
  });

  it('puts removals after every subscription: a tombstone never pushes a subscription out', () => {
    const model = japaneseModel(300);
    const subscriptions = new Map(model.subscriptions);
    for (let n = 0; n < 400; n++) subscriptions.set(`s${(n + 1000).toString(36)}` as SyncKey, { clock: 1_700_000_000 + n, removed: true });
    const { items, localOnly, droppedRemovals } = encodeSyncItems({ ...model, subscriptions });
    expect(localOnly).toEqual([]);
    expect(Object.keys(items)).toHaveLength(512);
    expect(droppedRemovals).toBe(400 - (512 - 303));
    // The newest removals are the ones kept.
    expect(items[`s${(1399).toString(36)}`]).toBe(1_700_000_399);
    expect(items[`s${(1000).toString(36)}`]).toBeUndefined();
  });

  it('writes a subscription never edited since it was added without its added time', () => {
    const { items } = encodeSyncItems(japaneseModel(1));
    const item = Object.entries(items).find(([key]) => key.startsWith('s'))?.[1] as Record<string, unknown>;
    expect(Object.keys(item).sort()).toEqual(['c', 'd', 'i', 'k', 'n', 'u', 'x']);
  });
});
