import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeLirs } from '../formats/lirs/encode-lirs.ts';
import { openAntennaStore } from '../store/open-store.ts';
import type { AntennaStore } from '../store/types.ts';
import { fakeRunDeps } from '../../test/support/fake-run-deps.ts';
import { makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';
import { HOST_GAP_MS, runPolls } from './run-polls.ts';

const now = 1_700_000_000;
const small = (n: number) => `http://small.example.jp/~user${n}/sites.lirs`;
const other = 'http://other.example.jp/sites.lirs';

describe('poll runs are polite to each host', () => {
  let store: AntennaStore;
  let clock: number;
  let asked: { url: string; at: number }[];
  let answer: (url: string) => Response;

  const fetch = (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    asked.push({ url, at: clock });
    clock += 20;
    return Promise.resolve(answer(url));
  };
  const pace = {
    nowMs: () => clock,
    sleep: (ms: number) => {
      clock += ms;
      return Promise.resolve();
    },
  };
  const lirs = (url: string) =>
    new Response(encodeLirs([makeRecord(`${url}site/`, { lastModified: now - 60, lastDetected: now - 30 })]) as Uint8Array<ArrayBuffer>, {
      headers: { 'Content-Type': 'text/plain' },
    });

  beforeEach(async () => {
    store = await openAntennaStore({ indexedDB: new IDBFactory() });
    clock = 0;
    asked = [];
    answer = lirs;
    await store.putSubscriptions([...Array.from({ length: 12 }, (_, n) => makeSubscription(small(n), { nextDue: now - 1 })), makeSubscription(other, { nextDue: now - 1 })]);
  });

  it('asks one host at least a second after its last answer, one request at a time', async () => {
    await runPolls({ force: false }, fakeRunDeps(store, fetch, { now: () => now, pace }));
    const toSmall = asked.filter((request) => request.url.startsWith('http://small.'));
    expect(toSmall).toHaveLength(12);
    // Each answer takes 20 ms of the clock: the next request waits the gap after it.
    const gaps = toSmall.slice(1).map((request, i) => request.at - ((toSmall[i]?.at ?? 0) + 20));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(HOST_GAP_MS);
    // Another host is not held up behind it.
    expect(asked.find((request) => request.url === other)?.at).toBeLessThan(HOST_GAP_MS);
  });

  it('asks a host nothing more in the run once it answers 503, and nothing in later alarm runs until its wait is over', async () => {
    answer = (url) => (url.startsWith('http://small.') ? new Response('busy', { status: 503, headers: { 'Retry-After': '3600' } }) : lirs(url));
    const deps = fakeRunDeps(store, fetch, { now: () => now, pace });
    expect(await runPolls({ force: false }, deps)).toMatchObject({ checked: 2, failed: 1 });
    expect(asked.filter((request) => request.url.startsWith('http://small.'))).toHaveLength(1);
    // The 11 not asked are still due, and not marked failed.
    const untouched = (await store.listSubscriptions()).filter((s) => s.url.startsWith('http://small.') && s.lastCheck === null);
    expect(untouched).toHaveLength(11);

    asked = [];
    const later = fakeRunDeps(store, fetch, { now: () => now + 600, pace });
    await runPolls({ force: false }, later);
    expect(asked.filter((request) => request.url.startsWith('http://small.'))).toEqual([]);
    // An hour on, the wait is over: the host is asked again.
    await runPolls({ force: false }, fakeRunDeps(store, fetch, { now: () => now + 3601, pace }));
    expect(asked.filter((request) => request.url.startsWith('http://small.')).length).toBeGreaterThan(0);
  });
});
