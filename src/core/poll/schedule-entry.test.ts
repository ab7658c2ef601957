import { describe, expect, it } from 'vitest';
import { applySchedule } from './schedule-entry.ts';
import type { Subscription, SubscriptionId } from '../subscription.ts';

const subscription: Subscription = {
  id: 'http://a.example/a.lirs' as SubscriptionId,
  url: 'http://a.example/a.lirs',
  title: null,
  format: 'lirs',
  encoding: 'euc-jp',
  interval: null,
  etag: null,
  lastModifiedHeader: null,
  contentHash: null,
  lastCheck: 100,
  lastSuccess: 100,
  lastError: null,
  consecutiveFailures: 0,
  nextDue: 1900,
  recordCount: 0,
  rejectedCount: 0,
  added: 0,
  display: 'entries',
  processedArchives: [],
  historyWarning: null,
};

describe('applySchedule', () => {
  it('takes the newer poll times from the schedule', () => {
    const now = applySchedule(subscription, { lastCheck: 200, lastSuccess: 200, nextDue: 2000 });
    expect([now.lastCheck, now.lastSuccess, now.nextDue]).toEqual([200, 200, 2000]);
  });
  it('keeps the stored record when it is newer than the schedule', () => {
    const stored = { ...subscription, lastCheck: 300, nextDue: 2100 };
    expect(applySchedule(stored, { lastCheck: 200, lastSuccess: 200, nextDue: 2000 })).toBe(stored);
  });
  it('keeps the last success when the scheduled check failed', () => {
    const now = applySchedule(subscription, { lastCheck: 200, lastSuccess: null, nextDue: 2000 });
    expect(now.lastSuccess).toBe(100);
  });
});
