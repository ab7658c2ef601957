import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryArb, modelArb, plainModel } from '../../../test/support/sync-arbitraries.ts';
import { mergeSyncModels, laterEntry } from './merge-sync-models.ts';
import type { SubscriptionId } from '../subscription.ts';
import { syncKey } from './sync-key.ts';
import { emptySyncModel, type SyncEntry, type SyncModel } from './sync-model.ts';

const key = syncKey('http://a.example.jp/' as SubscriptionId);
const value = { url: 'http://a.example.jp/', name: '日記', interval: null, display: 'entries' as const, added: 100, extra: {} };
const model = (entry: SyncEntry): SyncModel => ({ ...emptySyncModel, subscriptions: new Map([[key, entry]]) });

describe('mergeSyncModels', () => {
  it('is commutative', () => {
    fc.assert(fc.property(modelArb, modelArb, (a, b) => {
      expect(plainModel(mergeSyncModels(a, b))).toEqual(plainModel(mergeSyncModels(b, a)));
    }), { numRuns: 500 });
  });

  it('is associative', () => {
    fc.assert(fc.property(modelArb, modelArb, modelArb, (a, b, c) => {
      expect(plainModel(mergeSyncModels(mergeSyncModels(a, b), c))).toEqual(plainModel(mergeSyncModels(a, mergeSyncModels(b, c))));
    }), { numRuns: 500 });
  });

  it('is idempotent, and merging in what is already known changes nothing', () => {
    fc.assert(fc.property(modelArb, modelArb, (a, b) => {
      expect(plainModel(mergeSyncModels(a, a))).toEqual(plainModel(a));
      const ab = mergeSyncModels(a, b);
      expect(plainModel(mergeSyncModels(ab, b))).toEqual(plainModel(ab));
    }), { numRuns: 500 });
  });

  it('never loses a subscription that was not removed: it stays unless a removal at least as late exists', () => {
    fc.assert(fc.property(modelArb, modelArb, (a, b) => {
      const merged = mergeSyncModels(a, b);
      for (const side of [a, b]) {
        for (const [k, entry] of side.subscriptions) {
          if (entry.removed) continue;
          const removals = [a, b].map((m) => m.subscriptions.get(k)).filter((e) => e?.removed && e.clock >= entry.clock);
          const kept = merged.subscriptions.get(k);
          if (removals.length === 0) expect(kept?.removed).toBe(false);
          expect(kept).toBeDefined();
        }
      }
    }), { numRuns: 500 });
  });

  it('keeps every key either side has, and "seen up to" is the later time', () => {
    fc.assert(fc.property(modelArb, modelArb, (a, b) => {
      const merged = mergeSyncModels(a, b);
      expect(new Set(merged.subscriptions.keys())).toEqual(new Set([...a.subscriptions.keys(), ...b.subscriptions.keys()]));
      expect(new Set(merged.settings.keys())).toEqual(new Set([...a.settings.keys(), ...b.settings.keys()]));
      expect(merged.seenUpTo).toBe(Math.max(a.seenUpTo, b.seenUpTo));
    }), { numRuns: 300 });
  });

  it('the later edit wins: a rename made later replaces the earlier name', () => {
    const earlier = model({ clock: 200, removed: false, value });
    const later = model({ clock: 300, removed: false, value: { ...value, name: 'ひやの日記' } });
    expect(mergeSyncModels(earlier, later).subscriptions.get(key)).toEqual(later.subscriptions.get(key));
    expect(mergeSyncModels(later, earlier).subscriptions.get(key)).toEqual(later.subscriptions.get(key));
  });

  it('a removal wins over an earlier edit, and a later re-add wins over the removal', () => {
    const edit = model({ clock: 200, removed: false, value });
    const removal = model({ clock: 250, removed: true });
    const readd = model({ clock: 260, removed: false, value });
    expect(mergeSyncModels(edit, removal).subscriptions.get(key)?.removed).toBe(true);
    expect(mergeSyncModels(mergeSyncModels(edit, removal), readd).subscriptions.get(key)?.removed).toBe(false);
  });

  it('breaks a tie the same way on every device: a removal first, then the value whose JSON sorts last', () => {
    fc.assert(fc.property(entryArb, entryArb, (x, y) => {
      const tied = { ...y, clock: x.clock } as SyncEntry;
      expect(laterEntry(x, tied)).toEqual(laterEntry(tied, x));
      if (x.removed !== tied.removed) expect(laterEntry(x, tied).removed).toBe(true);
    }), { numRuns: 300 });
  });
});
