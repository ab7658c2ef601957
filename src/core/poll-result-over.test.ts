import { describe, expect, it } from 'vitest';
import { makeSubscription } from '../../test/support/store-test-support.ts';
import { pollResultOver } from './poll-result-over.ts';

describe('pollResultOver', () => {
  const read = { ...makeSubscription('http://a.example/feed.atom'), lastSuccess: 1_700_000_000, display: 'entries' as const };

  it("takes what the poll found and keeps the user's choices as stored", () => {
    const stored = { ...read, interval: 10_800, name: 'Mine', display: 'collapsed' as const, kind: 'page' as const, watch: { startMarker: '<h2>', endMarker: null, checkedUrl: null } };
    const polled = { ...read, lastCheck: 1_700_000_600, nextDue: 1_700_004_200, etag: '"v2"', recordCount: 3, title: 'Feed', fingerprint: { hash: 'ab', at: 1_700_000_600 } };
    expect(pollResultOver(stored, polled)).toEqual({ ...stored, lastCheck: 1_700_000_600, nextDue: 1_700_004_200, etag: '"v2"', recordCount: 3, title: 'Feed', fingerprint: { hash: 'ab', at: 1_700_000_600 } });
  });

  it('lets the first read choose the display, unless another computer chose it', () => {
    const first = { ...read, lastSuccess: null };
    expect(pollResultOver(first, { ...first, lastSuccess: 1, display: 'collapsed' }).display).toBe('collapsed');
    expect(pollResultOver({ ...first, keepDisplay: true }, { ...first, lastSuccess: 1, display: 'collapsed' }).display).toBe('entries');
    expect(pollResultOver(read, { ...read, display: 'collapsed' }).display).toBe('entries');
  });
});
