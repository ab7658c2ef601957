import { MAX_BULK_ENTRIES } from '../../src/messages/message-fields.ts';
import type { ExtensionSession } from '../browser/harness.ts';
import { largeLirsGz } from '../fixtures/large-antenna.ts';
import type { AntennaServer } from '../server/antenna-server.ts';
import { startCountingHosts } from './counting-hosts.ts';
import { check, grouped, ms, type Figure } from './figure.ts';

const SUBSCRIPTIONS = 300;
const HOSTS = 8;
const RECORDS_EACH = 5;
/** Antennas per message, as the options page sends an import. */
const BATCH = MAX_BULK_ENTRIES;
/** Each answer is held this long, as a real server's latency would, so requests overlap to be counted. */
const HOLD_MS = 25;
/** How long the first polls are followed (and counted) after the import was answered. */
const FOLLOWED_MS = 20_000;

/**
 * An import of 300 antennas on 8 local hosts, as the options page sends it (add-subscriptions,
 * in one message): the time until the import is answered, then — without a budget — how many
 * the first polls have stored, followed for up to 20 s more, the servers counting requests in
 * flight over all hosts and per host all the while.
 */
export async function benchImport(session: ExtensionSession, now: number): Promise<Figure[]> {
  const hosts = await startCountingHosts(HOSTS);
  try {
    const urls = Array.from({ length: SUBSCRIPTIONS }, (_, i) =>
      hosts.serve(i % HOSTS, `/import/${i}.lirs.gz`, largeLirsGz(RECORDS_EACH, { now, first: i * RECORDS_EACH, label: `import ${i}` })),
    );
    hosts.setHold(HOLD_MS);
    hosts.reset();
    const started = performance.now();
    let added = 0;
    for (let at = 0; at < urls.length; at += BATCH) {
      const reply = await session.send({ kind: 'add-subscriptions', entries: urls.slice(at, at + BATCH).map((url) => ({ url })) });
      if (!reply.ok) throw new Error(`the import failed: ${reply.error}`);
      added += reply.value.added.length;
    }
    const importMs = performance.now() - started;
    if (added !== SUBSCRIPTIONS) throw new Error(`the import added ${added} of ${SUBSCRIPTIONS}`);

    let stored = 0;
    while (performance.now() - started < importMs + FOLLOWED_MS) {
      const status = await session.send({ kind: 'status' });
      stored = status.ok ? status.value.subscriptions.filter((s) => s.recordCount === RECORDS_EACH).length : 0;
      if (stored === SUBSCRIPTIONS) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const polledMs = performance.now() - started;
    const traffic = hosts.read();
    const time = check(`import ${SUBSCRIPTIONS} subscriptions`, '≤ 10 s', importMs <= 10_000);
    const inFlight = check('import first polls in flight', '≤ 4', traffic.maxInFlight <= 4);
    const perHost = check('import first polls per host', '≤ 1', traffic.maxPerHost <= 1);
    return [
      {
        name: `import ${SUBSCRIPTIONS} subscriptions`,
        text:
          `answered in ${ms(importMs)} ${time.mark}; first polls: ${stored} of ${grouped(SUBSCRIPTIONS)} stored after ${ms(polledMs)} ` +
          `(followed at most ${FOLLOWED_MS / 1000} s past the answer; no budget); ${traffic.requests} requests, max ${traffic.maxInFlight} in flight ` +
          `${inFlight.mark}, max ${traffic.maxPerHost} per host ${perHost.mark}`,
        how: `one import (add-subscriptions, up to ${BATCH} antennas a message, as the options page sends it) on ${HOSTS} hosts, each answer held ${HOLD_MS} ms; in flight counted server-side`,
        budgets: [time.budget, inFlight.budget, perHost.budget],
      },
    ];
  } finally {
    await hosts.close();
  }
}

/**
 * Subscribing to one 200,000-record LIRS.gz antenna (fetch, decode, store, badge), on a
 * persistent profile on disk.
 */
export async function benchStoreHuge(session: ExtensionSession, server: AntennaServer, records: number, now: number): Promise<Figure[]> {
  server.serve('/huge/antenna.lirs.gz', { body: largeLirsGz(records, { now, label: 'huge' }), contentType: 'application/x-gzip' });
  const started = performance.now();
  const reply = await session.send({ kind: 'add-subscription', url: server.url('/huge/antenna.lirs.gz') });
  const addMs = performance.now() - started;
  if (!reply.ok) throw new Error(`adding the ${grouped(records)}-record antenna failed: ${reply.error}`);
  const budget = check(`store ${grouped(records)} via the extension`, '≤ 15 s', addMs <= 15_000 && reply.value.recordCount === records);
  return [
    {
      name: `store first ${grouped(records)} via the extension`,
      text: `add-subscription (fetch, decode, store, badge) ${ms(addMs)}; ${grouped(reply.value.recordCount)} records stored ${budget.mark}`,
      how: 'one add, persistent profile on disk',
      budgets: [budget.budget],
    },
  ];
}
