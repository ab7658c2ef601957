import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionId } from '../../core/subscription.ts';
import { openAntennaStore } from '../../store/open-store.ts';
import type { AntennaStore } from '../../store/types.ts';
import { makeRecord, makeSubscription } from '../../../test/support/store-test-support.ts';
import { fakeRunDeps } from '../../../test/support/fake-run-deps.ts';
import { startPageWeb, type PageWeb } from '../../../test/server/page-web.ts';
import { handleMessage } from '../handle-message.ts';
import { pollSubscription } from '../poll-subscription.ts';
import { runPolls, type WorkerDeps } from '../run-polls.ts';

// The worker's poll of a watched page, in Node: a real HTTP server, the real store on
// fake-indexeddb, the clock moved by hand.
let now = 1_700_000_000;

describe('polling a watched page', () => {
  let web: PageWeb;
  let store: AntennaStore;
  let deps: WorkerDeps;

  beforeAll(async () => {
    web = await startPageWeb();
  });
  afterAll(() => web.close());

  beforeEach(async () => {
    store = await openAntennaStore({ indexedDB: new IDBFactory() });
    deps = fakeRunDeps(store, (input, init) => fetch(input, init), { now: () => now });
  });

  const watch = async (path: string, watchOptions: Partial<Subscription['watch']> = {}): Promise<Subscription> => {
    const reply = await handleMessage(
      { kind: 'watch-page', url: web.url(path), watch: { startMarker: null, endMarker: null, checkedUrl: null, ...watchOptions } },
      deps,
    );
    if (!reply.ok) throw new Error(reply.error);
    return reply.value as Subscription;
  };
  const poll = async (id: string) => {
    now += 600;
    const subscription = await store.getSubscription(id as SubscriptionId);
    if (!subscription) throw new Error('gone');
    return pollSubscription(subscription, await store.getSettings(), deps);
  };

  it('watches a page from the message, checking it at once into one record', async () => {
    web.page('/hiya/', { title: 'ただよう記憶', diary: 'x', modified: now - 3600 });
    const subscription = await watch('/hiya/');
    expect(subscription).toMatchObject({ kind: 'page', title: 'ただよう記憶', recordCount: 1, lastError: null, encoding: 'utf-8' });
    expect(await store.listRecords(subscription.id)).toMatchObject([{ url: web.url('/hiya/'), title: 'ただよう記憶', lastModified: now - 3600, lastDetected: now }]);
  });

  it('merges the page with an antenna that lists it: the direct check is the freshest source', async () => {
    web.page('/kuma/', { title: 'Kuma (page)', diary: 'x', modified: now - 7200 });
    const antenna = makeSubscription('http://antenna.example/sites.lirs');
    await store.putSubscription(antenna);
    await store.replaceRecords(antenna, [makeRecord(web.url('/kuma/'), { title: 'Kuma (antenna)', lastModified: now - 9000, lastDetected: now - 300 })]);
    const page = await watch('/kuma/');
    const sites = await store.listSites({ limit: 10 });
    expect(sites).toHaveLength(1);
    expect(sites[0]).toMatchObject({ from: page.id, record: { title: 'Kuma (page)' } });
    expect(sites[0]?.sources).toEqual([antenna.id, page.id].sort());
    expect(await store.listSitesModifiedAfter(0)).toHaveLength(1);
  });

  it('reports a change as changed and a counter-only change as unchanged', async () => {
    web.page('/neko/', { title: 'Neko', diary: 'one', validators: 'none', counter: true });
    const subscription = await watch('/neko/');
    expect((await poll(subscription.id)).status).toBe('unchanged');
    web.edit('/neko/', { diary: 'one, two' });
    expect((await poll(subscription.id)).status).toBe('changed');
    expect((await store.listRecords(subscription.id))[0]?.lastModified).toBe(now);
  });

  it('keeps the record of a page that starts failing, says why and backs off', async () => {
    web.page('/gone/', { title: 'Soon gone', diary: 'x' });
    const subscription = await watch('/gone/');
    const [before] = await store.listRecords(subscription.id);
    web.edit('/gone/', { status: 503, retryAfter: '7200' });
    const outcome = await poll(subscription.id);
    expect(outcome).toMatchObject({ status: 'error', error: { kind: 'http-503' } });
    expect(outcome.subscription).toMatchObject({ consecutiveFailures: 1, lastError: { kind: 'http-503' } });
    expect(outcome.subscription.nextDue).toBeGreaterThanOrEqual(now + 7200);
    expect(await store.listRecords(subscription.id)).toEqual([before]);
  });

  it('fetches the check URL, asks permission for its host, and links the record to the page', async () => {
    web.page('/diary/latest.html', { title: '最新', diary: 'x' });
    const subscription = await watch('/diary/', { checkedUrl: web.url('/diary/latest.html') });
    expect(subscription.watch?.checkedUrl).toBe(web.url('/diary/latest.html'));
    expect(await store.listRecords(subscription.id)).toMatchObject([{ url: web.url('/diary/'), checkedUrl: web.url('/diary/latest.html') }]);
    const asked: string[] = [];
    deps = { ...deps, hasAccess: (url) => (asked.push(url), Promise.resolve(false)) };
    expect(await poll(subscription.id)).toMatchObject({ status: 'error', error: { kind: 'permission' } });
    expect(asked).toEqual([web.url('/diary/latest.html')]);
  });

  it('refuses a check URL that is not http(s), and a page already followed', async () => {
    web.page('/twice/', { title: 'Twice', diary: 'x' });
    const bad = await handleMessage({ kind: 'watch-page', url: web.url('/twice/'), watch: { startMarker: null, endMarker: null, checkedUrl: 'javascript:alert(1)' } }, deps);
    expect(bad).toMatchObject({ ok: false, kind: 'bad-url' });
    await watch('/twice/');
    const again = await handleMessage({ kind: 'watch-page', url: web.url('/twice/'), watch: { startMarker: ' ', endMarker: null, checkedUrl: null } }, deps);
    expect(again).toMatchObject({ ok: false, kind: 'already-subscribed' });
  });

  it('trims the markers and stores an empty one as none', async () => {
    web.page('/marked/', { title: 'Marked', diary: 'x' });
    const subscription = await watch('/marked/', { startMarker: '  <!--diary-->  ', endMarker: '   ' });
    expect(subscription.watch).toEqual({ startMarker: '<!--diary-->', endMarker: null, checkedUrl: null });
    expect(subscription.lastError).toBeNull();
  });

  it('changes the markers and check address, reading the page again as the new baseline', async () => {
    web.page('/edited/', { title: 'Edited', diary: 'x', validators: 'none', modified: now - 5000 });
    web.page('/edited/latest.html', { title: 'Edited (latest)', diary: 'y', validators: 'none' });
    const subscription = await watch('/edited/', { startMarker: '<!--nowhere-->' });
    expect(subscription.lastError?.kind).toBe('watch-start-missing');
    expect(await store.listRecords(subscription.id)).toEqual([]);
    now += 600;
    const fixed = await handleMessage({ kind: 'watch-update', id: subscription.id, watch: { startMarker: '<!--diary-->', endMarker: null, checkedUrl: null } }, deps);
    expect(fixed).toMatchObject({ ok: true, value: { lastError: null, watch: { startMarker: '<!--diary-->', endMarker: null, checkedUrl: null } } });
    const [first] = await store.listRecords(subscription.id);
    now += 600;
    const moved = await handleMessage({ kind: 'watch-update', id: subscription.id, watch: { startMarker: null, endMarker: null, checkedUrl: web.url('/edited/latest.html') } }, deps);
    expect(moved).toMatchObject({ ok: true, value: { watch: { checkedUrl: web.url('/edited/latest.html') } } });
    // The new reading is a baseline, not an update of the page.
    expect(await store.listRecords(subscription.id)).toMatchObject([{ lastModified: first?.lastModified, lastDetected: now, title: 'Edited (latest)' }]);
    const antenna = makeSubscription('http://antenna.example/x.lirs');
    await store.putSubscription(antenna);
    expect(await handleMessage({ kind: 'watch-update', id: antenna.id, watch: { startMarker: null, endMarker: null, checkedUrl: null } }, deps)).toMatchObject({ ok: false, kind: 'not-subscribed' });
  });

  it('keeps to one request at a time per host, by the address each check fetches', async () => {
    const shared = 'http://shared.example';
    for (const name of ['a', 'b', 'c']) {
      const url = `http://${name}.example/`;
      await store.putSubscription(makeSubscription(url, { kind: 'page', format: null, watch: { startMarker: null, endMarker: null, checkedUrl: `${shared}/${name}.html` } }));
    }
    let inFlight = 0;
    let most = 0;
    const asked: string[] = [];
    const slowFetch: typeof fetch = async (input) => {
      asked.push(String(input));
      inFlight++;
      most = Math.max(most, inFlight);
      // Yield to the event loop a few times, so overlapping requests would overlap.
      for (let i = 0; i < 5; i++) await new Promise((done) => setImmediate(done));
      inFlight--;
      return new Response('<title>x</title>', { headers: { 'Content-Type': 'text/html' } });
    };
    const summary = await runPolls({ force: true }, { ...deps, fetch: slowFetch });
    expect(summary).toMatchObject({ checked: 3, failed: 0 });
    expect(asked.sort()).toEqual([`${shared}/a.html`, `${shared}/b.html`, `${shared}/c.html`]);
    expect(most).toBe(1);
  });
});
