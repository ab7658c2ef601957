/**
 * Writes a replay trace (see README.md here) from git repositories of public web sites:
 * each site's updates are its commits' committer times (`git log --format=%ct`), sorted,
 * duplicates dropped, inside [start, end). No file content is read; only timestamps.
 *
 * npx tsx test/bench/traces/make-trace.ts START END INTERVAL id=GIT_DIR[@tzOffset] … > trace.json
 */
import { execFileSync } from 'node:child_process';

const [startArg, endArg, intervalArg, ...siteArgs] = process.argv.slice(2);
const start = Math.floor(Date.parse(startArg ?? '') / 1000);
const end = Math.floor(Date.parse(endArg ?? '') / 1000);
const interval = Number(intervalArg);
if (!Number.isFinite(start) || !Number.isFinite(end) || !(interval > 0) || siteArgs.length === 0) {
  console.error('usage: make-trace.ts START END INTERVAL id=GIT_DIR[@tzOffset] …');
  process.exit(2);
}
const sites = siteArgs.map((arg) => {
  const [id = '', rest = ''] = arg.split('=');
  const [gitDir = '', zone] = rest.split('@');
  const log = execFileSync('git', ['--git-dir', gitDir, 'log', '--format=%ct'], { encoding: 'utf8' });
  const times = [...new Set(log.split('\n').filter(Boolean).map(Number))].filter((t) => t >= start && t < end).sort((a, b) => a - b);
  return { id, tzOffset: zone === undefined || zone === 'null' ? null : Number(zone), updates: times };
});
process.stdout.write(`${JSON.stringify({ interval, start, end, sites })}\n`);
