import { describe, expect, it } from 'vitest';
import { makeSubscription } from '../../../test/support/store-test-support.ts';
import { recordLocalEdits } from './record-local-edits.ts';
import { defaultSettings } from '../settings.ts';
import { syncKey } from './sync-key.ts';
import { syncedView } from './synced-view.ts';

const now = 1_700_100_000;
const a = makeSubscription('http://a.example.jp/', { title: '日記', added: 1_700_000_000 });
const key = syncKey(a.id);
const view = (subscriptions = [a], settings = defaultSettings) => syncedView(subscriptions, settings, 0, now);

describe('recordLocalEdits', () => {
  it('before the first sync, stamps a subscription with when it was added, and settings as not edited', () => {
    const model = recordLocalEdits(null, view(), now);
    expect(model.subscriptions.get(key)?.clock).toBe(1_700_000_000);
    expect(model.settings.get('interval')).toEqual({ clock: 0, value: 1800 });
    expect(recordLocalEdits(null, view([a], { ...defaultSettings, interval: 600 }), now).settings.get('interval')).toEqual({ clock: 1, value: 600 });
  });

  it('stamps a rename now, keeping when the subscription was added', () => {
    const base = recordLocalEdits(null, view(), now);
    const renamed = recordLocalEdits(base, view([{ ...a, title: '新しい日記' }]), now);
    expect(renamed.subscriptions.get(key)).toMatchObject({ clock: now, removed: false, value: { name: '新しい日記', added: 1_700_000_000 } });
  });

  it('stamps an edit after the one it replaces even when this clock is behind', () => {
    const base = recordLocalEdits(null, view(), now);
    const ahead = { ...base, subscriptions: new Map([[key, { ...base.subscriptions.get(key)!, clock: now + 500 }]]) };
    expect(recordLocalEdits(ahead, view([{ ...a, interval: 600 }]), now).subscriptions.get(key)?.clock).toBe(now + 501);
  });

  it('leaves a tombstone for a subscription removed here', () => {
    const base = recordLocalEdits(null, view(), now);
    expect(recordLocalEdits(base, view([]), now + 5).subscriptions.get(key)).toEqual({ clock: now + 5, removed: true });
  });

  it('changes nothing when nothing changed: a poll\'s etag or record count is not an edit', () => {
    const base = recordLocalEdits(null, view(), now);
    const polled = { ...a, etag: '"x"', recordCount: 40, lastSuccess: now };
    expect(recordLocalEdits(base, view([polled]), now + 60).subscriptions.get(key)).toEqual(base.subscriptions.get(key));
  });

  it('syncs "seen up to" no later than now', () => {
    expect(recordLocalEdits(null, syncedView([], defaultSettings, now + 999, now), now).seenUpTo).toBe(now);
  });
});
