import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import { applyDiff } from '../../../test/support/apply-sync-diff.ts';
import type { JsonValue } from '../json-value.ts';
import { newSubscription } from '../new-subscription.ts';
import { nextSyncBase, planSync } from './plan-sync.ts';
import { defaultSettings, type Settings } from '../settings.ts';
import type { Subscription, SubscriptionId } from '../subscription.ts';
import { syncKey } from './sync-key.ts';
import type { SyncModel } from './sync-model.ts';
import { syncedView } from './synced-view.ts';
import { withSyncedSubscription } from './synced-subscription.ts';

/** One simulated device: what its store holds, and its sync base. */
interface Device {
  subscriptions: Map<SubscriptionId, Subscription>;
  settings: Settings;
  watermark: number;
  base: SyncModel | null;
  /** Seconds this device's clock is off by. */
  skew: number;
}

const URLS = ['http://a.example.jp/', 'https://b.example.jp/sites.lirs', 'http://c.example.jp/hina.di', 'https://日記.example.jp/'].map(
  (url) => new URL(url).href as SubscriptionId,
);

function device(skew = 0): Device {
  return { subscriptions: new Map(), settings: defaultSettings, watermark: 0, base: null, skew };
}

/** What the worker does on one sync, against the one shared `storage.sync`. */
function sync(d: Device, remote: Record<string, JsonValue>, now: number): void {
  const at = now + d.skew;
  const view = syncedView([...d.subscriptions.values()], d.settings, d.watermark, at);
  const plan = planSync(d.base, view, remote, at);
  if (!plan) throw new Error('newer format');
  for (const { value } of plan.apply.add) {
    const id = new URL(value.url).href as SubscriptionId;
    d.subscriptions.set(id, withSyncedSubscription({ ...newSubscription({ id, url: value.url, interval: null }, at), added: value.added }, value));
  }
  for (const id of plan.apply.remove) d.subscriptions.delete(id);
  for (const { id, value } of plan.apply.update) {
    const held = d.subscriptions.get(id);
    if (held) d.subscriptions.set(id, withSyncedSubscription(held, value));
  }
  d.settings = { ...d.settings, ...(plan.apply.settings as Partial<Settings>) };
  if (plan.apply.seenUpTo !== null) d.watermark = Math.max(d.watermark, plan.apply.seenUpTo);
  Object.assign(remote, applyDiff(remote, plan.write));
  for (const key of plan.write.remove) delete remote[key];
  d.base = nextSyncBase(plan.merged, []);
}

/** The subscriptions as the user sees them, comparable across devices. */
function shown(d: Device): string {
  return canonicalJson(
    [...d.subscriptions.values()]
      .map((s) => ({ url: s.url, title: s.title, interval: s.interval, display: s.display }))
      .sort((a, b) => (a.url < b.url ? -1 : 1)) as unknown as JsonValue,
  );
}

type Op =
  | { kind: 'add'; device: number; url: number; name: string | null }
  | { kind: 'rename'; device: number; url: number; name: string }
  | { kind: 'interval'; device: number; url: number; interval: number | null }
  | { kind: 'remove'; device: number; url: number }
  | { kind: 'setting'; device: number; interval: number }
  | { kind: 'seen'; device: number; at: number }
  | { kind: 'sync'; device: number };

const opArb = (devices: number): fc.Arbitrary<Op> => {
  const d = fc.integer({ min: 0, max: devices - 1 });
  const u = fc.integer({ min: 0, max: URLS.length - 1 });
  return fc.oneof(
    fc.record({ kind: fc.constant('add' as const), device: d, url: u, name: fc.option(fc.constantFrom('日記', 'Kuma'), { nil: null }) }),
    fc.record({ kind: fc.constant('rename' as const), device: d, url: u, name: fc.constantFrom('ひや', 'くま', 'Neko') }),
    fc.record({ kind: fc.constant('interval' as const), device: d, url: u, interval: fc.constantFrom(null, 600, 3600) }),
    fc.record({ kind: fc.constant('remove' as const), device: d, url: u }),
    fc.record({ kind: fc.constant('setting' as const), device: d, interval: fc.constantFrom(600, 1800, 3600) }),
    fc.record({ kind: fc.constant('seen' as const), device: d, at: fc.integer({ min: 0, max: 200 }) }),
    fc.record({ kind: fc.constant('sync' as const), device: d }),
    fc.record({ kind: fc.constant('sync' as const), device: d }),
  );
};

const start = 1_700_000_000;

function run(devices: Device[], ops: readonly Op[], remote: Record<string, JsonValue>): { now: number; removed: Set<SubscriptionId>; added: Set<SubscriptionId> } {
  let now = start;
  const removed = new Set<SubscriptionId>();
  const added = new Set<SubscriptionId>();
  for (const op of ops) {
    now += 1;
    const d = devices[op.device] as Device;
    const at = now + d.skew;
    const id = 'url' in op ? (URLS[op.url] as SubscriptionId) : null;
    const held = id ? d.subscriptions.get(id) : undefined;
    switch (op.kind) {
      case 'add':
        if (id && !held) {
          d.subscriptions.set(id, { ...newSubscription({ id, url: id, interval: null }, at), title: op.name });
          added.add(id);
        }
        break;
      case 'rename':
        if (held) d.subscriptions.set(held.id, { ...held, title: op.name });
        break;
      case 'interval':
        if (held) d.subscriptions.set(held.id, { ...held, interval: op.interval });
        break;
      case 'remove':
        if (held) {
          d.subscriptions.delete(held.id);
          removed.add(held.id);
        }
        break;
      case 'setting':
        d.settings = { ...d.settings, interval: op.interval };
        break;
      case 'seen':
        // "Mark all seen" of sites dated up to the device's present (the future case has its own test).
        d.watermark = Math.max(d.watermark, Math.min(start + op.at, at));
        break;
      case 'sync':
        sync(d, remote, now);
        break;
    }
  }
  return { now, removed, added };
}

describe('planSync across devices sharing one storage.sync', () => {
  it('converges: after every device has synced twice, all show the same subscriptions, settings and seen time', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 2, maxLength: 3 }), fc.array(opArb(3), { maxLength: 40 }), (skews, rawOps) => {
        const devices = skews.map((skew) => device(skew));
        const ops = rawOps.filter((op) => op.device < devices.length);
        const remote: Record<string, JsonValue> = {};
        const last = run(devices, ops, remote).now;
        let now = last;
        for (let round = 0; round < 2; round++) for (const d of devices) sync(d, remote, ++now);
        const first = devices[0] as Device;
        for (const d of devices) {
          expect(shown(d)).toBe(shown(first));
          expect(d.settings.interval).toBe(first.settings.interval);
          // Each device takes "seen up to" no further than its own present: compare up to a
          // time every device's clock has passed.
          expect(Math.min(d.watermark, last - 10)).toBe(Math.min(first.watermark, last - 10));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('never loses a subscription that no device removed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 2, maxLength: 3 }), fc.array(opArb(3), { maxLength: 40 }), (skews, rawOps) => {
        const devices = skews.map((skew) => device(skew));
        const ops = rawOps.filter((op) => op.device < devices.length);
        const remote: Record<string, JsonValue> = {};
        const result = run(devices, ops, remote);
        let now = result.now;
        const { removed, added } = result;
        for (let round = 0; round < 2; round++) for (const d of devices) sync(d, remote, ++now);
        for (const id of added) if (!removed.has(id)) for (const d of devices) expect(d.subscriptions.has(id)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('a device that was offline does not bring back a subscription removed elsewhere', () => {
    const [a, b] = [device(), device()];
    const remote: Record<string, JsonValue> = {};
    const id = URLS[0] as SubscriptionId;
    a.subscriptions.set(id, { ...newSubscription({ id, url: id, interval: null }, start), title: '日記' });
    sync(a, remote, start + 1);
    sync(b, remote, start + 2);
    expect(b.subscriptions.get(id)?.title).toBe('日記');
    // b goes offline; a removes it.
    a.subscriptions.delete(id);
    sync(a, remote, start + 3);
    expect(remote[syncKey(id)]).toBe(start + 3);
    // b comes back a day later, still holding it, and syncs.
    sync(b, remote, start + 86_400);
    expect(b.subscriptions.has(id)).toBe(false);
    expect(remote[syncKey(id)]).toBe(start + 3);
  });

  it('a device whose clock is behind still wins with its edit over the edit it saw', () => {
    const [a, b] = [device(), device(-3600)];
    const remote: Record<string, JsonValue> = {};
    const id = URLS[1] as SubscriptionId;
    a.subscriptions.set(id, { ...newSubscription({ id, url: id, interval: null }, start), title: 'old' });
    sync(a, remote, start + 10);
    sync(b, remote, start + 20);
    b.subscriptions.set(id, { ...(b.subscriptions.get(id) as Subscription), title: 'new' });
    sync(b, remote, start + 30);
    sync(a, remote, start + 40);
    expect(a.subscriptions.get(id)?.title).toBe('new');
  });

  it('a new device takes the settings the others have, and its own changes later win', () => {
    const [a, b] = [device(), device()];
    const remote: Record<string, JsonValue> = {};
    a.settings = { ...a.settings, interval: 600, hideStale: true };
    sync(a, remote, start + 1);
    sync(b, remote, start + 2);
    expect(b.settings).toMatchObject({ interval: 600, hideStale: true });
    b.settings = { ...b.settings, interval: 3600 };
    sync(b, remote, start + 3);
    sync(a, remote, start + 4);
    expect(a.settings).toMatchObject({ interval: 3600, hideStale: true });
  });

  it('writes nothing when nothing changed', () => {
    const a = device();
    const remote: Record<string, JsonValue> = {};
    const id = URLS[2] as SubscriptionId;
    a.subscriptions.set(id, newSubscription({ id, url: id, interval: null }, start));
    sync(a, remote, start + 1);
    const view = syncedView([...a.subscriptions.values()], a.settings, a.watermark, start + 2);
    const plan = planSync(a.base, view, remote, start + 2);
    expect(plan?.write).toEqual({ set: {}, remove: [] });
    expect(plan?.apply).toEqual({ add: [], remove: [], update: [], settings: {}, seenUpTo: null });
  });

  it('a rename writes that subscription\'s item only', () => {
    const a = device();
    const remote: Record<string, JsonValue> = {};
    for (const id of URLS) a.subscriptions.set(id, newSubscription({ id, url: id, interval: null }, start));
    sync(a, remote, start + 1);
    const id = URLS[3] as SubscriptionId;
    a.subscriptions.set(id, { ...(a.subscriptions.get(id) as Subscription), title: '新しい名前' });
    const plan = planSync(a.base, syncedView([...a.subscriptions.values()], a.settings, 0, start + 2), remote, start + 2);
    expect(Object.keys(plan?.write.set ?? {})).toEqual([syncKey(id)]);
    expect(plan?.write.remove).toEqual([]);
  });

  it('syncs "seen up to" never past the present, though a site dated in the future moved it ahead here', () => {
    const [a, b] = [device(), device()];
    const remote: Record<string, JsonValue> = {};
    a.watermark = start + 1000;
    sync(a, remote, start + 10);
    expect(remote['w']).toBe(start + 10);
    sync(b, remote, start + 20);
    expect(b.watermark).toBe(start + 10);
    sync(a, remote, start + 30);
    sync(b, remote, start + 40);
    expect(b.watermark).toBe(start + 30);
  });

  it('does nothing with items a newer format wrote', () => {
    expect(planSync(null, syncedView([], defaultSettings, 0, start), { v: 2 }, start)).toBeNull();
  });
});
