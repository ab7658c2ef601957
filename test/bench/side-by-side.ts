/**
 * The by-hand comparison BENCHMARKS.md reports: the built command line against `node -e 0`,
 * the `zcat | iconv` floor and samidare's `lirs.rb` (run from a checkout outside the project
 * with Debian's ruby), each command timed in alternation, medians of wall time.
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
const runs = Number(runsArg);
for (let run = 0; run <= runs; run++) {
  for (const [name, command] of Object.entries(commands)) {
    const started = performance.now();
    const child = spawnSync('sh', ['-c', command], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (child.status !== 0) throw new Error(`${name} failed (exit ${child.status})`);
    // The first round warms the file cache and is not counted.
    if (run > 0) times.get(name)?.push(performance.now() - started);
  }
}
const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const ours = median(times.get('antenna decode --json') ?? []);
for (const [name, values] of times) {
  const value = median(values);
  console.log(`${name.padEnd(26)} ${value.toFixed(0).padStart(6)} ms   ${(value / ours).toFixed(2)}× antenna`);
}
console.log(`median of ${runs} runs each after one warm-up round, in alternation`);
