import { describe, expect, it } from 'vitest';
import { makeSubscription } from '../../../test/support/store-test-support.ts';
import type { Subscription } from '../subscription.ts';
import { syncedSubscription, withSyncedSubscription } from './synced-subscription.ts';

const local = makeSubscription('http://a.example.jp/sites.lirs', {
  title: 'ひやの日記',
  etag: '"abc"',
  contentHash: 'f00',
  recordCount: 12,
  lastError: { kind: 'timeout', message: 'took longer than 25 s', at: 5 },
  processedArchives: ['http://a.example.jp/archive/1'],
});

const watch = { startMarker: '<h2>', endMarker: null, checkedUrl: 'http://a.example.jp/diary/latest' };

describe('syncedSubscription', () => {
  it('carries the URL, name, interval, display and added time, and no poll state', () => {
    expect(syncedSubscription(local)).toEqual({
      url: 'http://a.example.jp/sites.lirs', name: 'ひやの日記', interval: null, display: 'entries', added: 1_700_000_000, extra: {},
    });
  });

  it('carries a watched page\'s kind and options, not its fingerprint, without being told about them', () => {
    const watched: Subscription = { ...local, kind: 'page', watch, fingerprint: { hash: 'f00', at: 5 } };
    expect(syncedSubscription(watched).extra).toEqual({ kind: 'page', watch });
  });

  it('carries a field added later still, as long as its name does not say it is poll state', () => {
    const later = { ...local, notes: 'あとで読む' } as Subscription;
    expect(syncedSubscription(later).extra).toEqual({ notes: 'あとで読む' });
  });

  it('leaves out later fields whose names say they are poll state, and values that are not plain JSON', () => {
    const later = { ...local, lastChange: 5, nextCheck: 6, snapshotHash: 'x', entryCount: 3, seenAt: new Date(0), notes: undefined } as unknown as Subscription;
    expect(syncedSubscription(later).extra).toEqual({});
  });
});

describe('withSyncedSubscription', () => {
  it('renames and sets the interval, keeping what the polls found', () => {
    const next = withSyncedSubscription(local, { ...syncedSubscription(local), name: 'くまの日記', interval: 3600 });
    expect(next).toEqual({ ...local, title: 'くまの日記', interval: 3600 });
  });

  it('forgets what made the feed "unchanged" when the display changes, so it is read again in full', () => {
    const next = withSyncedSubscription(local, { ...syncedSubscription(local), display: 'collapsed' });
    expect(next).toMatchObject({ display: 'collapsed', etag: null, contentHash: null, processedArchives: [], recordCount: 12 });
  });

  it('drops an extra field the other device no longer has, and keeps this device\'s fingerprint', () => {
    const watched: Subscription = { ...local, kind: 'page', watch, fingerprint: { hash: 'f00', at: 5 } };
    const next = withSyncedSubscription(watched, { ...syncedSubscription(watched), extra: { kind: 'page' } });
    expect('watch' in next).toBe(false);
    expect(next.fingerprint).toEqual({ hash: 'f00', at: 5 });
  });
});
