import { describe, expect, it } from 'vitest';
import { makeSubscription } from '../../../test/support/store-test-support.ts';
import { pollResultOver } from './poll-result-over.ts';

describe('pollResultOver', () => {
  const read = { ...makeSubscription('http://a.example/feed.atom'), lastSuccess: 1_700_000_000, display: 'entries' as const };

  it("takes what the poll found and keeps the user's choices as stored", () => {
    const stored = { ...read, interval: 10_800, name: 'Mine' };
    const polled = { ...read, lastCheck: 1_700_000_600, nextDue: 1_700_004_200, etag: '"v2"', recordCount: 3, title: 'Feed', fingerprint: { hash: 'ab', at: 1_700_000_600 } };
    expect(pollResultOver(stored, polled)).toEqual({ ...stored, lastCheck: 1_700_000_600, nextDue: 1_700_004_200, etag: '"v2"', recordCount: 3, title: 'Feed', fingerprint: { hash: 'ab', at: 1_700_000_600 } });
  });

  it('lets the first read choose the display, unless another computer chose it', () => {
    const first = { ...read, lastSuccess: null };
    expect(pollResultOver(first, { ...first, lastSuccess: 1, display: 'collapsed' }).display).toBe('collapsed');
    expect(pollResultOver({ ...first, keepDisplay: true }, { ...first, lastSuccess: 1, display: 'collapsed' }).display).toBe('entries');
    expect(pollResultOver(read, { ...read, display: 'collapsed' }).display).toBe('entries');
  });

  it('forgets what a poll read under a display or markers changed meanwhile, so the next poll reads in full', () => {
    const edited = { ...read, display: 'collapsed' as const, etag: null, contentHash: null };
    const polled = { ...read, lastCheck: 1_700_000_600, etag: '"old"', contentHash: 'abc', recordCount: 9 };
    expect(pollResultOver(edited, polled)).toMatchObject({ display: 'collapsed', etag: null, contentHash: null, lastCheck: 1_700_000_600, recordCount: 9 });
    const watch = { startMarker: null, endMarker: null, checkedUrl: null };
    const page = { ...read, kind: 'page' as const, watch, fingerprint: { hash: 'old', at: 1 }, etag: '"p"' };
    const moved = { ...page, watch: { ...watch, startMarker: '<h2>' }, fingerprint: null, etag: null };
    expect(pollResultOver(moved, { ...page, lastCheck: 1_700_000_600 })).toMatchObject({ watch: moved.watch, fingerprint: null, etag: null, lastCheck: 1_700_000_600 });
  });
});
