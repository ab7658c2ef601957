import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiff } from '../../../test/support/apply-sync-diff.ts';
import { modelArb } from '../../../test/support/sync-arbitraries.ts';
import { diffSyncItems } from './diff-sync-items.ts';
import { encodeSyncItems } from './encode-sync-items.ts';

describe('diffSyncItems', () => {
  it('does not rewrite an item whose value is the same with its keys in another order', () => {
    expect(diffSyncItems({ s1: { u: 'http://a.jp/', c: 1 } }, { s1: { c: 1, u: 'http://a.jp/' } })).toEqual({ set: {}, remove: [] });
  });

  it('never removes an item that is not this product\'s', () => {
    expect(diffSyncItems({ theme: 'dark', s1: 4 }, {})).toEqual({ set: {}, remove: ['s1'] });
  });

  it('writes exactly the items that changed, and gives the wanted items', () => {
    fc.assert(fc.property(modelArb, modelArb, (before, after) => {
      const current = { ...encodeSyncItems(before).items, other: 'kept' };
      const wanted = encodeSyncItems(after).items;
      const diff = diffSyncItems(current, wanted);
      const { other, ...result } = applyDiff(current, diff);
      expect(other).toBe('kept');
      expect(result).toEqual(wanted);
      for (const key of Object.keys(diff.set)) expect(JSON.stringify(current[key as keyof typeof current])).not.toBe(JSON.stringify(wanted[key]));
      expect(diffSyncItems(result, wanted)).toEqual({ set: {}, remove: [] });
    }), { numRuns: 300 });
  });
});
