import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPolls } from '../../src/background/run-polls.ts';
import { pollCommand } from '../../src/cli/poll-command.ts';
import { normalizeSubscriptionUrl } from '../../src/http/normalize-subscription-url.ts';
import { openAntennaStore } from '../../src/store/open-store.ts';
import { atomDocument } from '../fixtures/atom-feed.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { fakeRunDeps } from '../support/fake-run-deps.ts';
import { makeSubscription } from '../support/store-test-support.ts';

// One reading pipeline: what the worker stores and what `antenna poll` prints are the same rows,
// for a feed whose entries all sit on one host (shown as one site) and for a LIRS-like spread.
const now = 1_700_000_000;

interface Row {
  readonly url: string;
  readonly title: string | null;
  readonly lastModified: number;
}

const rowOf = (record: Row): Row => ({ url: record.url, title: record.title, lastModified: record.lastModified });

async function workerRows(url: string): Promise<Row[]> {
  const store = await openAntennaStore({ indexedDB: new IDBFactory() });
  const checked = normalizeSubscriptionUrl(url);
  if (!checked.ok) throw new Error(checked.error);
  await store.putSubscription(makeSubscription(checked.url, { nextDue: now - 1 }));
  await runPolls({ force: true }, fakeRunDeps(store, (input, init) => fetch(input, init), { now: () => now }));
  const sites = await store.listSites({ limit: 100 });
  store.close();
  return sites.map((site) => rowOf(site.record));
}

async function cliRows(url: string): Promise<Row[]> {
  let out = '';
  await pollCommand([url], true, {
    writeOut: (chunk) => {
      out += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk);
    },
    writeErr: () => undefined,
    readStdin: () => Promise.reject(new Error('no input')),
    readFile: () => Promise.reject(new Error('no files')),
    fetch: (input, init) => fetch(input, init),
    now: () => now,
  });
  return (JSON.parse(out) as { sites: Row[] }).sites.map(rowOf);
}

describe('the worker and `antenna poll` read through one pipeline', () => {
  let server: AntennaServer;

  beforeAll(async () => {
    server = await startAntennaServer();
    const entries = (host: (n: number) => string) =>
      [1, 2, 3].map((n) => ({ id: `urn:e:${n}`, url: `${host(n)}${n}.html`, title: `記事${n}`, updated: `2023-11-14T0${n}:00:00+09:00` }));
    server.serve('/diary.atom', {
      body: atomDocument({ title: 'ある日記', self: server.url('/diary.atom'), entries: entries(() => 'http://diary.example.jp/') }),
      contentType: 'application/atom+xml',
    });
    server.serve('/antenna.atom', {
      body: atomDocument({ title: 'アンテナ', self: server.url('/antenna.atom'), entries: entries((n) => `http://site${n}.example.jp/`) }),
      contentType: 'application/atom+xml',
    });
  });
  afterAll(() => server.close());

  it('gives the same one row for a feed whose entries sit on one host', async () => {
    const url = server.url('/diary.atom');
    const [worker, cli] = await Promise.all([workerRows(url), cliRows(url)]);
    expect(worker).toEqual([{ url: 'http://diary.example.jp/3.html', title: 'ある日記', lastModified: Date.UTC(2023, 10, 13, 18) / 1000 }]);
    expect(cli).toEqual(worker);
  });

  it('gives the same rows, newest first, for an antenna of many sites', async () => {
    const url = server.url('/antenna.atom');
    const [worker, cli] = await Promise.all([workerRows(url), cliRows(url)]);
    expect(worker.map((row) => row.url)).toEqual(['http://site3.example.jp/3.html', 'http://site2.example.jp/2.html', 'http://site1.example.jp/1.html']);
    expect(cli).toEqual(worker);
  });
});

