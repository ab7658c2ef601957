import fc from 'fast-check';
import { inflate } from 'pako';
import { describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../../core/record.ts';
import { blankRecord } from '../../../test/support/blank-record.ts';
import { decodeAntenna } from '../decode-antenna.ts';
import { encodeLirs } from './encode-lirs.ts';
import { toStrictEucJpText } from '../text/encode-strict-euc-jp.ts';
import { normalizeUrl } from '../../http/normalize-url.ts';

const NOW = 1_200_000_000;
const eucJpText = (bytes: Uint8Array) => new TextDecoder('euc-jp').decode(bytes);

function record(fields: Partial<AntennaRecord>): AntennaRecord {
  return blankRecord({ url: 'http://hiya.ouchi.to/n/', lastModified: 938779260, lastDetected: 938781002, ...fields });
}

describe('encodeLirs', () => {
  it("writes the spec's example record", () => {
    const bytes = encodeLirs([
      record({
        title: 'ただよう記憶',
        author: 'ひや',
        tzOffset: 32400,
        contentLength: 49383,
        sourceUrl: 'http://amano.hauN.org/', checkedUrl: null,
        extension: ['blah blah'],
      }),
    ]);
    expect(eucJpText(bytes)).toBe(
      'LIRS,938779260,938781002,32400,49383,http://hiya.ouchi.to/n/,ただよう記憶,ひや,http://amano.hauN.org/,blah blah,\n',
    );
  });

  it('writes EUC-JP bytes', () => {
    const bytes = encodeLirs([record({ title: 'あ' })]);
    expect([...bytes.subarray(bytes.indexOf(0xa4), bytes.indexOf(0xa4) + 2)]).toEqual([0xa4, 0xa2]);
  });

  it('escapes commas and backslashes', () => {
    const bytes = encodeLirs([record({ title: 'a,b\\c', extension: ['x,y'] })]);
    expect(eucJpText(bytes)).toContain(',a\\,b\\\\c,0,0,x\\,y,\n');
  });

  it('writes unknown fields as 0 and an unknown time difference empty', () => {
    expect(eucJpText(encodeLirs([record({})]))).toBe('LIRS,938779260,938781002,,0,http://hiya.ouchi.to/n/,0,0,0,\n');
    expect(eucJpText(encodeLirs([record({ tzOffset: 0 })]))).toContain(',938781002,0,0,');
    expect(eucJpText(encodeLirs([record({ tzOffset: -18000 })]))).toContain(',938781002,-18000,0,');
  });

  it('turns line breaks inside a field into spaces', () => {
    expect(eucJpText(encodeLirs([record({ title: 'a\r\nb\nc' })]))).toContain(',a b c,');
  });

  it('writes strict EUC-JP: NEC row 13 as its compatibility form, what has none as 〓', () => {
    const bytes = encodeLirs([record({ title: '①日記 ㈱ひろ' }), record({ url: 'http://b.jp/', title: '絵文字😀' })]);
    const text = new TextDecoder('euc-jp', { fatal: true }).decode(bytes);
    expect(text).toContain(',(1)日記 (株)ひろ,');
    expect(text).toContain(',絵文字〓,');
  });

  it('writes the check URL in the field after the source URL, where tamatebako and rAntenna do', () => {
    expect(eucJpText(encodeLirs([record({ checkedUrl: 'http://hiya.ouchi.to/n/latest.html' })]))).toBe(
      'LIRS,938779260,938781002,,0,http://hiya.ouchi.to/n/,0,0,0,http://hiya.ouchi.to/n/latest.html,\n',
    );
    const tama = ['http://hiya.ouchi.to/n/latest.html', '', '', '', 'HEAD'];
    expect(eucJpText(encodeLirs([record({ checkedUrl: tama[0], extension: tama })]))).toContain(
      ',0,http://hiya.ouchi.to/n/latest.html,,,,HEAD,\n',
    );
  });

  it('writes a record without Last-Detected with its Last-Modified there', () => {
    expect(eucJpText(encodeLirs([record({ lastDetected: null })]))).toContain('LIRS,938779260,938779260,');
  });

  it('gzips when asked', () => {
    const bytes = encodeLirs([record({ title: 'ただよう記憶' })], { gzip: true });
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(eucJpText(inflate(bytes))).toContain('ただよう記憶');
  });

  it('writes nothing for no records', () => {
    expect(encodeLirs([])).toEqual(new Uint8Array());
  });
});

// Characters of the titles antennas carried: kana, kanji, NEC row 13, full- and half-width
// forms, ASCII with LIRS's comma and backslash, and now and then one EUC-JP cannot write.
const CHARS = [
  ...'ただよう記憶ひやアンテナ日記更新表示能力予定ソフト掲示板雑談玉手箱①㈱№～ｱｲｳ￥',
  ...'abcXYZ019 .-_/:?&=~',
  ',', ',', '\\', '\\', '\t', '😀', 'é',
];
const METHODS = ['GET', 'HEAD', 'CACHE', 'FILE', 'LENGTH', 'KEYWORD'];

const text = fc
  .array(fc.constantFrom(...CHARS), { minLength: 1, maxLength: 12 })
  .map((chars) => chars.join(''))
  .filter((value) => value !== '0');
const host = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}\.(jp|com|ne\.jp)$/);
const url = fc
  .tuple(fc.constantFrom('http', 'https', 'HTTP'), host, fc.stringMatching(/^(\/[A-Za-z0-9~_,.-]{0,6}){0,3}\/?$/))
  .map(([scheme, name, path]) => `${scheme}://${name}${path}`);
const extension = fc.oneof(
  fc.array(fc.oneof(text, fc.constant(''), url), { maxLength: 6 }),
  // tamatebako: check URL (or empty), three empty fields, the method or the remote antenna.
  fc
    .tuple(fc.oneof(url, fc.constant('')), fc.oneof(fc.constantFrom(...METHODS), url))
    .map(([check, method]) => [check, '', '', '', method]),
);

const isUrl = (field: string | undefined) => field !== undefined && /^https?:\/\//i.test(field);

/** What a reader makes of tamatebako's tail: the method, REMOTE for a relay, else nothing. */
function methodOf(extension: readonly string[]): string | null {
  if (extension.length !== 5 || extension.slice(1, 4).some((field) => field !== '')) return null;
  const last = extension[4] ?? '';
  return METHODS.includes(last) ? last : isUrl(last) ? 'REMOTE' : null;
}

const arbitraryRecord: fc.Arbitrary<AntennaRecord> = fc
  .record({
    url,
    title: fc.option(text),
    author: fc.option(text),
    lastModified: fc.integer({ min: 1, max: 2 ** 31 }),
    lastDetected: fc.integer({ min: 1, max: 2 ** 31 }),
    tzOffset: fc.option(fc.integer({ min: -50400, max: 50400 })),
    contentLength: fc.option(fc.integer({ min: 1, max: 2 ** 40 })),
    // A source URL is a URL or unknown: a bare word there before a URL extension field is
    // what an unescaped title comma looks like, and the decoder mends it as one.
    sourceUrl: fc.option(url),
    extension,
  })
  .map((fields) => ({
    ...fields,
    // The first extension field, when a URL, is the check URL (tamatebako, rAntenna).
    checkedUrl: isUrl(fields.extension[0]) ? (fields.extension[0] ?? null) : null,
    method: methodOf(fields.extension),
    expires: null,
    extra: {},
  }));

/** A record as strict EUC-JP carries its text (`encodeStrictEucJp`). */
const asWritten = (input: AntennaRecord): AntennaRecord => ({
  ...input,
  title: input.title === null ? null : toStrictEucJpText(input.title),
  author: input.author === null ? null : toStrictEucJpText(input.author),
  extension: input.extension.map(toStrictEucJpText),
});

describe('encodeLirs and decodeAntenna', () => {
  it('property: decoding what was encoded gives the same records', async () => {
    const records = fc.uniqueArray(arbitraryRecord, { maxLength: 8, selector: (r) => normalizeUrl(r.url) });
    await fc.assert(
      fc.asyncProperty(records, fc.boolean(), async (input, gzipped) => {
        const decoded = await decodeAntenna(encodeLirs(input, { gzip: gzipped }), { now: NOW }).catch((error: unknown) => error);
        if (input.length === 0) {
          expect(decoded).toMatchObject({ code: 'empty' });
          return;
        }
        expect(decoded).toMatchObject({ format: 'lirs', gzipped, rejected: [] });
        expect((decoded as { records: unknown }).records).toEqual(input.map(asWritten));
      }),
      { numRuns: 500 },
    );
  }, 60_000);
});
