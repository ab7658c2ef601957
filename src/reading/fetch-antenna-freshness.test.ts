import { describe, expect, it } from 'vitest';
import { fetchAntenna, type FetchDeps } from './fetch-antenna.ts';

describe('fetchAntenna and what the server says of freshness', () => {
  const answering = (status: number, headers: Record<string, string>): FetchDeps => ({
    fetch: () => Promise.resolve(new Response(status === 304 ? null : 'LIRS,1700000000,1700000100,32400,0,http://a.example.jp/,A,,,\n', { status, headers })),
    now: () => 1_700_000_000,
  });

  it('passes a max-age on with a new file, for the schedule', async () => {
    const outcome = await fetchAntenna('http://a.example.jp/sites.lirs', null, answering(200, { 'Cache-Control': 'max-age=900' }));
    expect(outcome).toMatchObject({ status: 'ok', freshFor: 900 });
  });

  it('passes an Expires on with a 304', async () => {
    const outcome = await fetchAntenna('http://a.example.jp/sites.lirs', { etag: '"a"', lastModifiedHeader: null }, answering(304, {
      Date: 'Tue, 14 Nov 2023 22:13:20 GMT',
      Expires: 'Tue, 14 Nov 2023 23:13:20 GMT',
    }));
    expect(outcome).toMatchObject({ status: 'not-modified', freshFor: 3600 });
  });
});
