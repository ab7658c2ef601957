/**
 * What one IndexedDB write costs in Chromium, by hand (not part of `npm run bench`): the same
 * sites written one row each (with 3, 1 or no indexes, a history row beside each, tiny rows,
 * relaxed durability, smaller transactions) and packed many to a row, raw IndexedDB in a
 * dedicated Worker of a page on 127.0.0.1, in a persistent profile on disk as the extension's.
 * Each case in alternation, `rounds` times; one line per run.
 *
 * Run: `npx tsx test/bench/store-requests.ts [sites=20000] [rounds=2]`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../browser/harness.ts';
import { startAntennaServer } from '../server/antenna-server.ts';
import { bundleForBrowser } from './bundle-for-browser.ts';
import type { RequestCase, RequestTiming } from './store-requests-worker.ts';

type Answer = { ok: true; timing?: RequestTiming; done?: true } | { ok: false; error: string };

const count = Number(process.argv[2] ?? 20_000);
const rounds = Number(process.argv[3] ?? 2);
const cases: RequestCase[] = [
  { layout: 'rows', count, indexes: 3, history: true },
  { layout: 'rows', count, indexes: 3 },
  { layout: 'rows', count, indexes: 1 },
  { layout: 'rows', count, indexes: 0 },
  { layout: 'rows', count, indexes: 3, tiny: true },
  { layout: 'rows', count, indexes: 3, relaxed: true },
  { layout: 'rows', count, indexes: 3, perTransaction: 2000 },
  { layout: 'packed', count, pack: 1000 },
  { layout: 'packed', count, pack: 200 },
];

const code = await bundleForBrowser('test/bench/store-requests-worker.ts', 'es');
const profile = await mkdtemp(join(tmpdir(), 'antenna-requests-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const server = await startAntennaServer();
try {
  server.serve('/requests.html', { body: '<!doctype html><meta charset="utf-8"><title>requests</title>', contentType: 'text/html; charset=utf-8' });
  server.serve('/requests.js', { body: code, contentType: 'text/javascript; charset=utf-8' });
  const page = await context.newPage();
  await page.exposeFunction('answer', (answer: Answer) => {
    if (!answer.ok) console.log(`ERROR ${answer.error}`);
    else if (answer.timing) {
      const { ms, ...c } = answer.timing;
      console.log(`${Math.round(ms).toLocaleString('en')} ms ${JSON.stringify(c)} (load ${loadavg()[0]?.toFixed(1)})`);
    }
  });
  await page.goto(server.url('/requests.html'));
  const all = Array.from({ length: rounds }, () => cases).flat();
  await page.evaluate(
    (message) =>
      new Promise<void>((resolve) => {
        const report = (window as unknown as { answer: (answer: Answer) => void }).answer;
        const worker = new Worker('/requests.js', { type: 'module' });
        worker.addEventListener('message', (event: MessageEvent<Answer>) => {
          report(event.data);
          if (event.data.ok && event.data.done) resolve();
        });
        worker.addEventListener('error', (event) => {
          report({ ok: false, error: event.message || 'the worker failed to load' });
          resolve();
        });
        worker.postMessage(message);
      }),
    { cases: all, now: Math.floor(Date.now() / 1000) },
  );
} finally {
  await context.close();
  await server.close();
  await rm(profile, { recursive: true, force: true });
}
