import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionId } from '../../src/core/subscription.ts';
import { startHostileServer, type HostileServer } from '../server/hostile-server.ts';
import {
  closeFaultContext,
  expectContained,
  goodLirs,
  recordsOf,
  startFaultContext,
  type FaultContext,
  type HealthyAntenna,
} from './faults-support.ts';
import type { ExtensionSession } from './harness.ts';
import { checkNow, subscribe, subscriptionOf, unsubscribe } from './helpers.ts';

// Hostile HTTP answers, through the real worker in Chromium: each antenna is first served
// well and subscribed, then turns hostile, next to a healthy antenna on another host.

describe('hostile HTTP answers', () => {
  let session: ExtensionSession;
  let server: HostileServer;
  let healthy: HealthyAntenna;
  let page: Page;
  let context: FaultContext;
  const subscribed: string[] = [];
  let host: string;

  const contained = async (
    path: string,
    ...rest: Parameters<typeof expectContained> extends [unknown, unknown, ...infer R] ? R : never
  ) => {
    subscribed.push(server.url(path));
    return expectContained(context, path, ...rest);
  };

  beforeAll(async () => {
    context = await startFaultContext();
    ({ session, server, healthy, page } = context);
    host = new URL(server.origin).host;
  });

  afterEach(async () => {
    for (const url of subscribed.splice(0)) await unsubscribe(session, url);
  });

  afterAll(() => closeFaultContext(context));

  it('keeps the records and says why on a 500', async () => {
    await contained('/e500.lirs', { kind: 'status', status: 500 }, { kind: 'http-500', message: 'the server answered 500 (server error)' });
  });

  it('keeps the records and says why on a 503 with Retry-After', async () => {
    const failed = await contained(
      '/e503.lirs',
      { kind: 'status', status: 503, headers: { 'Retry-After': '3600' } },
      { kind: 'http-503', message: 'the server answered 503 (unavailable)', notice: 'the server answered 503 (unavailable); waiting before asking again' },
    );
    expect(failed.nextDue).toBeGreaterThanOrEqual((failed.lastCheck ?? 0) + 3600);
  });

  it('keeps the records of an antenna that answers 404 (not found)', async () => {
    await contained('/e404.lirs', { kind: 'status', status: 404 }, { kind: 'http-404', message: 'the server answered 404 (not found)' });
  });

  it('keeps the records of an antenna that answers 410 (gone)', async () => {
    await contained('/e410.lirs', { kind: 'status', status: 410 }, { kind: 'http-410', message: 'the server answered 410 (gone)' });
  });

  it('keeps the records and backs off on a 429 (too many requests)', async () => {
    const failed = await contained(
      '/e429.lirs',
      { kind: 'status', status: 429, headers: { 'Retry-After': '600' } },
      { kind: 'http-429', message: 'the server answered 429 (too many requests)' },
    );
    expect(failed.nextDue).toBeGreaterThanOrEqual((failed.lastCheck ?? 0) + 600);
  });

  it('says an HTML error page served with status 200 is not an antenna', async () => {
    await contained(
      '/html200.lirs',
      { kind: 'status', status: 200, body: '<!DOCTYPE html><html><head><title>Error</title></head><body><h1>Database error</h1></body></html>' },
      { kind: 'decode-html', message: 'not an antenna file: looks like HTML' },
    );
  });

  it('stops a redirect loop and says the redirect could not be followed', async () => {
    await contained('/loop.lirs', { kind: 'redirect-loop' }, { kind: 'redirect', message: `${host} redirected to an address that could not be followed` });
    expect(server.requestsFor('/loop.lirs').length).toBeLessThanOrEqual(2 + 21 + 1);
  });

  it('never follows a redirect to a file: URL', async () => {
    await contained(
      '/to-file.lirs',
      { kind: 'redirect', location: 'file:///etc/passwd' },
      { kind: 'redirect', message: `${host} redirected to an address that could not be followed` },
    );
  });

  it('never follows a redirect to a javascript: URL', async () => {
    await contained(
      '/to-js.lirs',
      { kind: 'redirect', location: 'javascript:alert(document.domain)' },
      { kind: 'redirect', message: `${host} redirected to an address that could not be followed` },
    );
  });

  it('goes offline and back: says it could not reach the host, keeps the records, recovers on the next check', async () => {
    const path = '/offline.lirs';
    const url = server.url(path);
    subscribed.push(url);
    server.set(path, goodLirs('P', 100));
    await subscribe(session, url);
    const before = await recordsOf(page, url);
    expect(before).toHaveLength(3);

    await server.goOffline();
    try {
      const label = healthy.bump();
      expect(await checkNow(session)).toMatchObject({ failed: 1, changed: 1 });
      expect((await subscriptionOf(session, url)).lastError?.message).toBe(`could not reach ${host}`);
      expect(await recordsOf(page, url)).toEqual(before);
      expect(await healthy.labels(page)).toEqual([label]);
    } finally {
      await server.goOnline();
    }
    const back = await session.send({ kind: 'check-now', id: url as SubscriptionId });
    expect(back.ok && back.value.failed).toBe(0);
    const recovered = await subscriptionOf(session, url);
    expect(recovered.lastError).toBeNull();
    expect(recovered.consecutiveFailures).toBe(0);
    expect(await recordsOf(page, url)).toEqual(before);
  });

  it('writes nothing when the ETag changes on every request but the body does not', async () => {
    const path = '/churn.lirs';
    const url = server.url(path);
    subscribed.push(url);
    const good = goodLirs('P', 100);
    if (good.kind !== 'file') throw new Error('a file');
    server.set(path, { ...good, etag: 'churn' });
    await subscribe(session, url);
    const before = await recordsOf(page, url);
    const subscription = await subscriptionOf(session, url);
    const asked = server.requestsFor(path).length;
    const reply = await session.send({ kind: 'check-now', id: url as SubscriptionId });
    expect(reply.ok && reply.value).toEqual({ checked: 1, changed: 0, unchanged: 1, failed: 0 });
    expect(server.requestsFor(path).length).toBe(asked + 1);
    expect(await recordsOf(page, url)).toEqual(before);
    expect((await subscriptionOf(session, url)).contentHash).toBe(subscription.contentHash);
  });

  it('takes a body that changed under an old ETag whole: the new set, never a mix', async () => {
    const path = '/torn.lirs';
    const url = server.url(path);
    subscribed.push(url);
    const first = goodLirs('OLD', 100, 4);
    const second = goodLirs('NEW', 102, 4);
    if (first.kind !== 'file' || second.kind !== 'file') throw new Error('files');
    server.set(path, { ...first, etag: { fixed: '"v1"' } });
    await subscribe(session, url);
    server.set(path, { ...second, etag: { fixed: '"v1"' } });
    const reply = await session.send({ kind: 'check-now', id: url as SubscriptionId });
    expect(reply.ok && reply.value.changed).toBe(1);
    expect(server.requestsFor(path).at(-1)?.headers['if-none-match']).toBe('"v1"');
    const rows = await recordsOf(page, url);
    expect(rows.map((row) => row.record.title?.split(' ')[0])).toEqual(['NEW', 'NEW', 'NEW', 'NEW']);
    expect(rows.map((row) => row.record.url).sort()).toEqual(
      [102, 103, 104, 105].map((n) => `http://site${n}.example.jp/~user${n % 97}/`).sort(),
    );
  });

  it('honours Retry-After per host: an alarm-driven poll asks that host nothing again, through any antenna on it; a user check-now does', async () => {
    const busy = server.url('/busy.lirs');
    const limited = server.url('/limited.lirs');
    // Another antenna on the same host, healthy and due: the host asked for rest, so it waits too.
    const neighbour = server.url('/neighbour.lirs');
    // A plain 500 on another host: asked again when due (the alarm did run).
    const failing = healthy.server.url('/failing.lirs');
    subscribed.push(busy, limited, neighbour, failing);
    for (const path of ['/busy.lirs', '/limited.lirs', '/neighbour.lirs']) server.set(path, goodLirs('P', 200));
    healthy.server.set('/failing.lirs', goodLirs('P', 200));
    // A 5 s interval (the loopback floor): without Retry-After each would be due again in 5 s.
    for (const url of [busy, limited, neighbour, failing]) await subscribe(session, url, { interval: 5 });
    server.set('/busy.lirs', { kind: 'status', status: 503, headers: { 'Retry-After': '3600' } });
    server.set('/limited.lirs', { kind: 'status', status: 429, headers: { 'Retry-After': new Date(Date.now() + 7_200_000).toUTCString() } });
    healthy.server.set('/failing.lirs', { kind: 'status', status: 500 });
    for (const url of [busy, limited, failing]) {
      const reply = await session.send({ kind: 'check-now', id: url as SubscriptionId });
      expect(reply.ok && reply.value.failed).toBe(1);
    }
    const witness = await subscriptionOf(session, failing);
    // Retry-After in seconds counts from the answer, checked when the poll began.
    const held = await subscriptionOf(session, busy);
    expect(held.nextDue).toBeGreaterThanOrEqual(held.lastCheck! + 3600);
    expect((await subscriptionOf(session, limited)).nextDue).toBeGreaterThanOrEqual(witness.lastCheck! + 7000);
    const count = (path: string): number => server.requestsFor(path).length;
    const asked = { busy: count('/busy.lirs'), limited: count('/limited.lirs'), neighbour: count('/neighbour.lirs') };
    const askedFailing = healthy.server.requestsFor('/failing.lirs').length;

    // The poll alarm fires once the 500 witness is due again (keeping its one-minute period).
    const when = (Math.max(witness.nextDue, (await subscriptionOf(session, neighbour)).nextDue) + 1) * 1000;
    await session.worker.evaluate((at) => chrome.alarms.create('poll', { when: at, periodInMinutes: 1 }), when);
    await expect.poll(() => healthy.server.requestsFor('/failing.lirs').length, { timeout: 20_000 }).toBe(askedFailing + 1);
    await expect.poll(async () => (await subscriptionOf(session, failing)).lastCheck!, { timeout: 10_000 }).toBeGreaterThan(witness.lastCheck!);
    expect(count('/busy.lirs')).toBe(asked.busy);
    expect(count('/limited.lirs')).toBe(asked.limited);
    expect(count('/neighbour.lirs')).toBe(asked.neighbour);

    // Check now is the user asking: it is not held back.
    const forced = await session.send({ kind: 'check-now', id: busy as SubscriptionId });
    expect(forced.ok && forced.value.checked).toBe(1);
    expect(count('/busy.lirs')).toBe(asked.busy + 1);
  });

  it('sends one request for five quick Check now clicks on one antenna: the others join the running poll', async () => {
    const path = '/clicked.lirs';
    const url = server.url(path);
    subscribed.push(url);
    server.set(path, goodLirs('P', 400));
    await subscribe(session, url);
    const before = server.requestsFor(path).length;
    server.set(path, { kind: 'gated', answer: goodLirs('NEW', 400) });
    // Five clicks while the first request waits for its answer.
    void page.evaluate(
      (id) => Promise.all(Array.from({ length: 5 }, () => chrome.runtime.sendMessage({ kind: 'check-now', id }))).then((replies) => {
        (globalThis as { clickReplies?: unknown }).clickReplies = replies;
      }),
      url,
    );
    const joined = async (): Promise<number> => {
      const reply = await session.send({ kind: 'status' });
      return (reply.ok && reply.value.checking?.find((poll) => poll.id === url)?.requests) || 0;
    };
    // Until all five are in: joined to the one poll, or (as before) sent as requests of their own.
    await expect.poll(async () => (await joined()) === 5 || server.held(path) > 1).toBe(true);
    // The clicks may all have joined the poll before its one request reaches the server.
    await expect.poll(() => server.held(path)).toBe(1);
    server.openGate(path);
    await expect.poll(() => page.evaluate(() => (globalThis as { clickReplies?: unknown[] }).clickReplies)).toHaveLength(5);
    const answers = await page.evaluate(() => (globalThis as { clickReplies?: unknown[] }).clickReplies);
    for (const answer of answers ?? []) expect(answer).toEqual({ ok: true, value: { checked: 1, changed: 1, unchanged: 0, failed: 0 } });
    expect(server.requestsFor(path).length - before).toBe(1);
    expect(new Set((await recordsOf(page, url)).map((row) => row.record.title?.split(' ')[0]))).toEqual(new Set(['NEW']));
  });

  it('shows a check running in a popup opened while a slow check is under way, on any page, until it ends', async () => {
    const path = '/slow.lirs';
    const url = server.url(path);
    subscribed.push(url);
    server.set(path, goodLirs('P', 500));
    await subscribe(session, url);
    server.set(path, { kind: 'gated', answer: goodLirs('SLOW', 500) });
    // The check starts from another page; this popup opens while it waits for its answer.
    void page.evaluate((id) => chrome.runtime.sendMessage({ kind: 'check-now', id }).catch(() => undefined), url);
    await expect.poll(() => server.held(path), { timeout: 10_000 }).toBe(1);
    const popup = await session.openPage('popup.html');
    const options = await session.openPage('options.html');
    try {
      const button = popup.getByRole('button', { name: 'Checking…' });
      await expect.poll(() => button.isDisabled(), { timeout: 10_000 }).toBe(true);
      const item = options.locator('li', { hasText: new URL(url).pathname }).getByRole('button', { name: 'Checking…' });
      await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(1);
      server.openGate(path);
      // Told when it ends: both pages offer Check now again.
      await expect.poll(() => popup.getByRole('button', { name: 'Check now' }).isEnabled(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => options.locator('li', { hasText: new URL(url).pathname }).getByRole('button', { name: 'Checking…' }).count(), { timeout: 10_000 }).toBe(0);
    } finally {
      await Promise.all([popup.close(), options.close()]);
    }
  });

  it('asks one small host for 12 antennas one at a time, at least a second after each answer, and answers the import at once', async () => {
    // Many personal sites share one small host: its own server, so nothing else asks it.
    const small = await startHostileServer();
    const urls = Array.from({ length: 12 }, (_, n) => small.url(`/~user${n}/sites.lirs`));
    subscribed.push(...urls);
    try {
      urls.forEach((url, n) => small.set(new URL(url).pathname, goodLirs(`U${n}`, 1000 + n * 10)));
      const reply = await session.send({ kind: 'add-subscriptions', entries: urls.map((url) => ({ url })) });
      expect(reply.ok && reply.value.added).toHaveLength(12);
      // Answered before the polls are done: at most the first could have been asked by now.
      expect(small.requests.length).toBeLessThan(12);
      await expect.poll(() => small.requests.length, { timeout: 60_000, interval: 500 }).toBe(12);
      const asked = [...small.requests].sort((a, b) => a.receivedAt - b.receivedAt);
      const gaps = asked.slice(1).map((request, i) => request.receivedAt - (asked[i]?.answeredAt ?? 0));
      const sorted = [...gaps].sort((a, b) => a - b);
      // One at a time: each request after the answer before it ended (the server's own clock
      // notes an answer's end when its event loop gets to it, so a single gap is not weighed
      // to the millisecond); and the median a second or more.
      expect(sorted[0]).toBeGreaterThan(0);
      expect(sorted[Math.floor(sorted.length / 2)]).toBeGreaterThanOrEqual(1000);
      expect(new Set(asked.map((request) => request.path)).size).toBe(12);
    } finally {
      await small.close();
    }
  }, 90_000);

  it('keeps serving other subscriptions while one antenna stalls mid-body', async () => {
    const path = '/stalled.lirs';
    const url = server.url(path);
    subscribed.push(url);
    server.set(path, goodLirs('P', 300));
    await subscribe(session, url);
    const before = await recordsOf(page, url);
    server.set(path, { kind: 'stall', head: 'LIRS,1700000000,1700000100,32400,0,http://stall' });
    const healthyPath = new URL(healthy.url).pathname;
    const healthyAsked = healthy.server.requestsFor(healthyPath).length;
    // A whole run starts and hangs on the stalled antenna...
    void page.evaluate(() => chrome.runtime.sendMessage({ kind: 'check-now' }).catch(() => undefined)).catch(() => undefined);
    await expect.poll(() => server.held(path), { timeout: 10_000 }).toBe(1);
    // ...once its poll of the healthy antenna has ended (a check joining that poll would read
    // the file as it was before the bump below)...
    const healthyPolling = async (): Promise<boolean> => {
      const status = await session.send({ kind: 'status' });
      return !status.ok || (status.value.checking ?? []).some((poll) => poll.id === healthy.url);
    };
    await expect
      .poll(async () => healthy.server.requestsFor(healthyPath).length > healthyAsked && !(await healthyPolling()), { timeout: 10_000 })
      .toBe(true);
    // ...while the worker still answers, and still polls the healthy antenna.
    const label = healthy.bump();
    const reply = await session.send({ kind: 'check-now', id: healthy.url as SubscriptionId });
    expect(reply.ok && reply.value).toEqual({ checked: 1, changed: 1, unchanged: 0, failed: 0 });
    expect(await healthy.labels(page)).toEqual([label]);
    expect((await session.send({ kind: 'status' })).ok).toBe(true);
    expect(server.held(path)).toBe(1);
    // The connection breaks: the stalled antenna fails, its records kept.
    server.release(path);
    await expect.poll(async () => (await subscriptionOf(session, url)).lastError?.kind, { timeout: 10_000 }).toBe('cut');
    expect(await recordsOf(page, url)).toEqual(before);
    // The next poll works.
    server.set(path, goodLirs('P', 300));
    const next = await session.send({ kind: 'check-now', id: url as SubscriptionId });
    expect(next.ok && next.value.failed).toBe(0);
    expect((await subscriptionOf(session, url)).lastError).toBeNull();
  });
});
