import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeEucJp } from '../../../test/support/encode-euc-jp.ts';
import { encode, file, line, name } from '../../../test/support/lirs-arbitraries.ts';
import { largeLirsGz } from '../../../test/fixtures/large-antenna.ts';
import { readAntennaFile } from '../../reading/read-antenna-file.ts';
import { CLI_DECODERS } from '../cli-decoders.ts';
import { CLI_READ_LIMITS } from '../cli-limits.ts';
import { eucJpReader, plainLirsJson } from './plain-lirs-json.ts';
import { writeDecodeJson } from './write-decode-json.ts';

const NOW = 1_800_000_000;
const MAX = CLI_READ_LIMITS.maxInflatedBytes;

/** What a writer gives, joined, as the tool's standard output would hold it. */
async function collect(writer: (write: (chunk: string | Uint8Array) => void) => Promise<void>): Promise<string> {
  const parts: Uint8Array[] = [];
  const encoder = new TextEncoder();
  // A chunk of bytes is only lent: kept as a copy.
  await writer((chunk) => void parts.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk.slice()));
  return Buffer.concat(parts).toString('utf8');
}

/** `decode FILE --json` by the general reading: null when it fails. */
async function general(bytes: Uint8Array): Promise<string | null> {
  const read = await readAntennaFile({ bytes, name: 'sites.lirs' }, { now: NOW, ...CLI_DECODERS }, CLI_READ_LIMITS);
  if (read.status !== 'ok') return null;
  return collect((write) => writeDecodeJson({ ...read, feed: null, rejected: [...read.rejected] }, write));
}

/** `decode FILE --json` straight from the bytes, or null when that is left to the general reading. */
async function plain(bytes: Uint8Array): Promise<string | null> {
  const writer = await plainLirsJson(bytes, MAX);
  return writer === null ? null : collect(writer);
}

// Plain records mostly, each with a URL of its own (a URL twice is for the general reading), names
// that now and then hold a trap (an escape, a comma, a URL, a 0x5C trail byte), a line of any
// kind now and then: files the plain writer takes often, and must refuse when one line is not plain.
const plainName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom('ただよう記憶', 'Hiya', '日記 "x"', '0', '', '\t', 'ｶﾅ', '①〜') }, { weight: 1, arbitrary: name });
const plainRecord = fc
  .record({
    lm: fc.constantFrom('938779260', '1700000000', '12345678', '253402127999'),
    ld: fc.constantFrom('938781002', '1700000060'),
    tz: fc.constantFrom('+32400', '-3600', '', '0', '-0', '+93600', '93601'),
    length: fc.constantFrom('0', '', '123', '123456789012345'),
    url: fc.constantFrom('http://a.jp/', 'https://c.example.jp/~u/', 'http://d.jp/"q"/', 'http://e.jp/?a=1&b=2'),
    title: plainName,
    author: plainName,
    source: fc.constantFrom('http://antenna.jp/', '0', '', 'http://other.jp/"x"'),
  })
  .map((r) => (index: number) => `LIRS,${r.lm},${r.ld},${r.tz},${r.length},${r.url}${index}/,${r.title},${r.author},${r.source},`);
const mostlyPlain = fc.record({
  lines: fc.array(fc.oneof({ weight: 30, arbitrary: plainRecord }, { weight: 1, arbitrary: line.map((text) => () => text) }), { maxLength: 8 }),
  ending: fc.constantFrom('\n', '\r\n'),
  encoding: fc.constantFrom('euc-jp', 'utf-8', 'shift_jis'),
  gzipped: fc.boolean(),
});

describe('plainLirsJson', () => {
  it('writes the bytes the general reading writes, or leaves the file to it', async () => {
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(mostlyPlain, async ({ lines, ending, encoding, gzipped }) => {
        const text = lines.map((make, index) => make(index)).join(ending) + ending;
        const bytes = gzipped ? new Uint8Array(gzipSync(encode(text, encoding))) : encode(text, encoding);
        const fast = await plain(bytes);
        if (fast === null) return;
        taken++;
        expect(fast).toBe(await general(bytes));
      }),
      { numRuns: 600 },
    );
    // It takes most such files itself.
    expect(taken).toBeGreaterThan(150);
  });

  it('agrees with the general reading over files with broken lines, escapes and any charset', async () => {
    await fc.assert(
      fc.asyncProperty(file, async ({ lines, ending, last, encoding }) => {
        const bytes = encode(lines.join(ending) + (last ? ending : ''), encoding);
        const fast = await plain(bytes);
        if (fast !== null) expect(fast).toBe(await general(bytes));
      }),
      { numRuns: 600 },
    );
  });

  // The producers' files name URLs with a port (the test server's), which no plain record has, and
  // hold escapes, extension fields and other lines only the general reading reads. Here the port is
  // taken out and the lines with a backslash left out: samidare's file is then plain.
  it('writes the producers\' LIRS files, without ports and escapes, as the general reading does', async () => {
    const root = new URL('../../../test/fixtures/producers/', import.meta.url);
    const taken: string[] = [];
    for (const folder of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const fileName of readdirSync(new URL(`${folder.name}/`, root)).filter((fileName) => /\.lirs(\.gz)?$/.test(fileName))) {
        const raw = readFileSync(new URL(`${folder.name}/${fileName}`, root));
        const text = (fileName.endsWith('.gz') ? gunzipSync(raw) : raw).toString('latin1');
        const lines = text.replaceAll('127.0.0.1:18012', '127.0.0.1').split('\n').filter((one) => !one.includes('\\'));
        const bytes = new Uint8Array(Buffer.from(lines.join('\n'), 'latin1'));
        const fast = await plain(bytes);
        if (fast === null) continue;
        taken.push(`${folder.name}/${fileName}`);
        expect(fast).toBe(await general(bytes));
      }
    }
    expect(taken).toEqual(['samidare/sites.lirs.gz']);
  });

  it('writes a 2,000-record antenna as the general reading does, over many calls of the writer', async () => {
    const bytes = largeLirsGz(2_000, { now: NOW, label: 'plain' });
    const fast = await plain(bytes);
    expect(fast).not.toBeNull();
    expect(fast).toBe(await general(bytes));
    expect(JSON.parse(fast ?? '')).toMatchObject({ format: 'lirs', encoding: 'euc-jp', records: { length: 2_000 }, rejected: [] });
  });

  it('gives a record longer than the writer’s room more room', async () => {
    const url = `http://a.jp/${'x'.repeat(20_000)}/`;
    const bytes = encode(`LIRS,938779260,938781002,+32400,0,${url},日記,ひや,0,\nLIRS,938779260,938781002,+32400,0,http://b.jp/,B,b,0,\n`, 'euc-jp');
    const fast = await plain(bytes);
    expect(fast).toBe(await general(bytes));
    expect(JSON.parse(fast ?? '')).toMatchObject({ records: [{ url }, { url: 'http://b.jp/' }] });
  });

  it.each([
    ['a URL twice', 'LIRS,938779260,938781002,+32400,0,http://a.jp/,A,a,0,\nLIRS,938779260,938781003,+32400,0,http://a.jp/,B,b,0,\n'],
    ['an author that is a URL once trimmed', 'LIRS,938779260,938781002,+32400,0,http://a.jp/,A,　http://b.jp/,0,\n'],
    ['an escape', 'LIRS,938779260,938781002,+32400,0,http://a.jp/,A\\,B,a,0,\n'],
    ['a broken line', 'LIRS,938779260,938781002,+32400,0,http://a.jp/,A,a,0,\nほげ\n'],
    ['a title that is cut', `LIRS,938779260,938781002,+32400,0,http://a.jp/,${'長'.repeat(2_100)},a,0,\n`],
    ['comments alone', '# antenna\n'],
  ])('leaves a file with %s to the general reading', async (_, text) => {
    const bytes = encode(text, 'euc-jp');
    expect(await plainLirsJson(bytes, MAX)).toBeNull();
    expect(await general(bytes)).not.toBeNull();
  });

  it('leaves Shift_JIS, a file that is not LIRS, a broken gzip and a file over the limit to the general reading', async () => {
    const record = 'LIRS,938779260,938781002,+32400,0,http://a.jp/,表示,予,0,\n';
    expect(await plainLirsJson(encode(record, 'shift_jis'), MAX)).toBeNull();
    expect(await plainLirsJson(encode(`HINA/2.2\n${record}`, 'euc-jp'), MAX)).toBeNull();
    const gzipped = gzipSync(encode(record, 'euc-jp'));
    expect(await plainLirsJson(new Uint8Array(gzipped.subarray(0, gzipped.length - 6)), MAX)).toBeNull();
    expect(await plainLirsJson(encode(record, 'euc-jp'), 10)).toBeNull();
    expect(await plain(encode(record, 'euc-jp'))).not.toBeNull();
  });
});

/** What Node's decoder makes of `bytes` read strictly as EUC-JP, as UTF-8; null when it refuses them. */
function byDecoder(bytes: Uint8Array): Uint8Array | null {
  try {
    return new TextEncoder().encode(new TextDecoder('euc-jp', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}

describe('eucJpReader', () => {
  const reader = eucJpReader();
  const readEucJp = (bytes: Uint8Array): Uint8Array | null => {
    if (reader === null) throw new Error('the EUC-JP table could not be made');
    return reader(bytes);
  };

  it('reads every sequence as Node\'s decoder does, and takes each one it reads as a character', () => {
    const sequences: number[][] = [];
    for (let lead = 0xa1; lead <= 0xfe; lead++) for (let trail = 0xa1; trail <= 0xfe; trail++) sequences.push([lead, trail], [0x8f, lead, trail]);
    for (let trail = 0xa1; trail <= 0xdf; trail++) sequences.push([0x8e, trail]);
    let characters = 0;
    for (const sequence of sequences) {
      const bytes = new Uint8Array(sequence);
      const expected = byDecoder(bytes);
      const actual = readEucJp(bytes);
      expect(actual === null ? null : [...actual], sequence.map((byte) => byte.toString(16)).join(' ')).toEqual(expected === null ? null : [...expected]);
      if (expected !== null) characters++;
    }
    // JIS X 0208 and 0212 as the decoder knows them, and the half-width katakana.
    expect(characters).toBeGreaterThan(13_000);
  });

  it('leaves every other byte and a sequence cut at the end to the decoder', () => {
    for (const sequence of [[0x80], [0x8d], [0xa0], [0xff], [0x8e, 0xe0], [0x8e, 0x41], [0xa4, 0x41], [0xa4], [0x8f, 0xa2], [0x8f], [0x8e]]) {
      expect(readEucJp(new Uint8Array(sequence)), sequence.join(' ')).toBeNull();
    }
    expect(readEucJp(new Uint8Array([0x41, 0x0a, 0x2c]))).toEqual(new Uint8Array([0x41, 0x0a, 0x2c]));
  });

  it('reads text as Node\'s decoder does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('ただよう記憶', '表示', 'ｶﾅ', '①', '纊', '˘', 'abc', ',', '\n', '¥', '〜', '髙'), { maxLength: 20 }), (pieces) => {
        const bytes = encodeEucJp(pieces.join('')) ?? new Uint8Array();
        expect(readEucJp(bytes)).toEqual(byDecoder(bytes));
      }),
    );
  });
});
