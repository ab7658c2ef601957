import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeLirs } from './lirs.ts';
import { installStringWork, type StringWork } from '../../../test/support/string-work.ts';

// Linear time, checked by counting work instead of timing it (a busy machine makes timings
// flaky): every string method the decoder calls is charged for the characters it scans
// (`indexOf` up to what it finds, `slice` for what it copies, `charCodeAt` for one), and four
// times the input must cost at most 4.5 times as much. The classic quadratic slip, an
// `indexOf` that runs to the end of the file from every line, shows up at once.
let work: StringWork;
beforeAll(() => {
  work = installStringWork();
});
afterAll(() => work.restore());

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
  return work.measure(() => decodeLirs(text));
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
