import type { ExtensionSession } from '../browser/harness.ts';
import { largeLirsGz } from '../fixtures/large-antenna.ts';
import { startHostileServer } from '../server/hostile-server.ts';
import { check, grouped, median, ms, type Figure } from './figure.ts';

const ANTENNAS = 200;
/** How long the first polls are followed after the import was answered. */
const FOLLOWED_MS = 30_000;

/**
 * Many personal sites share one small host: 200 antennas on one host imported at once (as the
 * options page sends them), then their first polls followed for 30 s, the server logging when
 * each request arrived and when its answer ended: the median gap between one answer's end and
 * the next request, the smallest, and the requests per minute the host gets.
 */
export async function benchHostPace(session: ExtensionSession, now: number): Promise<Figure[]> {
  const host = await startHostileServer({ lifetimeMs: FOLLOWED_MS + 60_000 });
  try {
    const urls = Array.from({ length: ANTENNAS }, (_, i) => {
      const path = `/~user${i}/sites.lirs.gz`;
      host.set(path, { kind: 'file', body: largeLirsGz(5, { now, first: i * 5, label: `user ${i}` }), contentType: 'application/x-gzip' });
      return host.url(path);
    });
    const started = performance.now();
    const reply = await session.send({ kind: 'add-subscriptions', entries: urls.map((url) => ({ url })) });
    if (!reply.ok || reply.value.added.length !== ANTENNAS) throw new Error(`the import failed: ${reply.ok ? reply.value.failed.length : reply.error}`);
    const answeredMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, FOLLOWED_MS));
    const asked = [...host.requests].sort((a, b) => a.receivedAt - b.receivedAt);
    if (asked.length < 2) throw new Error(`only ${asked.length} requests in ${FOLLOWED_MS / 1000} s`);
    const gaps = asked.slice(1).map((request, i) => request.receivedAt - (asked[i]?.answeredAt ?? 0));
    const spanMs = (asked.at(-1)?.receivedAt ?? 0) - (asked[0]?.receivedAt ?? 0);
    const perMinute = ((asked.length - 1) / spanMs) * 60_000;
    const overlapping = gaps.filter((gap) => gap < 0).length;
    const gap = check('one host median gap', '≥ 1 s', median(gaps) >= 1000);
    const answered = check('one host import answered', '≤ 10 s', answeredMs <= 10_000);
    return [
      {
        name: `one host, ${ANTENNAS} antennas`,
        text:
          `import answered in ${ms(answeredMs)} ${answered.mark}; ${asked.length} requests in ${FOLLOWED_MS / 1000} s, ` +
          `${grouped(perMinute)} a minute; gap from one answer's end to the next request: median ${ms(median(gaps))} ${gap.mark}, ` +
          `least ${ms(Math.min(...gaps))}; ${overlapping} request(s) while another was open`,
        how: `one run: first polls of one import, followed ${FOLLOWED_MS / 1000} s, times from the server's log`,
        budgets: [gap.budget, answered.budget],
      },
    ];
  } finally {
    await host.close();
  }
}
