import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostileServer, type HostileServer } from '../../test/server/hostile-server.ts';
import { fetchAntenna, type FetchDeps, type FetchOutcome } from './fetch-antenna.ts';

// fetchAntenna in Node against the hostile antenna server: the faults whose point is a limit
// (time, size) run here with small limits, so they take a fraction of a second.

const MiB = 1024 * 1024;
const deps: FetchDeps = { fetch: (input, init) => fetch(input, init), now: () => 1_700_000_000 };
const short = { timeoutMs: 400, maxBytes: MiB };

function errorOf(outcome: FetchOutcome): { kind: string; message: string } {
  if (outcome.status !== 'error') throw new Error(`expected an error, got ${outcome.status}`);
  return outcome.error;
}

describe('fetchAntenna against a hostile server', () => {
  let server: HostileServer;
  let host: string;

  beforeAll(async () => {
    server = await startHostileServer({ lifetimeMs: 60_000 });
    host = new URL(server.origin).host;
  });
  afterAll(() => server.close());

  it('gives up on a server that never answers, within the time limit', async () => {
    server.set('/silent', { kind: 'no-answer' });
    const error = errorOf(await fetchAntenna(server.url('/silent'), null, deps, short));
    expect(error).toMatchObject({ kind: 'timeout', message: `${host} took longer than 0.4 s to answer` });
    await expect.poll(() => server.held('/silent')).toBe(0);
  });

  it('gives up on a body that stalls after its first bytes, within the time limit', async () => {
    server.set('/stall', { kind: 'stall', head: 'LIRS,1700000000,1700000100,32400,0,http://a.example.jp/,' });
    const error = errorOf(await fetchAntenna(server.url('/stall'), null, deps, short));
    expect(error.kind).toBe('timeout');
  });

  it('names a connection cut half way through the body', async () => {
    server.set('/cut', { kind: 'stall', head: 'LIRS,1700000000,' });
    const pending = fetchAntenna(server.url('/cut'), null, deps, { timeoutMs: 20_000, maxBytes: MiB });
    await expect.poll(() => server.held('/cut')).toBe(1);
    server.release('/cut');
    expect(errorOf(await pending)).toMatchObject({ kind: 'cut', message: `${host} closed the connection before the whole file arrived` });
  });

  it.each(['length', 'chunked'] as const)('takes a body cut short of its %s framing as cut, never as the file', async (framing) => {
    server.set(`/cut-${framing}`, { kind: 'cut', body: 'LIRS,1700000000,1700000100,32400,0,http://a.example.jp/,title,a,0,\n'.repeat(100), at: 1000, framing });
    const error = errorOf(await fetchAntenna(server.url(`/cut-${framing}`), null, deps, short));
    expect(error).toMatchObject({ kind: 'cut', message: `${host} closed the connection before the whole file arrived` });
  });

  it('says when the fetch inflated a Content-Encoding: gzip body it did not check the end of, so a cut there is found by the decoder', async () => {
    // Node's fetch, like Chromium's and Firefox's, inflates a gzip stream cut short without a word.
    const body = 'LIRS,1700000000,1700000100,32400,0,http://a.example.jp/,title,a,0,\n'.repeat(400);
    server.set('/coded-cut', { kind: 'truncated-gzip', body, contentEncodingGzip: true });
    const outcome = await fetchAntenna(server.url('/coded-cut'), null, deps, short);
    expect(outcome.status === 'ok' && { contentCoded: outcome.contentCoded, shorter: outcome.bytes.length < body.length }).toEqual({ contentCoded: true, shorter: true });
    server.set('/plain', { kind: 'file', body });
    const plain = await fetchAntenna(server.url('/plain'), null, deps, short);
    expect(plain.status === 'ok' && plain.contentCoded).toBe(false);
  });

  it('says when the connection closing was the only end a body had, so a cut there is found by the decoder', async () => {
    const body = 'LIRS,1700000000,1700000100,32400,0,http://a.example.jp/,title,a,0,\n'.repeat(100);
    const endOf = async (framing: 'close' | 'length', at: number): Promise<boolean | null> => {
      server.set(`/end-${framing}`, { kind: 'cut', body, at, framing });
      const outcome = await fetchAntenna(server.url(`/end-${framing}`), null, deps, short);
      return outcome.status === 'ok' ? outcome.endUnmarked : null;
    };
    expect(await endOf('close', 1000)).toBe(true);
    expect(await endOf('length', body.length)).toBe(false);
    server.set('/whole', { kind: 'file', body });
    const whole = await fetchAntenna(server.url('/whole'), null, deps, short);
    expect(whole.status === 'ok' && whole.endUnmarked).toBe(false);
  });

  it('refuses a 50 MB file that declares its length, without downloading it', async () => {
    const before = server.sent;
    server.set('/big', { kind: 'stream', head: '', unit: 'x'.repeat(1000), units: 50_000, tail: '', declareLength: true });
    const error = errorOf(await fetchAntenna(server.url('/big'), null, deps, short));
    expect(error).toMatchObject({ kind: 'too-large', message: 'the file is larger than 1 MiB' });
    expect(server.sent - before).toBeLessThan(8 * MiB);
  });

  it('stops reading a 50 MB file without a length at the size limit', async () => {
    const before = server.sent;
    server.set('/big-chunked', { kind: 'stream', head: '', unit: 'x'.repeat(1000), units: 50_000, tail: '', declareLength: false });
    const error = errorOf(await fetchAntenna(server.url('/big-chunked'), null, deps, short));
    expect(error.kind).toBe('too-large');
    await expect.poll(() => server.requestsFor('/big-chunked').length).toBe(1);
    expect(server.sent - before).toBeLessThan(16 * MiB);
  });

  it('names a redirect loop', async () => {
    server.set('/loop', { kind: 'redirect-loop' });
    const error = errorOf(await fetchAntenna(server.url('/loop'), null, deps, { timeoutMs: 10_000, maxBytes: MiB }));
    expect(error).toMatchObject({ kind: 'redirect-loop', message: `${host} redirected too many times` });
    expect(server.requestsFor('/loop').length).toBeLessThanOrEqual(25);
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'data:text/plain,LIRS'])('never follows a redirect to %s', async (location) => {
    server.set('/elsewhere', { kind: 'redirect', location });
    const error = errorOf(await fetchAntenna(server.url('/elsewhere'), null, deps, short));
    expect(error).toMatchObject({ kind: 'redirect-scheme', message: `${host} redirected to an address that is not http or https` });
  });

  it('names the unreachable host a redirect leads to', async () => {
    const gone = await startHostileServer();
    await gone.close();
    const goneHost = new URL(gone.origin).host;
    server.set('/moved', { kind: 'redirect', location: gone.url('/x'), status: 301 });
    const error = errorOf(await fetchAntenna(server.url('/moved'), null, deps, short));
    expect(error).toMatchObject({ kind: 'network', message: `could not reach ${goneHost}` });
  });

  it('passes a 503 Retry-After on to the scheduler', async () => {
    server.set('/busy', { kind: 'status', status: 503, headers: { 'Retry-After': '3600' } });
    const outcome = await fetchAntenna(server.url('/busy'), null, deps, short);
    expect(outcome).toMatchObject({ status: 'error', retryAfter: '3600', error: { kind: 'http-503' } });
  });
});

describe('fetchAntenna with a browser-like fetch', () => {
  it('takes a body shorter than its Content-Length as cut, even when the fetch does not say so', async () => {
    const lenient: typeof fetch = () =>
      Promise.resolve(new Response('LIRS,1700000000,1700000100,32400,0,http://a.example.jp/,tit', { headers: { 'Content-Length': '4000' } }));
    const error = errorOf(await fetchAntenna('http://short.example/', null, { ...deps, fetch: lenient }, short));
    expect(error).toMatchObject({ kind: 'cut', message: 'short.example closed the connection before the whole file arrived' });
  });

  it('tells a failed redirect from an unreachable host with one more request', async () => {
    const calls: RequestInit[] = [];
    const opaque = Object.defineProperty(new Response(null), 'type', { value: 'opaqueredirect' });
    const browserFetch: typeof fetch = (_input, init) => {
      calls.push(init ?? {});
      return init?.redirect === 'manual' ? Promise.resolve(opaque) : Promise.reject(new TypeError('Failed to fetch'));
    };
    const error = errorOf(await fetchAntenna('http://loop.example/', null, { ...deps, fetch: browserFetch }, short));
    expect(error.kind).toBe('redirect');
    expect(error.message).toContain('loop.example redirected');
    expect(calls.map((c) => c.redirect)).toEqual(['follow', 'manual']);
  });

  it('says it could not reach a host that cannot be reached at all', async () => {
    let count = 0;
    const offline: typeof fetch = () => {
      count++;
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const error = errorOf(await fetchAntenna('http://down.example/', null, { ...deps, fetch: offline }, short));
    expect(error).toMatchObject({ kind: 'network', message: 'could not reach down.example' });
    expect(count).toBe(2);
  });
});
