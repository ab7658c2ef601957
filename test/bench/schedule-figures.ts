import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { check, grouped, type Figure } from './figure.ts';
import { replaySchedule, type Trace } from './replay-schedule.ts';

const TRACES = join(import.meta.dirname, 'traces');

/**
 * The learned schedule against the fixed interval on each real trace of test/bench/traces/
 * (`replaySchedule`, the worker's own scheduling): requests ≤ 1.0× fixed, median delay ≤ 0.6×
 * fixed, 90th-percentile delay ≤ 3× the interval, every update seen.
 */
export async function benchSchedule(): Promise<Figure[]> {
  const names = (await readdir(TRACES)).filter((name) => name.endsWith('.json')).sort();
  const figures: Figure[] = [];
  for (const name of names) {
    const trace = JSON.parse(await readFile(join(TRACES, name), 'utf8')) as Trace;
    const fixed = replaySchedule(trace, false);
    const learned = replaySchedule(trace, true);
    const label = `schedule ${name.replace(/\.json$/, '')}`;
    const requests = check(`${label} requests`, '≤ 1.0× fixed', learned.requests <= fixed.requests);
    const median = check(`${label} median delay`, '≤ 0.6× fixed', learned.medianDelay <= 0.6 * fixed.medianDelay);
    const p90 = check(`${label} p90 delay`, `≤ ${3 * trace.interval} s`, learned.p90Delay <= 3 * trace.interval);
    const seen = check(`${label} unseen updates`, '= 0', learned.unseen === 0);
    figures.push({
      name: label,
      text:
        `requests ${grouped(learned.requests)} vs ${grouped(fixed.requests)} fixed ${requests.mark}; ` +
        `median delay ${learned.medianDelay} s vs ${fixed.medianDelay} s ${median.mark}; ` +
        `p90 ${learned.p90Delay} s vs ${fixed.p90Delay} s ${p90.mark}; ` +
        `detected ${learned.detected} vs ${fixed.detected}; unseen ${learned.unseen} ${seen.mark}`,
      how: 'replay of real update times, deterministic',
      budgets: [requests.budget, median.budget, p90.budget, seen.budget],
    });
  }
  return figures;
}
