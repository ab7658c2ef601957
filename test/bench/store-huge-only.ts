/**
 * The bench's "store 200,000" phase alone, by hand (not part of `npm run bench`): a dev build,
 * a fresh persistent profile, one add of a 200,000-record LIRS.gz, its figure printed.
 *
 * Run: `npx tsx test/bench/store-huge-only.ts [records=200000]`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchExtension } from '../browser/harness.ts';
import { startAntennaServer } from '../server/antenna-server.ts';
import { buildExtension } from './build-extension.ts';
import { benchStoreHuge } from './import-figures.ts';

const records = Number(process.argv[2] ?? 200_000);
const now = Math.floor(Date.now() / 1000);
const work = await mkdtemp(join(tmpdir(), 'antenna-store-huge-'));
await buildExtension('dev', join(work, 'dev'));
const server = await startAntennaServer();
const session = await launchExtension({ extensionPath: join(work, 'dev') });
try {
  console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  for (const figure of await benchStoreHuge(session, server, records, now)) console.log(`${figure.name}: ${figure.text} — ${figure.how}`);
} finally {
  await session.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
}
