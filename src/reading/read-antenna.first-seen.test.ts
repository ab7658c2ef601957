import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAntennaServer, type AntennaServer } from '../../test/server/antenna-server.ts';
import type { AntennaRecord } from '../core/record.ts';
import { FIRST_READ, readAntenna, type ReadDeps } from './read-antenna.ts';

// A feed whose entries carry no date, read twice over a real HTTP server: the second read,
// after the feed changed, keeps the first read's times.
const rss = (items: readonly string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Undated</title>${items
    .map((name) => `<item><title>${name}</title><link>http://${name}.example/</link></item>`)
    .join('')}</channel></rss>`;

describe('readAntenna: entries without a date', () => {
  let server: AntennaServer;
  let now = 1_700_000_000;
  const deps: ReadDeps = {
    fetch: (input, init) => fetch(input, init),
    now: () => now,
    sha256: async (bytes) => createHash('sha256').update(bytes).digest('hex'),
  };
  const limits = { maxInflatedBytes: 1 << 20, maxDocuments: 3 };

  beforeAll(async () => {
    server = await startAntennaServer();
  });
  afterAll(() => server.close());

  it('keeps the time each entry was first seen across polls, and marks it so', async () => {
    server.serve('/undated.rss', { body: rss(['kuma', 'hiya']) });
    const first = await readAntenna(server.url('/undated.rss'), FIRST_READ, deps, limits);
    if (first.status !== 'ok') throw new Error(first.status);
    expect(first.records.map((r) => [r.url, r.lastModified, r.extra['firstSeen']])).toEqual([
      ['http://kuma.example/', 1_700_000_000, 'true'],
      ['http://hiya.example/', 1_700_000_000, 'true'],
    ]);

    now += 3600;
    server.serve('/undated.rss', { body: rss(['tora', 'kuma', 'hiya']) });
    const stored: readonly AntennaRecord[] = first.records;
    const second = await readAntenna(
      server.url('/undated.rss'),
      { ...FIRST_READ, firstRead: false, display: first.display, contentHash: first.contentHash, storedRecords: async () => stored },
      deps,
      limits,
    );
    if (second.status !== 'ok') throw new Error(second.status);
    expect(second.records.map((r) => [r.url, r.lastModified])).toEqual([
      ['http://tora.example/', 1_700_003_600],
      ['http://kuma.example/', 1_700_000_000],
      ['http://hiya.example/', 1_700_000_000],
    ]);
  });
});
