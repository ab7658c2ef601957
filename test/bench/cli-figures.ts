import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { largeLirsGz } from '../fixtures/large-antenna.ts';
import { check, grouped, median, ms, type Figure } from './figure.ts';

const root = resolve(import.meta.dirname, '../..');
/** Counted runs of each command, after one warm-up of each (the file cache, Node's own). */
const RUNS = 11;
const SIZES = [2_000, 20_000, 200_000] as const;
const JUNK_LINES = 3_000_000;
const MB = 1024 * 1024;
/**
 * Loaded before the tool (`--import`): prints the process's peak resident set at exit — Linux's
 * VmHWM, since `maxRSS` of a spawned child also counts the parent it was forked from — and its
 * CPU time (user + system, every thread).
 */
const PEAK_RSS_REPORTER =
  'data:text/javascript,' +
  encodeURIComponent(
    "import{readFileSync,writeSync}from'node:fs';process.on('exit',()=>{let kb=process.resourceUsage().maxRSS;" +
      "try{kb=Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status','utf8'))[1])}catch{}const c=process.cpuUsage();" +
      "writeSync(2,'\\npeak-rss-kb '+kb+'\\ncpu-us '+(c.user+c.system)+'\\n')})",
  );

interface Run {
  readonly ms: number;
  readonly status: number | null;
  readonly stderr: string;
}

/** Runs `node …args` to the end, its output thrown away (`/dev/null`), timed from spawn to exit. */
function node(args: readonly string[], timeoutMs = 120_000): Run {
  const started = performance.now();
  const child = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: timeoutMs, maxBuffer: 16 * MB });
  return { ms: performance.now() - started, status: child.status, stderr: child.stderr.toString('utf8') };
}

function peakRss(run: Run): number {
  const kb = /peak-rss-kb (\d+)/.exec(run.stderr)?.[1];
  if (kb === undefined) throw new Error(`no peak RSS reported: ${run.stderr.slice(0, 200)}`);
  return Number(kb) * 1024;
}

function cpuMs(run: Run): number {
  const us = /cpu-us (\d+)/.exec(run.stderr)?.[1];
  if (us === undefined) throw new Error(`no CPU time reported: ${run.stderr.slice(0, 200)}`);
  return Number(us) / 1000;
}

const mb = (bytes: number): string => `${(bytes / MB).toFixed(0)} MB`;

/** `dist/cli/antenna.cjs` as `npm run build` writes it, built into `outDir`. */
export async function buildCli(outDir: string): Promise<string> {
  await build({ configFile: resolve(root, 'vite.config.ts'), mode: 'cli', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return join(outDir, 'antenna.cjs');
}

/**
 * The built command-line tool, as a user runs it: start-up (a 20,000-record LIRS.gz
 * `decode --json`, end to end, against `node -e 0`, in alternation), peak memory at 2,000,
 * 20,000 and 200,000 records, and 3 million lines of junk. Files are written into `dir`.
 */
export function benchCli(cli: string, dir: string, now: number): Figure[] {
  const files = new Map<number, string>();
  for (const count of SIZES) {
    const path = join(dir, `antenna-${count}.lirs.gz`);
    writeFileSync(path, largeLirsGz(count, { now, label: 'bench' }));
    files.set(count, path);
  }
  const twenty = files.get(20_000) ?? '';

  // Start-up: each run times both back to back, so a busy moment slows both alike.
  const bare: number[] = [];
  const decode: number[] = [];
  const help: number[] = [];
  const ratios: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const floor = node(['-e', '0']);
    const full = node([cli, 'decode', twenty, '--json']);
    const helped = node([cli, '--help']);
    if (full.status !== 0) throw new Error(`antenna decode failed: ${full.stderr}`);
    if (run === 0) continue;
    bare.push(floor.ms);
    decode.push(full.ms);
    help.push(helped.ms);
    ratios.push(full.ms / floor.ms);
  }
  const ratio = median(ratios);
  const startBudget = check('cli decode 20,000 --json vs node -e 0', '≤ 2.0', ratio <= 2.0);

  // Memory: the peak resident set of the whole process, per 1,000 records.
  const peaks = SIZES.map((count) => {
    const runs = [0, 1, 2].map(() => node(['--import', PEAK_RSS_REPORTER, cli, 'decode', files.get(count) ?? '', '--json']));
    const failed = runs.find((r) => r.status !== 0);
    if (failed) throw new Error(`antenna decode of ${count} records failed: ${failed.stderr}`);
    return { count, bytes: median(runs.map(peakRss)), ms: median(runs.map((r) => r.ms)), cpu: median(runs.map(cpuMs)) };
  });
  // CPU time, the reporter's own cost in both: what the decode costs beyond Node starting.
  const floorCpu = median([0, 1, 2].map(() => cpuMs(node(['--import', PEAK_RSS_REPORTER, '-e', '0']))));
  const twentyCpu = peaks.find((peak) => peak.count === 20_000)?.cpu ?? Number.NaN;
  const biggest = peaks.at(-1)?.bytes ?? Number.POSITIVE_INFINITY;
  const memoryBudget = check('cli peak RSS 200,000 records', '≤ 250 MB', biggest <= 250 * MB);

  // Junk: 3 million short lines after one good record.
  const junkPath = join(dir, 'junk.lirs');
  const junkLines: string[] = [`LIRS,${now - 60},${now - 30},32400,0,http://good.example.jp/,Good,0,0,`];
  // Seven characters a line: 3 million of them stay under the 32 MiB cap on a file's size.
  for (let i = 0; i < JUNK_LINES; i++) junkLines.push(`j,${(i % 46_656).toString(36).padStart(3, '0')},L`);
  writeFileSync(junkPath, `${junkLines.join('\n')}\n`);
  const junk = node(['--import', PEAK_RSS_REPORTER, cli, 'decode', junkPath, '--json'], 120_000);
  const junkRss = peakRss(junk);
  const message = junk.stderr.split('\n').find((line) => line.startsWith('antenna: ')) ?? '(no message)';
  const clear = junk.status === 1 && /^antenna: not a LIRS file: /.test(message);
  const junkTime = check('cli 3,000,000 junk lines time', '≤ 60 s', clear && junk.ms <= 60_000);
  const junkMemory = check('cli 3,000,000 junk lines peak RSS', '≤ 500 MB', junkRss <= 500 * MB);

  return [
    {
      name: 'cli start-up decode 20,000 --json',
      text:
        `${ms(median(decode))} end to end, node -e 0 ${ms(median(bare))}; ratio ${ratio.toFixed(2)} ${startBudget.mark}; ` +
        `antenna --help ${ms(median(help))} (no budget); CPU ${ms(twentyCpu)}, node -e 0 ${ms(floorCpu)} (no budget)`,
      how: `median of ${ratios.length} runs of each after a warm-up, alternating (wall time from spawn to exit, stdout to /dev/null; ratio: median of per-run ratios); the built dist/cli/antenna.cjs; CPU: process.cpuUsage() at exit, every thread, median of 3`,
      budgets: [startBudget.budget],
    },
    {
      name: 'cli peak RSS decode --json',
      text:
        peaks
          .map(({ count, bytes, ms: took }) => `${grouped(count)} records ${mb(bytes)} (${(bytes / MB / (count / 1000)).toFixed(2)} MB per 1,000; ${ms(took)})`)
          .join('; ') + ` ${memoryBudget.mark}`,
      how: 'median of 3 runs each (process.resourceUsage().maxRSS at exit: the whole process, Node included)',
      budgets: [memoryBudget.budget],
    },
    {
      name: `cli ${grouped(JUNK_LINES)} junk lines`,
      text: `exit ${junk.status} after ${ms(junk.ms)} ${junkTime.mark}; peak RSS ${mb(junkRss)} ${junkMemory.mark}; "${message}"`,
      how: `one run (${grouped(JUNK_LINES)} short lines after one LIRS record, ${mb(junkLines.reduce((sum, line) => sum + line.length + 1, 0))} of text)`,
      budgets: [junkTime.budget, junkMemory.budget],
    },
  ];
}
