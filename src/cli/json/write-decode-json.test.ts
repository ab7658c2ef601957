import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../../core/record.ts';
import { REJECTION_KINDS } from '../../core/rejections/rejection-kinds.ts';
import { decodeAntenna } from '../../formats/decode-antenna.ts';
import type { DecodedAntenna } from '../../formats/types.ts';
import { recordJson } from './decoded-json.ts';
import { writeDecodeJson } from './write-decode-json.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** What the streamed writer wrote (its bytes read as UTF-8, which they must be), and how many pieces it took. */
async function streamed(decoded: DecodedAntenna): Promise<{ text: string; pieces: number }> {
  const pieces: string[] = [];
  await writeDecodeJson(decoded, (chunk) => {
    pieces.push(typeof chunk === 'string' ? chunk : utf8.decode(chunk));
  });
  return { text: pieces.join(''), pieces: pieces.length };
}

/** The output as one JSON.stringify: exactly these keys, in this order. */
function whole(decoded: DecodedAntenna): string {
  const printed = {
    format: decoded.format,
    encoding: decoded.encoding,
    records: decoded.records.map(recordJson),
    rejected: decoded.rejected.map(({ line, reason }) => ({ line, reason })),
  };
  return `${JSON.stringify(printed, null, 2)}\n`;
}

function antenna(records: AntennaRecord[], rejected: DecodedAntenna['rejected'] = []): DecodedAntenna {
  return { format: 'lirs', encoding: 'euc-jp', gzipped: false, title: null, date: null, records, rejected, feed: null };
}

const fixtureDirs = ['lirs', 'hinadi', 'feed'].map((name) => new URL(`../../../test/fixtures/${name}/`, import.meta.url));
const fixtures = fixtureDirs.flatMap((dir) =>
  readdirSync(dir).filter((name) => !name.endsWith('.json') && readdirSync(dir).includes(`${name}.json`)).map((name) => new URL(name, dir)),
);

// Lone surrogates of both halves, so one string may end with half a pair and the next begin with the other.
const text = fc.string({ unit: fc.constantFrom('a', 'あ', 'é', '"', '\\', '\n', '\t', '\u0000', '\u001f', '\u007f', '\u2028', '\ud800', '\udc00', '😀', ' ', '1', '_') });
/** Integers of every size JSON writes as digits, and numbers it writes otherwise (or as `null`). */
const number = fc.oneof(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.maxSafeInteger(), fc.double(), fc.constantFrom(-0, 2 ** 53, -(2 ** 60), 1e21, 0.1));
const record: fc.Arbitrary<AntennaRecord> = fc.record({
  url: text,
  title: fc.option(text),
  author: fc.option(text),
  lastModified: number,
  lastDetected: fc.option(number),
  tzOffset: fc.option(fc.integer({ min: -93_600, max: 93_600 })),
  contentLength: fc.option(number),
  sourceUrl: fc.option(text),
  checkedUrl: fc.option(text),
  method: fc.option(text),
  expires: fc.option(fc.nat()),
  extension: fc.array(text, { maxLength: 3 }),
  // Keys of every kind: integer-like ones come first in JavaScript's own order.
  extra: fc.dictionary(fc.oneof(text, fc.constantFrom('10', '2', '__proto__', 'X-Keyword')), text, { maxKeys: 4 }),
});

describe('writeDecodeJson', () => {
  it.each(fixtures.map((url) => [url.pathname.split('/').slice(-2).join('/'), url] as const))(
    'writes %s exactly as JSON.stringify with two spaces would',
    async (_name, url) => {
      const decoded = await decodeAntenna(new Uint8Array(readFileSync(url)), { now: 1_200_000_000, url: 'http://example.jp/feed' });
      expect((await streamed(decoded)).text).toBe(whole(decoded));
    },
  );

  it('writes any records and rejections exactly as JSON.stringify would', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(record, { maxLength: 5 }), fc.array(fc.record({ line: fc.nat(), kind: fc.constantFrom(...REJECTION_KINDS), params: fc.array(text, { maxLength: 2 }), reason: text }), { maxLength: 3 }), async (records, rejected) => {
        const decoded = antenna(records, rejected);
        expect((await streamed(decoded)).text).toBe(whole(decoded));
      }),
      { numRuns: 300 },
    );
  });

  it('writes a batch after a longer one exactly, whatever the longer one left in memory', async () => {
    const record = (text: string): AntennaRecord => ({
      url: text, title: text, author: null, lastModified: 1_700_000_000, lastDetected: null, tzOffset: null,
      contentLength: null, sourceUrl: null, checkedUrl: null, method: text, expires: null, extension: [], extra: {},
    });
    // Two batches of a hundred records, laid out alike: the second one's text (with the list's
    // close) ends 2,104 bytes in, where the first one's held the middle byte of a character.
    const decoded = antenna([...Array.from({ length: 100 }, () => record('日記'.repeat(50))), ...Array.from({ length: 100 }, () => record('abcdefg'))]);
    expect((await streamed(decoded)).text).toBe(whole(decoded));
  });

  it('writes a big antenna in pieces of bounded size, waiting for each write', async () => {
    const records = Array.from({ length: 5_000 }, (_, i): AntennaRecord => ({
      url: `http://site${i}.example.jp/`, title: `日記 ${i}`, author: null, lastModified: 1_700_000_000 + i, lastDetected: 1_700_000_100,
      tzOffset: 32_400, contentLength: null, sourceUrl: null, checkedUrl: null, method: null, expires: null, extension: [], extra: {},
    }));
    const decoded = antenna(records);
    const sizes: number[] = [];
    let writing = false;
    await writeDecodeJson(decoded, async (piece) => {
      expect(writing).toBe(false);
      writing = true;
      sizes.push(piece.length);
      await new Promise((resolve) => setImmediate(resolve));
      writing = false;
    });
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.max(...sizes)).toBeLessThan(70 * 1024);
    expect((await streamed(decoded)).text).toBe(whole(decoded));
  });
});
