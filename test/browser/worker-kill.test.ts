import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '../../src/core/subscription.ts';
import { largeLirsGz } from '../fixtures/large-antenna.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';
import { launchExtension, type ExtensionSession } from './harness.ts';
import { nowSeconds } from './helpers.ts';
import { readObjectStore, readStoredRecords } from './read-store.ts';

// Large enough that storing it takes the worker a second or more, small enough to keep the
// suite quick: the stop lands while the transaction is open.
const SIZE = 5_000;

describe('the worker stopped in the middle of storing a large antenna', () => {
  let session: ExtensionSession;
  let server: AntennaServer;
  const path = '/big/sites.lirs.gz';

  beforeAll(async () => {
    server = await startAntennaServer();
    server.serve(path, { body: largeLirsGz(SIZE, { now: nowSeconds(), label: 'A', first: 0 }), contentType: 'application/x-gzip' });
    session = await launchExtension();
    const reply = await session.send({ kind: 'add-subscription', url: server.url(path) });
    expect(reply.ok && reply.value.recordCount).toBe(SIZE);
  });

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  // Each round serves a new version (other titles, a quarter of the sites replaced), starts a
  // poll, and stops the worker a little later each time: the store must hold one whole version.
  it.each([
    { round: 1, delayMs: 50 },
    { round: 2, delayMs: 300 },
  ])('holds the old set or the new set, never a mix (stopped $delayMs ms after the download)', async ({ round, delayMs }) => {
    const label = `V${round}`;
    server.serve(path, {
      body: largeLirsGz(SIZE, { now: nowSeconds(), label, first: round * 1_250 }),
      contentType: 'application/x-gzip',
    });
    const page = await session.openPage('popup.html');
    const served = server.requestsFor(path).length;
    await page.evaluate(() => {
      void chrome.runtime.sendMessage({ kind: 'check-now' }).catch(() => undefined);
    });
    await expect.poll(() => server.requestsFor(path).length, { timeout: 10_000, interval: 10 }).toBe(served + 1);
    await new Promise((done) => setTimeout(done, delayMs));
    await session.stopWorker();

    const records = await readStoredRecords(page);
    const labels = new Set(records.map((r) => r.record.title?.split(' ')[0]));
    expect(labels.size).toBe(1);
    expect(records).toHaveLength(SIZE);
    const [subscription] = await readObjectStore<Subscription>(page, 'subscriptions');
    expect(subscription?.recordCount).toBe(SIZE);
    // The subscription record moves with the records, in the same transaction.
    const firstSite = Math.min(...records.map((r) => Number(/site(\d+)\./.exec(r.record.url)?.[1])));
    const storedLabel = [...labels][0]!;
    expect(firstSite).toBe(storedLabel === 'A' ? 0 : Number(storedLabel.slice(1)) * 1_250);
    await page.close();
    // The worker wakes on the next message and still works.
    const status = await session.send({ kind: 'status' });
    expect(status.ok).toBe(true);
  });
});
