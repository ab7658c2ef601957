import { describe, expect, it } from 'vitest';
import type { SubscriptionId } from '../core/subscription.ts';
import { PollRegistry } from './poll-registry.ts';
import type { PollOutcome } from './poll-subscription.ts';

const a = 'http://a.example/' as SubscriptionId;
const b = 'http://b.example/' as SubscriptionId;
const outcome = (id: SubscriptionId) => ({ status: 'unchanged', subscription: { id } }) as unknown as PollOutcome;

describe('PollRegistry', () => {
  it('joins a second request for a subscription being polled to the running poll', async () => {
    const polls = new PollRegistry();
    let started = 0;
    let finish!: () => void;
    const start = () => {
      started++;
      return new Promise<PollOutcome>((resolve) => (finish = () => resolve(outcome(a))));
    };
    const first = polls.run(a, start);
    const second = polls.run(a, start);
    const other = polls.run(b, () => Promise.resolve(outcome(b)));
    expect(started).toBe(1);
    expect(polls.snapshot()).toContainEqual({ id: a, requests: 2, decoding: false });
    finish();
    expect(await first).toBe(await second);
    expect((await other).subscription.id).toBe(b);
    expect(polls.snapshot()).toEqual([]);
    // Done, the next request polls again.
    const again = polls.run(a, start);
    expect(started).toBe(2);
    finish();
    await again;
  });

  it('runs a poll after the running one when asked for a fresh reading (a display just changed)', async () => {
    const polls = new PollRegistry();
    const finishers: (() => void)[] = [];
    let started = 0;
    const start = () => {
      started++;
      return new Promise<PollOutcome>((resolve) => finishers.push(() => resolve(outcome(a))));
    };
    const running = polls.run(a, start);
    const fresh = polls.runAfter(a, start);
    expect(started).toBe(1);
    finishers[0]?.();
    await running;
    await expect.poll(() => started).toBe(2);
    // A request meanwhile joins the fresh poll, not a third.
    const joined = polls.run(a, start);
    expect(started).toBe(2);
    finishers[1]?.();
    expect(await fresh).toBe(await joined);
  });

  it('says which poll is decoding, and forgets a poll that failed', async () => {
    const polls = new PollRegistry();
    const failing = polls.run(a, () => {
      polls.decoding(a, true);
      expect(polls.snapshot()).toEqual([{ id: a, requests: 1, decoding: true }]);
      return Promise.reject(new Error('store gone'));
    });
    await expect(failing).rejects.toThrow('store gone');
    expect(polls.snapshot()).toEqual([]);
  });
});
