import { describe, expect, it } from 'vitest';
import { dueSubscriptions } from './due-subscriptions.ts';
import type { SubscriptionId } from '../subscription.ts';

const sub = (id: string, nextDue: number) => ({ id: id as SubscriptionId, nextDue });

describe('dueSubscriptions', () => {
  it('keeps those due at or before now', () => {
    expect(dueSubscriptions([sub('a', 100), sub('b', 101), sub('c', 99)], 100).map((s) => s.id)).toEqual(['c', 'a']);
  });

  it('orders the most overdue first, ties by id', () => {
    expect(dueSubscriptions([sub('b', 5), sub('a', 5), sub('c', 1)], 10).map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });

  it('gives none when nothing is due', () => {
    expect(dueSubscriptions([sub('a', 200)], 100)).toEqual([]);
  });
});
