import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeRunDeps } from '../support/fake-run-deps.ts';
import { handleMessage } from '../../src/background/handle-message.ts';
import { runPolls, type WorkerDeps } from '../../src/background/run-polls.ts';
import type { WorkerStatus } from '../../src/messages/messages.ts';
import type { SubscriptionId } from '../../src/core/subscription.ts';
import { encodeLirs } from '../../src/formats/lirs/encode-lirs.ts';
import { openAntennaStore } from '../../src/store/open-store.ts';
import { makeRecord, makeSubscription } from '../support/store-test-support.ts';
import type { AntennaStore } from '../../src/store/types.ts';
import type { HostileServer } from '../server/hostile-server.ts';
import { goodLirs, recordsOf, startFaultContext, type HealthyAntenna } from './faults-support.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { subscribe, subscriptionOf } from './helpers.ts';
import { readObjectStore, readStoredRecords } from './read-store.ts';

// Faults of the browser itself: the worker killed mid-poll, a restart with a full profile,
// malformed messages from an extension page, and a full disk (IndexedDB quota).

describe('the browser failing under the extension', () => {
  let session: ExtensionSession;
  let server: HostileServer;
  let healthy: HealthyAntenna;
  let page: Page;

  beforeAll(async () => {
    ({ session, server, healthy, page } = await startFaultContext());
  });

  afterAll(async () => {
    await session?.close();
    if (session) await rm(session.userDataDir, { recursive: true, force: true });
    await Promise.all([server?.close(), healthy?.server.close()]);
  });

  it('the worker stopped in the middle of a poll: the old records stay, the next poll works', async () => {
    const path = '/killed.lirs';
    const url = server.url(path);
    server.set(path, goodLirs('OLD', 100, 5));
    await subscribe(session, url);
    const before = await recordsOf(page, url);
    expect(before).toHaveLength(5);

    server.set(path, { kind: 'stall', head: 'LIRS,1700000000,1700000100,32400,0,http://site100.example.jp/,' });
    void page.evaluate((id) => chrome.runtime.sendMessage({ kind: 'check-now', id }).catch(() => undefined), url);
    await expect.poll(() => server.held(path), { timeout: 10_000 }).toBe(1);
    await session.stopWorker();
    // The browser drops the worker's connection with it.
    await expect.poll(() => server.held(path), { timeout: 10_000 }).toBe(0);
    expect(await recordsOf(page, url)).toEqual(before);

    server.set(path, goodLirs('NEW', 100, 5));
    const reply = await session.send({ kind: 'check-now', id: url as SubscriptionId });
    expect(reply.ok && reply.value).toEqual({ checked: 1, changed: 1, unchanged: 0, failed: 0 });
    const after = await recordsOf(page, url);
    expect(new Set(after.map((row) => row.record.title?.split(' ')[0]))).toEqual(new Set(['NEW']));
    expect((await subscriptionOf(session, url)).lastError).toBeNull();
  });

  it('answers malformed messages from an extension page with an error, and keeps working', async () => {
    const replies = await page.evaluate(async () => {
      const inputs: unknown[] = [
        'status',
        42,
        [],
        { kind: 'format-disk' },
        { kind: 'status', extra: true },
        { kind: 'add-subscription', url: 42 },
        { kind: 'add-subscription', url: 'javascript:alert(1)' },
        { kind: 'add-subscription', url: `http://a.example/${'x'.repeat(4 * 1024 * 1024)}` },
        { kind: 'remove-subscription' },
        { kind: 'update-subscription', id: 'x', patch: { title: 7 } },
        { kind: 'mark-seen', key: 'k', lastModified: 'yesterday' },
        { kind: '__proto__' },
        JSON.parse('{"kind":"status","__proto__":{"polluted":1}}') as unknown,
      ];
      const answers: unknown[] = [];
      for (const input of inputs) {
        try {
          answers.push(await chrome.runtime.sendMessage(input));
        } catch (error) {
          answers.push({ thrown: String(error) });
        }
      }
      return answers;
    });
    expect(replies).toHaveLength(13);
    for (const reply of replies) {
      expect(reply).toMatchObject({ ok: false });
      expect(typeof (reply as { error?: unknown }).error).toBe('string');
    }
    const status = await session.send({ kind: 'status' });
    expect(status.ok).toBe(true);
  });

  it('the browser restarted with a profile full of data: alarm re-armed, badge restored, records there', async () => {
    const path = '/full.lirs';
    const url = server.url(path);
    server.set(path, goodLirs('FULL', 1_000, 2_000));
    await subscribe(session, url);
    await expect.poll(() => session.badge()).not.toBe('');
    const badge = await session.badge();
    const records = (await readStoredRecords(page)).length;
    const subscriptions = await readObjectStore(page, 'subscriptions');
    expect(records).toBeGreaterThanOrEqual(2_000);

    await session.close({ keepProfile: true });
    session = await launchExtension({ userDataDir: session.userDataDir });
    page = await session.openPage('popup.html');

    await expect.poll(() => session.badge(), { timeout: 15_000 }).toBe(badge);
    const alarms = await session.worker.evaluate(() => chrome.alarms.getAll());
    expect(alarms.map((alarm) => [alarm.name, alarm.periodInMinutes])).toEqual([['poll', 1]]);
    expect(await readStoredRecords(page)).toHaveLength(records);
    expect(await readObjectStore(page, 'subscriptions')).toEqual(subscriptions);
    await page.locator('.site-row').first().waitFor();
    // And the next check still works, politely: nothing changed, so nothing is written.
    const reply = await session.send({ kind: 'check-now' });
    expect(reply.ok && reply.value).toMatchObject({ checked: subscriptions.length, failed: 0 });
  });
});

// Chromium does not enforce a quota override on an extension's origin (CDP
// Storage.overrideQuotaForOrigin reports it active, and 11 MB still go into a 400 kB quota), so
// the worker's pipeline meets a QuotaExceededError here, in Node, from a store over
// fake-indexeddb whose writes are refused the way Chromium refuses them.
describe('IndexedDB quota exceeded, through the worker pipeline', () => {
  const now = 1_700_000_000;
  const full = 'http://full.example/sites.lirs';
  const other = 'http://other.example/sites.lirs';
  const stale = 'http://stale.example/sites.lirs';
  let store: AntennaStore;
  let quotaFull: boolean;
  /** Whether pruning stale records frees enough room for the refused write. */
  let pruneFrees: boolean;
  let pruned: number[];
  let requests: string[];
  let clock: number;

  const lirs = (url: string): Uint8Array<ArrayBuffer> =>
    new Uint8Array(encodeLirs([makeRecord(url, { lastModified: now - 60, lastDetected: now - 30, title: 'NEW' })]));
  const quotaError = (): DOMException => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  function deps(): WorkerDeps {
    const files = new Map<string, Uint8Array<ArrayBuffer>>([
      [full, lirs('http://a.example/')],
      [other, lirs('http://b.example/')],
    ]);
    const refusing: AntennaStore = {
      ...store,
      async replaceRecords(subscription, records) {
        if (quotaFull && subscription.url === full) throw quotaError();
        return store.replaceRecords(subscription, records);
      },
      async pruneStale(at, expiry, max) {
        const count = await store.pruneStale(at, expiry, max);
        pruned.push(count);
        if (count > 0 && pruneFrees) quotaFull = false;
        return count;
      },
    };
    return fakeRunDeps(
      refusing,
      (input) => {
        const url = String(input);
        requests.push(url);
        const body = files.get(url);
        // The stale antenna has not changed since its records were stored.
        return Promise.resolve(body ? new Response(body, { headers: { 'Content-Type': 'text/plain' } }) : new Response(null, { status: 304 }));
      },
      { now: () => clock },
    );
  }

  /** Three subscriptions with records: `full` (old), `other` (old), `stale` (last detected days ago). */
  async function setUp(): Promise<WorkerDeps> {
    store = await openAntennaStore({ indexedDB: new IDBFactory() });
    quotaFull = true;
    pruneFrees = false;
    clock = now;
    pruned = [];
    requests = [];
    for (const url of [full, other]) {
      await store.putSubscription(makeSubscription(url, { nextDue: now - 1 }));
      await store.replaceRecords(makeSubscription(url, { nextDue: now - 1 }), [
        makeRecord(`http://${new URL(url).host}/old/`, { lastModified: now - 3_600, lastDetected: now - 600, title: 'OLD' }),
      ]);
    }
    await store.putSubscription(makeSubscription(stale, { nextDue: now + 86_400 }));
    await store.replaceRecords(
      makeSubscription(stale, { nextDue: now + 86_400 }),
      [1, 2, 3].map((n) => makeRecord(`http://stale${n}.example/`, { lastModified: now - 9 * 86_400, lastDetected: now - (9 - n) * 86_400 })),
    );
    return deps();
  }

  const titles = async (url: string): Promise<(string | null)[]> => (await store.listRecords(url as SubscriptionId)).map((r) => r.title);

  it('keeps every record, and the other antennas still update, when a write is refused', async () => {
    const run = await setUp();
    const reply = await handleMessage({ kind: 'check-now' }, run);
    expect(reply).toMatchObject({ ok: true, value: { checked: 3, failed: 1, changed: 1, unchanged: 1 } });
    expect(await titles(full)).toEqual(['OLD']);
    expect(await titles(other)).toEqual(['NEW']);
    // Only stale records were pruned to try to make room; every fresh record is still there.
    expect(pruned).toEqual([3]);
  });

  it('tells the user the disk is full', async () => {
    const run = await setUp();
    await handleMessage({ kind: 'check-now' }, run);
    const status = await handleMessage({ kind: 'status' }, run);
    expect(status.ok).toBe(true);
    const { subscriptions } = status.ok ? (status.value as WorkerStatus) : { subscriptions: [] };
    const subscription = subscriptions.find((s) => s.url === full);
    expect(subscription?.lastError?.message).toMatch(/quota|storage|space|full/i);
  });

  it('backs off instead of refetching on every tick while the disk is full', async () => {
    const run = await setUp();
    await handleMessage({ kind: 'check-now' }, run);
    expect(requests.filter((url) => url === full)).toHaveLength(1);
    // The next one-minute tick: an alarm-driven run polls only what is due.
    clock = now + 60;
    await runPolls({ force: false }, run);
    expect(requests.filter((url) => url === full)).toHaveLength(1);
  });

  it('prunes the oldest stale records to make room, and stores the new ones', async () => {
    const run = await setUp();
    pruneFrees = true;
    const reply = await handleMessage({ kind: 'check-now' }, run);
    expect(reply).toMatchObject({ ok: true, value: { failed: 0 } });
    expect(pruned.length).toBeGreaterThan(0);
    expect(await titles(full)).toEqual(['NEW']);
    expect(await titles(other)).toEqual(['NEW']);
    const left = (await store.listRecords(stale as SubscriptionId)).map((r) => r.url);
    // Oldest Last-Detected first: stale1 goes before stale2, stale2 before stale3.
    expect(left.length).toBeLessThan(3);
    expect(left).toEqual(['http://stale1.example/', 'http://stale2.example/', 'http://stale3.example/'].slice(3 - left.length));
  });
});

// Two polls of one antenna that no registry saw together (as if from two lives of the worker),
// the older one's answer arriving last: the store, not memory, keeps the newer records.
describe('an older answer arriving after a newer one, through the worker pipeline', () => {
  const url = 'http://slow.example/sites.lirs';
  const started = 1_700_000_000;

  it('never lets an older response overwrite a newer one', async () => {
    const store = await openAntennaStore({ indexedDB: new IDBFactory() });
    const lirs = (title: string): Response =>
      new Response(new Uint8Array(encodeLirs([makeRecord('http://a.example/', { lastModified: started - 60, lastDetected: started - 30, title })])), {
        headers: { 'Content-Type': 'text/plain' },
      });
    await store.putSubscription(makeSubscription(url, { nextDue: started }));
    let answerOlder!: (response: Response) => void;
    let olderAsked!: () => void;
    const asked = new Promise<void>((done) => (olderAsked = done));
    const older = fakeRunDeps(
      store,
      () => {
        olderAsked();
        return new Promise<Response>((resolve) => (answerOlder = resolve));
      },
      { now: () => started },
    );
    const newer = fakeRunDeps(store, () => Promise.resolve(lirs('NEW')), { now: () => started + 60 });

    const olderRun = runPolls({ force: true, only: url as SubscriptionId }, older);
    await asked;
    expect(await runPolls({ force: true, only: url as SubscriptionId }, newer)).toMatchObject({ changed: 1, failed: 0 });
    answerOlder(lirs('OLD'));
    await olderRun;
    expect((await store.listRecords(url as SubscriptionId)).map((record) => record.title)).toEqual(['NEW']);
    expect((await store.getSubscription(url as SubscriptionId))?.lastCheck).toBe(started + 60);
    store.close();
  });
});
