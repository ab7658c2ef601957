import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { check, type Figure } from './figure.ts';

const execFileAsync = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

/**
 * Runs another engineer's Node bench (`decode.ts` exports `benchDecode`, `store-node.ts`
 * `benchStoreNode`), both returning printable lines, in a fresh process (`node-child.ts`).
 * They are still changing, so their lines are read loosely: a line this file cannot read is
 * printed as it is, without a budget, rather than failing the whole benchmark.
 */
async function runLines(file: string, exportName: string): Promise<string[] | null> {
  if (!existsSync(resolve(import.meta.dirname, file))) return null;
  const child = resolve(import.meta.dirname, 'node-child.ts');
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', child, file, exportName], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = stdout.trim().split('\n').at(-1) ?? '';
  const lines: unknown = JSON.parse(last);
  if (!Array.isArray(lines) || !lines.every((line) => typeof line === 'string')) throw new Error(`${exportName}() did not return lines`);
  return lines;
}

function runsIn(lines: readonly string[]): string {
  const runs = lines.map((line) => /median of (\d+)/.exec(line)?.[1]).find((n) => n !== undefined);
  return runs === undefined ? 'runs as decode.ts counts them' : `median of ${runs}`;
}

/** Decode figures in Node: records/s and the ratio to zlib.gunzipSync + TextDecoder, from decode.ts. */
export async function benchNodeDecode(): Promise<Figure[]> {
  const lines = await runLines('decode.ts', 'benchDecode');
  if (lines === null) return [{ name: 'decode node', text: 'test/bench/decode.ts is missing', how: 'not run', budgets: [] }];
  const how = `${runsIn(lines)} (process CPU time, decode.ts)`;
  const figures: Figure[] = [];
  const unread: string[] = [];
  for (const format of ['LIRS', 'hina-di']) {
    const speed = lines.find((line) => line.startsWith(`${format}:`) && /records\/s/.test(line));
    const ratioLine = lines.find((line) => line.startsWith(`${format}:`) && /ratio [\d.]+/.test(line));
    const perSecond = speed ? /([\d,]+) records\/s/.exec(speed)?.[1] : undefined;
    const ratio = ratioLine ? Number(/ratio ([\d.]+)/.exec(ratioLine)?.[1]) : Number.NaN;
    if (perSecond === undefined || Number.isNaN(ratio)) {
      unread.push(...lines.filter((line) => line.startsWith(`${format}:`)));
      continue;
    }
    const limit = 2;
    const budget = check(`decode ${format.toLowerCase()} node ratio`, `≤ ${limit.toFixed(1)}`, ratio <= limit);
    const times = speed ? /decodeAntenna ([\d.]+ ms).*gunzipSync \+ TextDecoder ([\d.]+ ms), DecompressionStream \+ TextDecoder ([\d.]+ ms)/.exec(speed) : null;
    const paused = ratioLine ? /; (collections paused .*)$/.exec(ratioLine)?.[1] : undefined;
    const detail = times
      ? ` (decodeAntenna ${times[1]}; zlib.gunzipSync + TextDecoder ${times[2]}; DecompressionStream + TextDecoder ${times[3]}${paused === undefined ? '' : `; ${paused}`})`
      : '';
    figures.push({
      name: `decode ${format.toLowerCase()} node`,
      text: `${perSecond} records/s; ratio to zlib.gunzipSync + TextDecoder ${ratio.toFixed(2)} ${budget.mark}${detail}`,
      how,
      budgets: [budget.budget],
    });
  }
  const header = lines.find((line) => !/^(LIRS|hina-di):/.test(line));
  if (header) figures.push({ name: 'decode node files', text: header, how: 'decode.ts', budgets: [] });
  for (const line of unread) figures.push({ name: 'decode node (unread line)', text: line, how: 'decode.ts', budgets: [] });
  return figures;
}

/** Store figures on fake-indexeddb, from store-node.ts when it exists. */
export async function benchNodeStore(): Promise<Figure[]> {
  const lines = await runLines('store-node.ts', 'benchStoreNode');
  if (lines === null) return [{ name: 'store node', text: 'test/bench/store-node.ts does not exist yet', how: 'not run', budgets: [] }];
  const how = `${runsIn(lines)} (fake-indexeddb, store-node.ts)`;
  return lines
    .filter((line) => !/^store \(fake-indexeddb\)/.test(line))
    .map((line): Figure => {
      const text = line.replace(/^store:\s*/, '');
      const ratio = /ratio ([\d.]+) \(target ≤ ([\d.]+)\)/.exec(text);
      if (ratio) {
        const budget = check('store node ratio', `≤ ${ratio[2]}`, Number(ratio[1]) <= Number(ratio[2]));
        return { name: 'store first 20,000 node', text: `ratio ${ratio[1]} ${budget.mark}`, how, budgets: [budget.budget] };
      }
      const restore = /unchanged re-store wrote (\d+) records in (\S+ ms)/.exec(text);
      if (restore) {
        const budget = check('store re-store node writes', '= 0', restore[1] === '0');
        return { name: 'store re-store unchanged node', text: `written ${restore[1]} ${budget.mark}; ${restore[2]}`, how, budgets: [budget.budget] };
      }
      return { name: 'store node', text, how, budgets: [] };
    });
}
