/**
 * `npm run --silent bench:schedule -- TRACE.json`: replays a trace of real update times
 * through the fixed interval and the learned schedule (`replaySchedule`) and prints
 * `{"fixed": {requests, detected, medianDelay, p90Delay}, "learned": {…}}`.
 */
import { readFile } from 'node:fs/promises';
import { replaySchedule, type Trace } from './replay-schedule.ts';

const path = process.argv.slice(2).find((arg) => arg !== '--');
if (path === undefined) {
  console.error('usage: npm run --silent bench:schedule -- TRACE.json');
  process.exit(2);
}
const trace = JSON.parse(await readFile(path, 'utf8')) as Trace;
const figures = (learned: boolean) => {
  const { unseen, ...figures } = replaySchedule(trace, learned);
  if (unseen > 0) console.error(`${learned ? 'learned' : 'fixed'}: ${unseen} updates never seen`);
  return figures;
};
console.log(JSON.stringify({ fixed: figures(false), learned: figures(true) }));
