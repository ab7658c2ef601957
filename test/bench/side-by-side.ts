/**
 * The by-hand comparison BENCHMARKS.md reports: the built command line against `node -e 0`,
 * the `zcat | iconv` floor and samidare's `lirs.rb` (run from a checkout outside the project
 * with Debian's ruby), each command timed in alternation, medians of wall time and of CPU time
 * (user + system of every process the command started, as the shell's `times` counts it).
 * `npx tsx test/bench/side-by-side.ts dist/cli/antenna.cjs /tmp/antenna-20000.lirs.gz /tmp/samidare [runs]`
 */
import { spawnSync } from 'node:child_process';

const [cli, file, samidare, runsArg = '11'] = process.argv.slice(2);
if (cli === undefined || file === undefined || samidare === undefined) {
  throw new Error('usage: side-by-side.ts <antenna.cjs> <file.lirs.gz> <samidare checkout> [runs]');
}
const commands: Record<string, string> = {
  'node -e 0': 'node -e 0',
  'zcat | iconv (the floor)': `zcat '${file}' | iconv -f EUC-JP -t UTF-8 > /dev/null`,
  "samidare's lirs.rb": `zcat '${file}' | ruby -E EUC-JP:EUC-JP -I '${samidare}' -r lirs -e 'LIRS.decode(STDIN)'`,
  'antenna decode --json': `node '${cli}' decode '${file}' --json > /dev/null`,
};
const times = new Map<string, number[]>(Object.keys(commands).map((name) => [name, []]));
const cpuTimes = new Map<string, number[]>(Object.keys(commands).map((name) => [name, []]));
/** `times`' second line, the shell's children: `0m0.240000s 0m0.010000s` (user, system), in ms. */
function childCpu(output: string): number {
  const line = output.trim().split('\n').at(-1) ?? '';
  const [user = 0, system = 0] = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60_000 + Number(m[2]) * 1000);
  return user + system;
}
const runs = Number(runsArg);
for (let run = 0; run <= runs; run++) {
  for (const [name, command] of Object.entries(commands)) {
    const started = performance.now();
    const child = spawnSync('sh', ['-c', `${command}; times`], { stdio: ['ignore', 'pipe', 'inherit'] });
    if (child.status !== 0) throw new Error(`${name} failed (exit ${child.status})`);
    // The first round warms the file cache and is not counted.
    if (run > 0) {
      times.get(name)?.push(performance.now() - started);
      cpuTimes.get(name)?.push(childCpu(child.stdout.toString('utf8')));
    }
  }
}
const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const ours = median(times.get('antenna decode --json') ?? []);
const ourCpu = median(cpuTimes.get('antenna decode --json') ?? []);
console.log(`${''.padEnd(26)} ${'wall'.padStart(6)}              ${'CPU'.padStart(6)}`);
for (const [name, values] of times) {
  const wall = median(values);
  const cpu = median(cpuTimes.get(name) ?? []);
  console.log(
    `${name.padEnd(26)} ${wall.toFixed(0).padStart(6)} ms ${(wall / ours).toFixed(2).padStart(5)}×   ${cpu.toFixed(0).padStart(6)} ms ${(cpu / ourCpu).toFixed(2).padStart(5)}× antenna`,
  );
}
console.log(`median of ${runs} runs each after one warm-up round, in alternation; CPU: user + system of the command's processes (10 ms ticks)`);
