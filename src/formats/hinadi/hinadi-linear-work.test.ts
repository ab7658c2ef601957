import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Buffer } from 'node:buffer';
import { decodeHinadi } from './hinadi.ts';
import { decodeHinadiBytes } from './decode-hinadi-bytes.ts';
import type { PlainHinadiWalk } from './plain-hinadi-layout.ts';
import { WASM_HINADI_WALK } from './wasm-hinadi-walk.ts';
import { runSteps } from '../run-steps.ts';
import { encodeEucJp } from '../../../test/support/encode-euc-jp.ts';
import { installStringWork, type StringWork } from '../../../test/support/string-work.ts';

// Linear time, checked by counting work instead of timing it (a busy machine makes timings
// flaky): every string method the decoder calls is charged for the characters it scans, and
// four times the input must cost at most 4.5 times as much. An `indexOf` that runs on from
// every line, or a repeated-field check that compares every field with every other, shows up.
let work: StringWork;
beforeAll(() => {
  work = installStringWork();
});
afterAll(() => work.restore());

const HEADER = 'HINA/2.2\nUser-Agent: test\nDate: Sun, 02 Jan 2000 03:04:05 GMT\n\n';
const LM = 'Last-Modified: Sun, 02 Jan 2000 03:04:05 GMT';

const SHAPES: Record<string, (n: number) => string> = {
  'plain blocks': (n) =>
    HEADER + Array.from({ length: n }, (_, i) => `URL: http://s${i}.example.jp/\nTitle: 日記その${i}\n${LM}\nX-A: 1\n\n`).join(''),
  'CRLF blocks with WDB separators': (n) =>
    HEADER + Array.from({ length: n }, (_, i) => `URL:\t\thttp://s${i}.example.jp/\r\nTitle:\t\tt\r\n${LM}\r\n\r\n`).join(''),
  'lines without a colon, one colon at the very end': (n) =>
    `${HEADER}URL: http://a.example.jp/\n${'これは項目ではない行\n'.repeat(n)}\n${LM}\n`,
  'one block with many different fields': (n) =>
    `${HEADER}URL: http://a.example.jp/\n${LM}\n${Array.from({ length: n }, (_, i) => `X-Field-${i}: v\n`).join('')}`,
  'one block with many fields of one length': (n) =>
    `${HEADER}URL: http://a.example.jp/\n${LM}\n${Array.from({ length: n }, (_, i) => `X-${String(i).padStart(6, '0')}: v\n`).join('')}`,
  'one URL repeated': (n) =>
    HEADER + Array.from({ length: n }, (_, i) => `URL: http://same.example.jp/\n${LM}\nLast-Modified-Detected: ${new Date((946782245 + i) * 1000).toUTCString()}\n\n`).join(''),
  'rejected blocks': (n) => HEADER + 'Title: no URL\nURL: http://a.example.jp/\n\n'.repeat(n),
  'one long value': (n) => `${HEADER}URL: http://a.example.jp/\nTitle: ${'あ '.repeat(n * 20)}\n${LM}\n`,
  'lone CR line ends': (n) => HEADER.replaceAll('\n', '\r') + `URL: http://a.example.jp/\r${LM}\r\r`.repeat(n),
};

function costOf(text: string): number {
  return work.measure(() => decodeHinadi(text));
}

/**
 * The byte reader's work on the EUC-JP bytes of `text` (the file read as Latin-1 before it is
 * measured), with the walk over plain blocks (as the command-line tool reads) or without it.
 */
function bytesCostOf(text: string, walk: PlainHinadiWalk | null): number {
  const bytes = encodeEucJp(text) ?? new Uint8Array();
  const latin1 = Buffer.from(bytes).toString('latin1');
  return work.measure(() => runSteps(decodeHinadiBytes(bytes, latin1, ['utf-8', 'euc-jp', 'shift_jis'], 'euc-jp', walk)));
}

describe('decodeHinadi work', () => {
  it.each(Object.keys(SHAPES))('grows linearly with the input: %s', (shape) => {
    const make = SHAPES[shape];
    if (make === undefined) throw new Error(shape);
    const ratio = costOf(make(2000)) / costOf(make(500));
    expect(ratio).toBeGreaterThan(3);
    expect(ratio).toBeLessThan(4.5);
  });
});

describe.each([
  ['without the walk over plain blocks', null],
  ['with the walk over plain blocks', WASM_HINADI_WALK],
] as const)('decodeHinadiBytes work, %s', (_name, walk) => {
  it.each(Object.keys(SHAPES))('grows linearly with the input: %s', (shape) => {
    const make = SHAPES[shape];
    if (make === undefined) throw new Error(shape);
    const ratio = bytesCostOf(make(2000), walk) / bytesCostOf(make(500), walk);
    expect(ratio).toBeGreaterThan(3);
    expect(ratio).toBeLessThan(4.5);
  });
});
