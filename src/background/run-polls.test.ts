import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Site } from '../core/site.ts';
import { encodeLirs } from '../formats/lirs/encode-lirs.ts';
import { openAntennaStore } from '../store/open-store.ts';
import { makeRecord, makeSubscription } from '../../test/support/store-test-support.ts';
import type { AntennaStore } from '../store/types.ts';
import { fakeRunDeps } from '../../test/support/fake-run-deps.ts';
import { runPolls, type WorkerDeps } from './run-polls.ts';

const now = 1_700_000_000;
const url = 'http://antenna.example.jp/sites.lirs';

describe('runPolls', () => {
  let store: AntennaStore;
  let body: Uint8Array;
  let notified: (readonly Site[])[];

  const deps = (): WorkerDeps =>
    fakeRunDeps(store, () => Promise.resolve(new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'text/plain' } })), {
      now: () => now,
      notifyNew: (sites) => {
        notified.push(sites);
        return Promise.resolve();
      },
    });
  const antenna = (...sites: string[]) =>
    encodeLirs(sites.map((site) => makeRecord(site, { lastModified: now - 60, lastDetected: now - 30, title: site })));

  beforeEach(async () => {
    store = await openAntennaStore({ indexedDB: new IDBFactory() });
    await store.putSubscription(makeSubscription(url, { nextDue: now - 1 }));
    notified = [];
  });

  it('notifies of the sites that became new in this run, when notifications are on', async () => {
    await store.setSettings({ notifications: true });
    body = antenna('http://a.example.jp/');
    const run = deps();
    await runPolls({ force: true }, run);
    body = antenna('http://a.example.jp/', 'http://b.example.jp/');
    await runPolls({ force: true }, run);
    expect(notified.map((sites) => sites.map((site) => site.record.url))).toEqual([
      ['http://a.example.jp/'],
      ['http://b.example.jp/'],
    ]);
  });

  it('stays quiet when notifications are off', async () => {
    body = antenna('http://a.example.jp/');
    await runPolls({ force: true }, deps());
    expect(notified).toEqual([]);
  });
});
