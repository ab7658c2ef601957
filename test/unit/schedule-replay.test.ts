import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import type { Trace } from '../bench/replay-schedule.ts';

/**
 * The replay benchmark judges the schedule the worker uses only if both place each next
 * check through the same function: `healthyPoll`, which calls `nextDue` and `learnedDelay`.
 */
describe('the schedule replay', () => {
  it('places every check through the worker\'s own healthyPoll, learned schedule on', async () => {
    const afterPoll = await import('../../src/core/poll/index.ts');
    const spy = vi.spyOn(afterPoll, 'healthyPoll');
    const { replaySchedule } = await import('../bench/replay-schedule.ts');
    const day = 86_400;
    const updates = Array.from({ length: 20 }, (_, i) => 1_700_000_000 + i * day + 3600);
    const figures = replaySchedule({ interval: 1800, start: 1_700_000_000, end: 1_700_000_000 + 21 * day, sites: [{ id: 'a', tzOffset: 32_400, updates }] }, true);
    expect(spy).toHaveBeenCalledTimes(figures.requests);
    expect(spy.mock.calls.every(([, clock]) => clock.schedule?.learned === true)).toBe(true);
    expect(figures.unseen).toBe(0);
    spy.mockRestore();
  });

  it('is the same healthyPoll the worker\'s polls import', async () => {
    for (const file of ['src/background/poll-subscription.ts', 'src/background/watch/poll-page.ts', 'test/bench/replay-schedule.ts']) {
      const source = await readFile(new URL(`../../${file}`, import.meta.url), 'utf8');
      expect(source, file).toMatch(/import \{ healthyPoll[^}]*\} from '(\.\.\/)+(src\/)?core\/poll\/index\.ts'/);
      expect(source, file).not.toMatch(/learnedDelay|nextDue\(/);
    }
  });

  it('sees every update of a real trace and spends no more requests than the fixed interval', async () => {
    const { replaySchedule } = await import('../bench/replay-schedule.ts');
    const trace = JSON.parse(await readFile(new URL('../bench/traces/2016-h1.json', import.meta.url), 'utf8')) as Trace;
    const fixed = replaySchedule(trace, false);
    const learned = replaySchedule(trace, true);
    expect(learned.unseen).toBe(0);
    expect(learned.requests).toBeLessThanOrEqual(fixed.requests);
  });
});
