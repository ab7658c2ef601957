import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeEucJp } from '../../../test/support/encode-euc-jp.ts';
import { encodeShiftJis } from '../../../test/fixtures/encode-shift-jis.ts';
import { latin1 } from '../../../test/support/latin1.ts';
import { runSteps } from '../run-steps.ts';
import { decodeText } from '../text/charset.ts';
import { decodeHinadiBytes } from './decode-hinadi-bytes.ts';
import { decodeHinadi } from './hinadi.ts';
import { PlainHinadiFile } from './plain-hinadi-file.ts';
import { PlainHinadiBlocks } from './plain-hinadi-blocks.ts';
import { NO_PLAIN_START, PLAIN, SAME_AS_BEFORE, type PlainHinadiSink, type PlainHinadiWalk } from './plain-hinadi-layout.ts';
import { WASM_HINADI_WALK, wasmHinadiWalk } from './wasm-hinadi-walk.ts';
import { parseImfFixdate } from '../../http/parse-imf-fixdate.ts';
import { isShowableTime } from '../../core/freshness/index.ts';

const CANDIDATES = ['utf-8', 'euc-jp', 'shift_jis'];
const HEAD = 'HINA/2.2\n\n';
const LM = 'Last-Modified: Sun, 02 Jan 2000 03:04:05 GMT';

function encode(text: string, encoding: string): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  if (encoding === 'shift_jis') return encodeShiftJis(text);
  return encodeEucJp(text) ?? new Uint8Array();
}

/** A reader as the walk notes blocks in it: its lines and blocks, and the ranges to decode, their bytes handed over. */
function ranges(rangeCount = 0): PlainHinadiSink & { bytes: number[]; blockLines: number[]; end: number } {
  const bytes: number[] = [];
  const blockLines: number[] = [];
  return { rangeCount, bytes, appendJoined: (more) => bytes.push(...more), lineCount: 0, blankAfter: 0, blockLines, addBlock: (line) => blockLines.push(line), end: 0 };
}

/** The walk over the plain blocks of `file` from `start`: each one's numbers, or null when it leaves the first to the general reader. */
function run(file: PlainHinadiFile, start: number, into = ranges()): Float64Array[] | null {
  const plain = new PlainHinadiBlocks(file.latin1);
  into.end = WASM_HINADI_WALK.scan(file, start, plain, into);
  WASM_HINADI_WALK.flush(into);
  if (into.end < 0) return null;
  return Array.from({ length: plain.count }, (_, block) => plain.data.slice(block * PLAIN.size, (block + 1) * PLAIN.size));
}

/** The walk over the one block of `HEAD + block` in `encoding`: its numbers, or null when it leaves the block to the general reader. */
function walk(block: string, encoding = 'euc-jp', into = ranges()): Float64Array | null {
  const bytes = encode(HEAD + block, encoding);
  return run(new PlainHinadiFile(bytes, latin1(bytes)), HEAD.length, into)?.[0] ?? null;
}

describe('WASM_HINADI_WALK', () => {
  it('reads a plain block: URL, dates, length, values in place or to decode', () => {
    const held = ranges(5);
    const out = walk(`URL: http://a.jp/x/\nTitle: 日記\nAuthor-Name: hiya\n${LM}\nLast-Modified-Detected: Sun, 02 Jan 2000 12:04:05 +0900\nContent-Length: 42\n\n`, 'euc-jp', held);
    expect(out?.[PLAIN.lastModified]).toBe(946782245);
    expect(out?.[PLAIN.tzOffset]).toBeNaN();
    expect(out?.[PLAIN.lastDetected]).toBe(946782245);
    expect(out?.[PLAIN.contentLength]).toBe(42);
    expect(held.lineCount).toBe(6);
    // The title is not ASCII: to decode, the range after the five before it. The author is read in place.
    expect(out?.[PLAIN.title + 2]).toBe(5);
    expect(out?.[PLAIN.author + 2]).toBe(-1);
    expect(held.rangeCount).toBe(6);
    expect(held.bytes).toEqual([...(encodeEucJp('日記') ?? []), 0x0a]);
  });

  it('tells a line that starts no block from a block it leaves to the general reader', () => {
    const bytes = encode(`${HEAD}\nURL: http://a.jp/\n${LM}\n`, 'euc-jp');
    const file = new PlainHinadiFile(bytes, latin1(bytes));
    expect(WASM_HINADI_WALK.scan(file, HEAD.length, new PlainHinadiBlocks(file.latin1), ranges())).toBe(NO_PLAIN_START);
    expect(WASM_HINADI_WALK.scan(file, HEAD.length + 1, new PlainHinadiBlocks(file.latin1), ranges())).toBeGreaterThan(0);
    // A block that starts with URL but holds a field the walk leaves to the general reader.
    const other = encode(`${HEAD}URL: http://a.jp/\nX-Note: x\n${LM}\n`, 'euc-jp');
    const otherFile = new PlainHinadiFile(other, latin1(other));
    expect(WASM_HINADI_WALK.scan(otherFile, HEAD.length, new PlainHinadiBlocks(otherFile.latin1), ranges())).toBe(-1);
  });

  it('hands over nothing of a block it leaves to the general reader', () => {
    const held = ranges(2);
    expect(walk(`URL: http://a.jp/\nTitle: 日記\nAuthor-Name: ひや\n${LM}\nほげ\n`, 'euc-jp', held)).toBeNull();
    expect(held.rangeCount).toBe(2);
    expect(held.bytes).toEqual([]);
  });

  it.each([
    ['a field name in another case', `url: http://a.jp/\n${LM}\n`],
    ['a field name that is a known one but for its end', `URL: http://a.jp/\nTitle_: a\n${LM}\n`],
    ['another field name that is a known one but for its end', `URL: http://a.jp/\n${LM}\nMetho: GET\n`],
    ['a longer field name that is a known one but for its end', `URL: http://a.jp/\n${LM}\nContent-Lengthy: 1\n`],
    ['URL not first', `${LM}\nURL: http://a.jp/\n`],
    ['a repeated field', `URL: http://a.jp/\nTitle: a\nTitle: b\n${LM}\n`],
    ['a field that would stay in extra', `URL: http://a.jp/\nX-Note: a\n${LM}\n`],
    ['Expires', `URL: http://a.jp/\n${LM}\nExpires: Sun, 02 Jan 2000 03:04:05 GMT\n`],
    ['no Last-Modified', 'URL: http://a.jp/\nTitle: a\n'],
    ['a date that is no IMF-fixdate', 'URL: http://a.jp/\nLast-Modified: Sunday, 02-Jan-00 03:04:05 GMT\n'],
    ['a date no view can show', 'URL: http://a.jp/\nLast-Modified: Thu, 01 Jan 1970 00:00:00 +0100\n'],
    ['a 31st of November', 'URL: http://a.jp/\nLast-Modified: Fri, 31 Nov 2000 03:04:05 GMT\n'],
    ['a 29th of February in 2200, no leap year', 'URL: http://a.jp/\nLast-Modified: Sat, 29 Feb 2200 00:00:00 GMT\n'],
    ['a URL normalizeUrl would change', `URL: http://A.jp/\n${LM}\n`],
    ['a URL without a path', `URL: http://a.jp\n${LM}\n`],
    ['a URL that is not ASCII', `URL: http://例え.jp/\n${LM}\n`],
    ['a URL that is not http', `URL: ftp://a.jp/\n${LM}\n`],
    ['a Content-Length that is no count', `URL: http://a.jp/\n${LM}\nContent-Length: 1x\n`],
    ['a line that is no field', `URL: http://a.jp/\n${LM}\nほげ\n`],
  ])('leaves a block with %s to the general reader', (_, block) => {
    expect(walk(block)).toBeNull();
  });

  it('marks a Virtual or Authorized-url value the same as the block before held', () => {
    const text = `URL: http://a.jp/\n${LM}\nVirtual: http://v.jp/\nAuthorized-url: http://w.jp/\n\nURL: http://b.jp/\n${LM}\nVirtual: http://v.jp/\nAuthorized-url: http://x.jp/\n`;
    const bytes = encode(HEAD + text, 'euc-jp');
    const [first, second] = run(new PlainHinadiFile(bytes, latin1(bytes)), HEAD.length) ?? [];
    expect(first?.[PLAIN.virtual + 2]).toBe(-1);
    expect(second?.[PLAIN.virtual + 2]).toBe(SAME_AS_BEFORE);
    expect(second?.[PLAIN.authorizedUrl + 2]).toBe(-1);
    // Another file starts with nothing before it.
    const [again] = run(new PlainHinadiFile(bytes, latin1(bytes)), HEAD.length + text.indexOf('URL: http://b.jp/')) ?? [];
    expect(again?.[PLAIN.virtual + 2]).toBe(-1);
  });

  it('reads the plain blocks that follow one another, each after one blank line, and stops before any other', () => {
    const plain = (host: string, end: string) => [`URL: http://${host}.jp/`, 'Title: 日記', LM].join(end) + end;
    for (const end of ['\n', '\r\n']) {
      const text = [plain('a', end), plain('b', end), plain('c', end), `URL: http://d.jp/${end}X-Note: x${end}${LM}${end}`, plain('e', end)].join(end);
      const bytes = encode(HEAD + text, 'euc-jp');
      const file = new PlainHinadiFile(bytes, latin1(bytes));
      const into = ranges();
      const blocks = run(file, HEAD.length, into);
      expect(blocks?.map((numbers) => latin1(bytes).slice(numbers[PLAIN.urlStart], numbers[PLAIN.urlEnd]))).toEqual(['http://a.jp/', 'http://b.jp/', 'http://c.jp/']);
      // Three lines each and a blank line before the next, noted as the reader notes a plain
      // block (its first line, negative); the last one's blank line is the reader's to take.
      expect(into.blockLines).toEqual([-1, -5, -9]);
      expect(into.lineCount).toBe(11);
      expect(into.blankAfter).toBe(end.length);
      // Where the third block's last line ends: before the blank line before the fourth.
      expect(into.end).toBe(latin1(bytes).indexOf('URL: http://d.jp/') - end.length - 1);
      // Each title numbered in turn, its bytes handed over in that order.
      expect(blocks?.map((numbers) => numbers[PLAIN.title + 2])).toEqual([0, 1, 2]);
      expect(into.rangeCount).toBe(3);
      expect(into.bytes.length).toBe(3 * ((encodeEucJp('日記')?.length ?? 0) + 1));
    }
    // A blank line with a blank on it ends the run: the reader takes it.
    const spaced = `${plain('a', '\n')} \n${plain('b', '\n')}`;
    const bytes = encode(HEAD + spaced, 'euc-jp');
    const into = ranges();
    expect(run(new PlainHinadiFile(bytes, latin1(bytes)), HEAD.length, into)?.length).toBe(1);
    expect(into.blankAfter).toBe(0);
  });

  it('property: reads each date as parseImfFixdate reads it, and keeps those a view can show', () => {
    const date = fc.integer({ min: -100_000_000_000, max: 300_000_000_000 }).map((seconds) => new Date(seconds * 1000).toUTCString());
    const zone = fc.constantFrom(' GMT', ' UTC', ' JST', ' EST', ' +0900', ' -0000', ' +0000', ' -1200', ' +2400', ' +09x0', ' +0960', ' gmt', ' 0900');
    const text = fc
      .tuple(date, zone, fc.nat(40), fc.constantFrom('', 'x', '0', ' ', ':', ',', '9', 'J', '-'), fc.boolean())
      .map(([written, zoneName, at, piece, change]) => {
        const base = written.slice(0, 25) + zoneName;
        return change ? base.slice(0, at) + piece + base.slice(at + 1) : base;
      })
      .filter((value) => !/[^\x00-\x7f]/.test(value));
    fc.assert(
      fc.property(text, (value) => {
        const out = walk(`URL: http://a.jp/\nLast-Modified: ${value}\n`);
        // The line reader takes the value without the blanks around it.
        const parsed = parseImfFixdate(value.replace(/^[ \t]+|[ \t]+$/g, ''));
        const expected = parsed !== null && isShowableTime(parsed.seconds) ? parsed : null;
        const got = out === null ? null : { seconds: out[PLAIN.lastModified], tzOffset: Number.isNaN(out[PLAIN.tzOffset]) ? null : out[PLAIN.tzOffset] };
        expect(got).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('stops at the blank line that ends the block, or at the end of the file', () => {
    const spaced = ranges();
    expect(walk(`URL: http://a.jp/\n${LM}\n \t\nTitle: a\n`, 'euc-jp', spaced)).not.toBeNull();
    expect(spaced.lineCount).toBe(2);
    const last = ranges();
    expect(walk(`URL: http://a.jp/\r\n${LM}`, 'euc-jp', last)).not.toBeNull();
    expect(last.lineCount).toBe(2);
  });
});

// Plain blocks, and blocks one step away from plain: the byte reader reads the first in one
// walk, the text reader reads every block the general way, and the two must agree.
const TEXT = ['ただよう記憶', '表示', 'ソ', '能', '予', 'ァ', 'ｶﾅ', '　', 'Hiya', 'a b', '0', '', ':', '\\', 'http://a.jp/'];
const text = fc.array(fc.constantFrom(...TEXT), { maxLength: 3 }).map((pieces) => pieces.join(''));
const plainUrl = fc.constantFrom('http://a.jp/', 'https://b.example.jp/~u/d/', 'http://c.jp/?q=1&r=2', 'http://d.jp/a:b@c', 'http://a.jp/');
const oddUrl = fc.constantFrom(
  'HTTP://a.jp/', 'http://A.jp/', 'http://a.jp', 'http://a.jp/#x', 'http://a:80/', 'http://u@a.jp/', 'ftp://a.jp/', 'http://例え.jp/',
  'http://a.jp/表/', 'http://a.jp/ x', 'http:///', '', 'ただの文字', 'http://a.jp/\\', 'https//a.jp/', 'http://a.jp/\r', 'http://a.jp/\t\r',
  'http://a.jp/\rx',
);
const plainDate = fc.constantFrom(
  'Sun, 02 Jan 2000 03:04:05 GMT', 'Sun, 02 Jan 2000 12:04:05 +0900', 'Mon, 03 Jan 2000 00:00:00 JST', 'Sun, 02 Jan 2000 03:04:05 -0000',
  'Tue, 29 Feb 2000 23:59:59 UTC',
);
const oddDate = fc.constantFrom(
  'Sunday, 02-Jan-00 03:04:05 GMT', 'Sun, 31 Feb 2000 03:04:05 GMT', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Thu, 01 Jan 1970 00:00:00 +0100', 'Fri, 31 Dec 9999 23:59:59 -1200',
  '日曜, 02 Jan 2000 03:04:05 GMT', '日, 02 Jan 2000 03:04:05 GMT', 'Sun, 02 Jan 2000 03:04:05 日本', 'x', '', 'Sun, 02 Jan 2000 03:04:05 EST',
  'Sat, 29 Feb 2200 00:00:00 GMT', 'Fri, 31 Nov 2000 03:04:05 GMT', 'Sat, 31 Jun 2001 00:00:00 GMT', 'Sun, 02 Jan 2000 03:04:05 GMTX', 'Sun, 02 Jan 2000 03:04:05 GMT x', 'Sun, 02 Jan 2000 03:04:05 +0900 x', 'Sun, 02 Jan 2000 03:04:05 GMT\r',
  'Sun, 02 Jan 2000 03:04:05 +09', 'Sun, 02 Jan 2000 03:04:05 +09000',
);
const separator = fc.constantFrom(': ', ':\t\t', ':', ':  ');
const tail = fc.constantFrom('', '', '', ' ', '\t', '\r', ' \r', '\r ');

/** A plain block's fields after URL: each once, in any order, Last-Modified among them. */
const plainFields = fc
  .record({
    title: fc.option(text),
    author: fc.option(text),
    detected: fc.option(plainDate),
    length: fc.option(fc.constantFrom('0', '42', '999999999999999')),
    virtual: fc.option(fc.oneof(plainUrl, text)),
    authorized: fc.option(fc.oneof(plainUrl, fc.constant('0'), text)),
    method: fc.option(fc.constantFrom('HEAD/200', 'GET', '', '表')),
    modified: plainDate,
  })
  .map((drawn) =>
    [
      ['Title', drawn.title],
      ['Author-Name', drawn.author],
      ['Last-Modified-Detected', drawn.detected],
      ['Content-Length', drawn.length],
      ['Virtual', drawn.virtual],
      ['Authorized-url', drawn.authorized],
      ['Method', drawn.method],
      ['Last-Modified', drawn.modified],
    ].filter((field): field is [string, string] => field[1] !== null),
  );

/** One step from plain: a name in another case or misspelt, a value of the wrong kind, a field twice, one more or one less. */
const step = fc.oneof(
  fc.tuple(fc.constant('rename'), fc.constantFrom('url', 'URL ', 'title', 'TITLE', 'Vitural', 'X-Note', 'Expires', 'Expire', 'X-TAMA-Timezone', 'Date', 'X-WDB-Title', 'ほげ', 'X_A', 'Title_', 'Metho', 'Virtuals')),
  fc.tuple(fc.constant('url'), oddUrl),
  fc.tuple(fc.constant('date'), oddDate),
  fc.tuple(fc.constant('length'), fc.constantFrom('', 'x', '１２', '1234567890123456', ' 1 2', '12 x', '12\r', '12x')),
  fc.tuple(fc.constant('repeat'), fc.constant('')),
  fc.tuple(fc.constant('drop'), fc.constant('')),
  fc.tuple(fc.constant('line'), fc.constantFrom('これは項目ではない行', 'no colon', ': 表', 'ソ:')),
);

const block = fc
  .record({ url: plainUrl, fields: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7]), plain: plainFields, steps: fc.array(fc.tuple(step, fc.nat()), { maxLength: 2 }), separator, tail })
  .map(({ url, fields, plain, steps, separator: sep, tail: end }) => {
    const ordered = fields.map((index) => plain[index]).filter((field) => field !== undefined);
    // Last-Modified is in, unless a step drops it.
    if (!ordered.some(([name]) => name === 'Last-Modified')) ordered.push(plain[plain.length - 1] as [string, string]);
    const lines: [string, string][] = [['URL', url], ...ordered];
    for (const [[kind, value], at] of steps) {
      const index = at % lines.length;
      const line = lines[index] as [string, string];
      if (kind === 'rename') line[0] = value;
      else if (kind === 'url') lines[0] = ['URL', value];
      else if (kind === 'date') line[1] = value;
      else if (kind === 'length') lines.splice(index, 0, ['Content-Length', value]);
      else if (kind === 'repeat') lines.splice(index, 0, [line[0], line[1]]);
      else if (kind === 'drop') lines.splice(index, 1);
      else lines.splice(index, 0, [value, '\u0000']);
    }
    return lines.map(([name, value]) => (value === '\u0000' ? name : `${name}${sep}${value}${end}`));
  });

const file = fc.record({
  blocks: fc.array(block, { minLength: 1, maxLength: 6 }),
  gap: fc.constantFrom([''], ['', ''], [' \t']),
  ending: fc.constantFrom('\n', '\r\n'),
  last: fc.boolean(),
  encoding: fc.constantFrom('euc-jp', 'shift_jis', 'utf-8'),
});

function fileText({ blocks, gap, ending, last }: { blocks: string[][]; gap: readonly string[]; ending: string; last: boolean }): string {
  const lines = ['HINA/2.2', 'User-Agent: test'];
  for (const fields of blocks) lines.push(...gap, ...fields);
  return lines.join(ending) + (last ? ending : '');
}

describe('the plain blocks of decodeHinadiBytes', () => {
  it('reads a file whose blocks are mostly not plain (the walk is then given up) as the text reader does', () => {
    const block = (i: number, other: boolean): string =>
      `URL: http://s${i}.example.jp/\nTitle: 日記${i}\nLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT\nVirtual: http://a.jp/${other ? '\nX-TAMA-Timezone: JST' : ''}`;
    const blocks = Array.from({ length: 900 }, (_, i) => block(i, i < 400 || i % 2 === 0));
    const bytes = encode(`HINA/2.2\n\n${blocks.join('\n\n')}\n`, 'euc-jp');
    const read = runSteps(decodeHinadiBytes(bytes, latin1(bytes), CANDIDATES, 'euc-jp', WASM_HINADI_WALK));
    expect(read?.hinadi).toEqual(decodeHinadi(decodeText(bytes, CANDIDATES, 'euc-jp').text));
  });

  it('keeps reading blocks in one walk when blank lines between them start none', () => {
    const blocks = Array.from({ length: 900 }, (_, i) => `URL: http://s${i}.example.jp/\nTitle: 日記${i}\nLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT`);
    const bytes = encode(`HINA/2.2\n\n${blocks.join('\n\n\n \n')}\n`, 'euc-jp');
    let walked = 0;
    const counting: PlainHinadiWalk = {
      ...WASM_HINADI_WALK,
      scan: (file, start, plain, sink) => {
        const before = plain.count;
        const end = WASM_HINADI_WALK.scan(file, start, plain, sink);
        walked += plain.count - before;
        return end;
      },
    };
    const read = runSteps(decodeHinadiBytes(bytes, latin1(bytes), CANDIDATES, 'euc-jp', counting));
    expect(read?.hinadi).toEqual(decodeHinadi(decodeText(bytes, CANDIDATES, 'euc-jp').text));
    expect(walked).toBe(900);
  });

  it('reads a file of many plain blocks, some other blocks among them, as the text reader does', () => {
    const blocks = Array.from({ length: 700 }, (_, i) =>
      [
        `URL: http://s${i % 650}.example.jp/`,
        `Title: 日記その${i}`,
        i % 7 === 0 ? 'X-Note: other' : `Author-Name: ${i % 3 === 0 ? 'ひや' : 'hiya'}`,
        `Last-Modified: ${new Date((946782245 + i * 3600) * 1000).toUTCString()}`,
        `Last-Modified-Detected: ${new Date((946782245 + (i % 11) * 60) * 1000).toUTCString()}`,
        'Virtual: http://antenna.example.jp/',
      ].join('\n'),
    );
    const bytes = encode(`HINA/2.2\n\n${blocks.join('\n\n')}\n`, 'euc-jp');
    const decoded = decodeText(bytes, CANDIDATES, 'euc-jp');
    const read = runSteps(decodeHinadiBytes(bytes, latin1(bytes), CANDIDATES, 'euc-jp', WASM_HINADI_WALK));
    const general = decodeHinadi(decoded.text);
    expect(read?.hinadi).toEqual(general);
    expect(read?.hinadi.rejected.length).toBeGreaterThan(0);
    // Written out as JSON, a walked record and a general one list their fields in one order.
    expect(read?.hinadi.records.map((record) => JSON.stringify(record))).toEqual(general.records.map((record) => JSON.stringify(record)));
  });

  it('reads two files in turns with one walk, each to its own records (a file hands its numbers on only once its last record is made)', () => {
    // More blocks than one slice of the second pass reads: the other file is read whole at every pause, in the scan and in the reading.
    const file = (site: string, count: number): Uint8Array => {
      const blocks = Array.from({ length: count }, (_, i) =>
        [`URL: http://${site}${i}.example.jp/`, `Title: ${site}の日記その${i}`, `Last-Modified: ${new Date((946782245 + i * 60) * 1000).toUTCString()}`].join('\n'),
      );
      return encode(`HINA/2.2\n\n${blocks.join('\n\n')}\n`, 'euc-jp');
    };
    const first = file('a', 4500);
    const second = file('b', 700);
    const expected = (bytes: Uint8Array): unknown => decodeHinadi(decodeText(bytes, CANDIDATES, 'euc-jp').text);
    const walk = wasmHinadiWalk(8 << 20);
    const steps = decodeHinadiBytes(first, latin1(first), CANDIDATES, 'euc-jp', walk);
    let pauses = 0;
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done === true) {
        expect(step.value?.hinadi).toEqual(expected(first));
        break;
      }
      pauses++;
      expect(runSteps(decodeHinadiBytes(second, latin1(second), CANDIDATES, 'euc-jp', walk))?.hinadi).toEqual(expected(second));
    }
    expect(pauses).toBeGreaterThanOrEqual(2);
    // And after it, file after file into the same numbers.
    expect(runSteps(decodeHinadiBytes(first, latin1(first), CANDIDATES, 'euc-jp', walk))?.hinadi).toEqual(expected(first));
  });

  it('property: give the records, rejections and charset the general reading of the decoded text gives', () => {
    let walked = 0;
    let blocks = 0;
    fc.assert(
      fc.property(file, (drawn) => {
        const bytes = encode(fileText(drawn), drawn.encoding);
        const decoded = decodeText(bytes, CANDIDATES, 'euc-jp');
        const expected = { ...decodeHinadi(decoded.text), encoding: decoded.encoding };
        const read = runSteps(decodeHinadiBytes(bytes, latin1(bytes), CANDIDATES, 'euc-jp', WASM_HINADI_WALK));
        expect(read === null ? null : { ...read.hinadi, encoding: read.encoding }).toEqual(expected);
        // Holding a few blocks of the file at a time, windows ending in blocks.
        const windowed = runSteps(decodeHinadiBytes(bytes, latin1(bytes), CANDIDATES, 'euc-jp', wasmHinadiWalk(160)));
        expect(windowed === null ? null : { ...windowed.hinadi, encoding: windowed.encoding }).toEqual(expected);
        for (const lines of drawn.blocks) {
          blocks++;
          if (walk(`${lines.join(drawn.ending)}${drawn.ending}`, drawn.encoding) !== null) walked++;
        }
      }),
      { numRuns: 400 },
    );
    // Both kinds are drawn: blocks the walk reads, and blocks it leaves to the general reader.
    expect(walked).toBeGreaterThan(blocks / 4);
    expect(walked).toBeLessThan((blocks * 3) / 4);
  });
});
