import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeLirs } from './lirs.ts';

// Linear time, checked by counting work instead of timing it (a busy machine makes timings
// flaky): every string method the decoder calls is charged for the characters it scans
// (`indexOf` up to what it finds, `slice` for what it copies, `charCodeAt` for one), and four
// times the input must cost at most 4.5 times as much. The classic quadratic slip, an
// `indexOf` that runs to the end of the file from every line, shows up at once.
let cost = 0;
const originals = new Map<string, unknown>();

function charge<K extends keyof string>(name: K, price: (text: string, args: unknown[], result: unknown) => number): void {
  const prototype = String.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const original = prototype[name as string];
  if (original === undefined) throw new Error(`no String.prototype.${String(name)}`);
  originals.set(name as string, original);
  prototype[name as string] = function (this: string, ...args: unknown[]): unknown {
    const result = original.apply(this, args);
    cost += 1 + price(String(this), args, result);
    return result;
  };
}

function position(args: unknown[], index: number): number {
  const value = args[index];
  return typeof value === 'number' ? value : 0;
}

beforeAll(() => {
  charge('charCodeAt', () => 0);
  charge('indexOf', (text, args, result) => {
    const from = position(args, 1);
    return (result === -1 ? text.length : (result as number) + String(args[0]).length) - from;
  });
  charge('lastIndexOf', (_text, args, result) => Math.max(0, position(args, 1) - (result as number)));
  charge('includes', (text) => text.length);
  charge('startsWith', (_text, args) => String(args[0]).length);
  charge('slice', (_text, _args, result) => (result as string).length);
  charge('split', (text) => text.length);
  charge('replace', (text) => text.length);
  charge('replaceAll', (text) => text.length);
  charge('trim', (text) => text.length);
  charge('toUpperCase', (text) => text.length);
  charge('toLowerCase', (text) => text.length);
});

afterAll(() => {
  const prototype = String.prototype as unknown as Record<string, unknown>;
  for (const [name, original] of originals) prototype[name] = original;
});

const SHAPES: Record<string, (n: number) => string> = {
  'plain records': (n) =>
    Array.from({ length: n }, (_, i) => `LIRS,${1e9 + i},${1e9 + i},+32400,${i},http://s${i}.example.jp/,日記その${i},作者,0,\n`).join(''),
  'records with escapes, one backslash at the very end': (n) =>
    `${Array.from({ length: n }, (_, i) => `LIRS,1,2,0,0,http://s${i}.example.jp/,plain title,0,0,\n`).join('')}LIRS,1,2,0,0,http://z.jp/,\\\\,0,0,\n`,
  'titles full of escapes': (n) =>
    Array.from({ length: n }, (_, i) => `LIRS,1,2,0,0,http://s${i}.example.jp/,${'\\,\\\\表'.repeat(5)},0,0,\n`).join(''),
  'tamatebako records': (n) =>
    Array.from({ length: n }, (_, i) => `LIRS,1,2,+32400,0,http://s${i}.example.jp/,t,0,0,http://s${i}.example.jp/,GET,,,,\r\n`).join(''),
  'WDB records without Content-Length': (n) =>
    Array.from({ length: n }, (_, i) => `LIRS,1,2,0,http://s${i}.example.jp/,t,a,http://wdb.jp/,\n`).join(''),
  'one URL repeated': (n) => Array.from({ length: n }, (_, i) => `LIRS,1,${i + 1},0,0,http://same.example.jp/,t,0,0,\n`).join(''),
  'lines that are not records': (n) => `LIRS,1,2,0,0,http://a.jp/,t,0,0,\n${'<p>これは違う行です</p>\n'.repeat(n)}`,
  'rejected records': (n) => 'LIRS,0,0,0,0,http://a.jp/,t,0,0,\n'.repeat(n),
  'one long line of commas': (n) => `LIRS,1,2,0,0,http://a.jp/,${','.repeat(n * 40)}\n`,
  'one long line of backslashes': (n) => `LIRS,1,2,0,0,http://a.jp/,${'\\'.repeat(n * 40)}\n`,
  'lone CR line ends': (n) => 'LIRS,1,2,0,0,http://a.jp/,t,0,0,\r'.repeat(n),
};

function costOf(text: string): number {
  cost = 0;
  decodeLirs(text);
  return cost;
}

describe('decodeLirs work', () => {
  it.each(Object.keys(SHAPES))('grows linearly with the input: %s', (shape) => {
    const make = SHAPES[shape]!;
    const small = make(500);
    const large = make(2000);
    const ratio = costOf(large) / costOf(small);
    expect(ratio).toBeGreaterThan(3);
    expect(ratio).toBeLessThan(4.5);
  }, 30_000);
});
