/**
 * Where subscribing to a big antenna spends its time, by hand (not part of `npm run bench`):
 * the bench's add of one LIRS.gz (dev build, persistent profile) with a CPU profile of the
 * extension's service worker (CDP `Profiler`, 1 ms samples), printed second by second as the
 * three heaviest stacks of each second ("(idle)": the worker waits, on IndexedDB for one).
 *
 * With `--after-import`, the bench's import of 300 small antennas comes first (as `npm run bench`
 * has it), so the add is matched against their sites too.
 *
 * Run: `npx tsx test/bench/profile-store-huge.ts [records=200000] [--after-import]`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchExtension } from '../browser/harness.ts';
import { largeLirsGz } from '../fixtures/large-antenna.ts';
import { startAntennaServer } from '../server/antenna-server.ts';
import { buildExtension } from './build-extension.ts';
import { benchImport } from './import-figures.ts';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string };
  readonly children?: readonly number[];
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const afterImport = process.argv.includes('--after-import');
const records = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 200_000);
const now = Math.floor(Date.now() / 1000);
const work = await mkdtemp(join(tmpdir(), 'antenna-profile-'));
await buildExtension('dev', join(work, 'dev'));
const server = await startAntennaServer();
const session = await launchExtension({ extensionPath: join(work, 'dev') });
try {
  server.serve('/huge/antenna.lirs.gz', { body: largeLirsGz(records, { now, label: 'huge' }), contentType: 'application/x-gzip' });
  if (afterImport) await benchImport(session, now);
  const page = await session.openPage('manifest.json');
  const cdp = await session.context.newCDPSession(page);
  const { targetInfos } = await cdp.send('Target.getTargets');
  const target = targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${session.extensionId}/`));
  if (!target) throw new Error('the extension has no running service worker');
  // Playwright gives no CDP session for a worker: the page's session relays to its target.
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}): Promise<unknown> => {
    const id = nextId++;
    const answer = new Promise<unknown>((resolve) => waiting.set(id, resolve));
    void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    return answer;
  };
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 1000 });
  await send('Profiler.start');
  const started = performance.now();
  const reply = await session.send({ kind: 'add-subscription', url: server.url('/huge/antenna.lirs.gz') });
  console.log(`add-subscription: ${Math.round(performance.now() - started).toLocaleString('en')} ms, ${reply.ok ? `${reply.value.recordCount} records` : reply.error}`);
  const { profile } = (await send('Profiler.stop')) as { profile: CpuProfile };
  printBySecond(profile);
} finally {
  await session.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
}

/** Each second's three heaviest stacks (their last three frames), in ms. */
function printBySecond(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const seconds = new Map<number, Map<string, number>>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    const frames: string[] = [];
    for (let node: number | undefined = id; node !== undefined && frames.length < 3; node = parent.get(node)) {
      frames.unshift(byId.get(node)?.callFrame.functionName || '(anonymous)');
    }
    const top = frames.at(-1) ?? '';
    const name = top === '(idle)' || top === '(program)' || top === '(garbage collector)' ? top : frames.join(' > ');
    const second = seconds.get(Math.floor(at / 1e6)) ?? new Map<string, number>();
    second.set(name, (second.get(name) ?? 0) + delta);
    seconds.set(Math.floor(at / 1e6), second);
  });
  for (const [second, stacks] of seconds) {
    const heaviest = [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 3);
    console.log(`${second} s: ${heaviest.map(([name, us]) => `${Math.round(us / 1000)} ms ${name}`).join(' | ')}`);
  }
}
