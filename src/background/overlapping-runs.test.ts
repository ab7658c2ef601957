import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeLirs } from '../formats/lirs/encode-lirs.ts';
import type { SubscriptionId } from '../core/subscription.ts';
import { openAntennaStore } from '../store/open-store.ts';
import type { AntennaStore } from '../store/types.ts';
import { fakeRunDeps } from '../../test/support/fake-run-deps.ts';
import { makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';
import { handleMessage } from './handle-message.ts';
import { PollRegistry } from './poll-registry.ts';
import { pollWhenIdle } from './poll-when-idle.ts';

const now = 1_700_000_000;
const urls = ['http://a.example.jp/a.lirs', 'http://b.example.jp/b.lirs', 'http://c.example.jp/page.html'];

/** A fetch whose answers wait until released, counting the requests for each URL. */
function heldFetch() {
  const waiting: (() => void)[] = [];
  const calls = new Map<string, number>();
  let open = false;
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    calls.set(url, (calls.get(url) ?? 0) + 1);
    if (!open) await new Promise<void>((resolve) => waiting.push(resolve));
    const body: BodyInit = url.endsWith('.html')
      ? '<html><head><title>Diary</title></head><body>Today</body></html>'
      : encodeLirs([makeRecord(`http://site.example.jp/${new URL(url).host}/`, { lastModified: now - 60, lastDetected: now - 30 })]) as Uint8Array<ArrayBuffer>;
    return new Response(body, { headers: { 'Content-Type': url.endsWith('.html') ? 'text/html' : 'text/plain' } });
  };
  const release = () => {
    open = true;
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { fetch, release, calls, waiting: () => waiting.length };
}

describe('overlapping poll runs', () => {
  let store: AntennaStore;

  beforeEach(async () => {
    store = await openAntennaStore({ indexedDB: new IDBFactory() });
    await store.putSubscriptions([
      makeSubscription(urls[0] ?? '', { nextDue: now - 1 }),
      makeSubscription(urls[1] ?? '', { nextDue: now - 1 }),
      makeSubscription(urls[2] ?? '', { nextDue: now - 1, kind: 'page' }),
    ]);
  });

  it('polls each subscription once when an alarm, Check now on one, Check now on all and a watched page meet, and says a check runs until the last ends', async () => {
    const held = heldFetch();
    let told = 0;
    const polls = new PollRegistry(() => told++);
    const deps = fakeRunDeps(store, held.fetch, { now: () => now, polls });
    const status = async () => {
      const reply = await handleMessage({ kind: 'status' }, deps);
      if (!reply.ok) throw new Error(reply.error);
      return reply.value as { polling: boolean; checking?: readonly { id: SubscriptionId; requests: number }[] };
    };
    expect(await status()).toMatchObject({ polling: false, checking: [] });

    const alarm = pollWhenIdle(deps);
    await expect.poll(() => held.waiting()).toBe(3);
    const one = handleMessage({ kind: 'check-now', id: urls[0] as SubscriptionId }, deps);
    const all = handleMessage({ kind: 'check-now' }, deps);
    const page = handleMessage({ kind: 'check-now', id: urls[2] as SubscriptionId }, deps);
    // A second tick while they run starts no run of its own.
    expect(await pollWhenIdle(deps)).toBeNull();
    await expect.poll(async () => (await status()).checking?.find((poll) => poll.id === urls[0])?.requests).toBe(3);
    expect(await status()).toMatchObject({ polling: true });
    expect(told).toBeGreaterThan(0);

    held.release();
    await Promise.all([alarm, one, all, page]);
    expect(Object.fromEntries(held.calls)).toEqual({ [urls[0] ?? '']: 1, [urls[1] ?? '']: 1, [urls[2] ?? '']: 1 });
    expect(await status()).toMatchObject({ polling: false, checking: [] });
    expect(polls.busy()).toBe(false);
  });

  it('is not left saying a check runs when a run fails', async () => {
    const polls = new PollRegistry();
    const deps = fakeRunDeps(store, heldFetch().fetch, { now: () => now, polls });
    deps.store.listSubscriptions = () => Promise.reject(new Error('The database connection is closing.'));
    await expect(pollWhenIdle(deps)).rejects.toThrow('closing');
    expect(polls.busy()).toBe(false);
  });
});
