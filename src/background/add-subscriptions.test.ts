import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeLirs } from '../formats/lirs/encode-lirs.ts';
import { openAntennaStore } from '../store/open-store.ts';
import type { AntennaStore } from '../store/types.ts';
import { PollRegistry } from './poll-registry.ts';
import { fakeRunDeps } from '../../test/support/fake-run-deps.ts';
import { makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';
import type { Reply } from '../messages/messages.ts';
import { handleMessage } from './handle-message.ts';
import { pollWhenIdle } from './poll-when-idle.ts';
import type { WorkerDeps } from './run-polls.ts';

const now = 1_700_000_000;
const HOSTS = 6;
const urlOf = (i: number) => `http://host${i % HOSTS}.example.jp/antenna/${i}.lirs`;

/** A fetch whose answers wait until released, counting what is in flight over all hosts and per host. */
function heldFetch() {
  const waiting: (() => void)[] = [];
  const perHost = new Map<string, number>();
  let inFlight = 0;
  const seen = { calls: 0, maxInFlight: 0, maxPerHost: 0 };
  let open = false;
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input));
    seen.calls++;
    inFlight++;
    perHost.set(url.host, (perHost.get(url.host) ?? 0) + 1);
    seen.maxInFlight = Math.max(seen.maxInFlight, inFlight);
    seen.maxPerHost = Math.max(seen.maxPerHost, perHost.get(url.host) ?? 0);
    if (!open) await new Promise<void>((resolve) => waiting.push(resolve));
    inFlight--;
    perHost.set(url.host, (perHost.get(url.host) ?? 0) - 1);
    const body = encodeLirs([makeRecord(`http://site.example.jp${url.pathname}`, { lastModified: now - 60, lastDetected: now - 30 })]);
    return new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'text/plain' } });
  };
  const release = () => {
    open = true;
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { fetch, release, seen };
}

describe('add-subscriptions (an import)', () => {
  let store: AntennaStore;

  beforeEach(async () => {
    store = await openAntennaStore({ indexedDB: new IDBFactory() });
  });

  it('stores every new antenna in one answer, then polls them four at a time and one per host', async () => {
    await store.putSubscription(makeSubscription(urlOf(0), { title: 'Mine' }));
    const held = heldFetch();
    const deps: WorkerDeps = fakeRunDeps(store, held.fetch, { now: () => now });
    const entries = [
      ...Array.from({ length: 300 }, (_, i) => ({ url: urlOf(i) })),
      { url: urlOf(7) },
      { url: 'ftp://host0.example.jp/antenna.lirs' },
      { url: urlOf(300), interval: 3600, display: 'collapsed' as const },
    ];
    const reply = (await handleMessage({ kind: 'add-subscriptions', entries }, deps)) as Reply<'add-subscriptions'>;
    if (!reply.ok) throw new Error(reply.error);
    expect(reply.value.added).toHaveLength(300);
    expect(reply.value.failed.map((f) => [f.url, f.kind])).toEqual([
      [urlOf(0), 'already-subscribed'],
      [urlOf(7), 'already-subscribed'],
      ['ftp://host0.example.jp/antenna.lirs', 'bad-url'],
    ]);
    expect(reply.value.failed[0]?.params).toEqual(['Mine']);
    // Answered before any antenna was read: the polls wait on the server.
    const stored = await store.listSubscriptions();
    expect(stored).toHaveLength(301);
    expect(stored.filter((s) => s.lastCheck !== null)).toHaveLength(0);
    expect(stored.find((s) => s.url === urlOf(300))).toMatchObject({ interval: 3600, display: 'collapsed', nextDue: now });

    held.release();
    await expect.poll(async () => (await store.listSubscriptions()).filter((s) => s.recordCount === 1).length, { timeout: 20_000 }).toBe(301);
    expect(held.seen.calls).toBe(301);
    expect(held.seen.maxInFlight).toBeLessThanOrEqual(4);
    expect(held.seen.maxPerHost).toBe(1);
  });

  it('starts no second poll run while one is under way: the next tick takes the new antennas', async () => {
    const held = heldFetch();
    held.release();
    await store.putSubscription(makeSubscription(urlOf(1), { nextDue: now - 1 }));
    const polls = new PollRegistry();
    const endRun = polls.beginRun();
    const deps: WorkerDeps = fakeRunDeps(store, held.fetch, { now: () => now, polls });
    expect(await pollWhenIdle(deps)).toBeNull();
    expect(held.seen.calls).toBe(0);
    // Once the run has ended, the next tick runs.
    endRun();
    expect(await pollWhenIdle(deps)).toMatchObject({ checked: 1, changed: 1 });
    expect(held.seen.calls).toBe(1);
  });

  it('polls antennas imported while a run was under way as soon as it ends, without a second run at once', async () => {
    const held = heldFetch();
    const deps: WorkerDeps = fakeRunDeps(store, held.fetch, { now: () => now });
    await handleMessage({ kind: 'add-subscriptions', entries: [{ url: urlOf(1) }, { url: urlOf(2) }] }, deps);
    await expect.poll(() => held.seen.calls).toBe(2);
    await handleMessage({ kind: 'add-subscriptions', entries: [{ url: urlOf(3) }, { url: urlOf(4) }] }, deps);
    held.release();
    await expect.poll(async () => (await store.listSubscriptions()).filter((s) => s.lastCheck !== null).length).toBe(4);
    expect(held.seen.calls).toBe(4);
    expect(held.seen.maxPerHost).toBe(1);
  });

  it('never overwrites a subscription stored while the import was read', async () => {
    const polls = new PollRegistry();
    polls.beginRun();
    const deps: WorkerDeps = fakeRunDeps(store, heldFetch().fetch, { now: () => now, polls });
    const put = store.putSubscriptions.bind(store);
    store.putSubscriptions = async (subscriptions) => {
      await store.putSubscription(makeSubscription(urlOf(1), { title: 'Added meanwhile', recordCount: 5 }));
      return put(subscriptions);
    };
    const reply = await handleMessage({ kind: 'add-subscriptions', entries: [{ url: urlOf(1) }, { url: urlOf(2) }] }, deps);
    expect(reply).toMatchObject({ ok: true, value: { failed: [{ url: urlOf(1), kind: 'already-subscribed' }] } });
    expect((await store.getSubscription(makeSubscription(urlOf(1)).id))?.recordCount).toBe(5);
  });
});
