import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../../core/record.ts';
import { encodeHinadi } from './encode-hinadi.ts';
import { decodeHinadi } from './hinadi.ts';

const NOW = 946782245;

const record: AntennaRecord = {
  url: 'http://www.example.jp/~taro/',
  title: 'たろうの日記',
  author: 'たろう',
  lastModified: 946782245,
  lastDetected: 946782600,
  tzOffset: 32400,
  contentLength: 12345,
  sourceUrl: 'http://antenna.example.jp/',
  checkedUrl: 'http://www.example.jp/~taro/latest.html',
  method: 'GET/200',
  expires: 946868645,
  extension: [],
  extra: { 'X-First-Modified-Detected': 'Sat, 01 Jan 2000 00:00:00 GMT', Keyword: 'diary, game' },
};

describe('encodeHinadi', () => {
  it('writes the header block and one entity block per record, URL first, CRLF', () => {
    expect(encodeHinadi([record], { now: NOW })).toBe(
      [
        'HINA/2.2',
        'User-Agent: Antenna Reader',
        'Content-Type: text/plain; charset=UTF-8',
        'Date: Sun, 02 Jan 2000 03:04:05 GMT',
        '',
        'URL: http://www.example.jp/~taro/',
        'Title: たろうの日記',
        'Author-Name: たろう',
        'Last-Modified: Sun, 02 Jan 2000 12:04:05 +0900',
        'Last-Modified-Detected: Sun, 02 Jan 2000 12:10:00 +0900',
        'Content-Length: 12345',
        'Virtual: http://www.example.jp/~taro/latest.html',
        'Authorized-url: http://antenna.example.jp/',
        'Method: GET/200',
        'Expires: Mon, 03 Jan 2000 12:04:05 +0900',
        'X-First-Modified-Detected: Sat, 01 Jan 2000 00:00:00 GMT',
        'Keyword: diary, game',
        '',
      ].join('\r\n'),
    );
  });

  it('names the user agent and charset it is told', () => {
    const text = encodeHinadi([], { now: NOW, userAgent: 'Test/1', charset: 'EUC-JP' });
    expect(text).toContain('User-Agent: Test/1\r\n');
    expect(text).toContain('Content-Type: text/plain; charset=EUC-JP\r\n');
  });

  it('writes dates in GMT when the zone is unknown', () => {
    const text = encodeHinadi([{ ...record, tzOffset: null }], { now: NOW });
    expect(text).toContain('Last-Modified: Sun, 02 Jan 2000 03:04:05 GMT\r\n');
  });

  it('leaves out the fields a record does not have (hina-di §9)', () => {
    const bare = { ...record, title: null, author: null, contentLength: null, sourceUrl: null, checkedUrl: null, method: null, expires: null, extra: {} };
    const block = encodeHinadi([bare], { now: NOW }).split('\r\n\r\n')[1];
    expect(block?.split('\r\n').map((line) => line.split(':')[0])).toEqual(['URL', 'Last-Modified', 'Last-Modified-Detected', '']);
  });

  it('writes no Last-Modified-Detected for a record whose file did not say', () => {
    const text = encodeHinadi([{ ...record, lastDetected: null }], { now: NOW });
    expect(text).not.toContain('Last-Modified-Detected');
    expect(decodeHinadi(text).records[0]?.lastDetected).toBeNull();
  });

  it('prepends REMOTE/ to Method when relaying (§5.17, §13)', () => {
    const [relayed] = decodeHinadi(encodeHinadi([{ ...record, method: 'REMOTE/GET/200' }], { now: NOW, relay: true })).records;
    expect(relayed?.method).toBe('REMOTE/REMOTE/GET/200');
  });

  it("writes a relay's own checks as they are, and prepends REMOTE/ to the rest", () => {
    const own = { ...record, url: 'http://own.example/', method: 'GET/200' };
    const text = encodeHinadi([own, { ...record, method: 'GET/200' }], { now: NOW, relay: (r) => r !== own });
    expect(decodeHinadi(text).records.map((r) => r.method)).toEqual(['GET/200', 'REMOTE/GET/200']);
  });

  it("writes a page's check URL as Virtual", () => {
    expect(encodeHinadi([{ ...record, sourceUrl: null, checkedUrl: 'http://a.example/latest.html' }], { now: NOW })).toContain('\r\nVirtual: http://a.example/latest.html\r\n');
  });

  it('writes Method: REMOTE when relaying a block without one', () => {
    expect(encodeHinadi([{ ...record, method: null }], { now: NOW, relay: true })).toContain('\r\nMethod: REMOTE\r\n');
  });

  it('writes no extra field that would repeat a field written from the record', () => {
    const text = encodeHinadi([{ ...record, extra: { title: 'other', URL: 'x', 'x-a': '1', 'X-A': '2' } }], { now: NOW });
    expect(text).not.toContain('title: other');
    expect(text).not.toContain('URL: x');
    expect(text).toContain('x-a: 1');
    expect(text).not.toContain('X-A: 2');
    expect(decodeHinadi(text).rejected).toEqual([]);
  });

  it('writes an extra field named like a record field the record lacks', () => {
    const text = encodeHinadi([{ ...record, contentLength: null, extra: { 'Content-Length': 'unknown' } }], { now: NOW });
    expect(text).toContain('Content-Length: unknown\r\n');
  });

  it('skips extra names that are no field names', () => {
    const text = encodeHinadi([{ ...record, extra: { 'X_Bad': '1', 'タイトル': '2', '': '3' } }], { now: NOW });
    expect(decodeHinadi(text).records[0]?.extra).toEqual({});
  });

  it('keeps every value on its line', () => {
    const text = encodeHinadi([{ ...record, title: ' two\r\nlines\u0000 ', extra: { 'X-A': 'a\nURL: http://evil/' } }], { now: NOW });
    const [decoded] = decodeHinadi(text).records;
    expect(decoded?.title).toBe('two  lines');
    expect(decoded?.extra).toEqual({ 'X-A': 'a URL: http://evil/' });
  });

  it('does not write extension, which hina-di has no field for', () => {
    const [decoded] = decodeHinadi(encodeHinadi([{ ...record, extension: ['http://x/', 'GET'] }], { now: NOW })).records;
    expect(decoded?.extension).toEqual([]);
  });
});

/** Text a field value can hold and read back: no control characters, no blanks at either end. */
const value = fc
  .string({ unit: fc.oneof(fc.constantFrom('a', 'Z', '0', ' ', '\t', ',', ':', '\\', '日', '記', '〜', '①', '表'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 20 })
  .map((text) => text.replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '').replace(/^[ \t]+|[ \t]+$/g, ''));

const known = (text: string) => text !== '' && text !== '0';

const fieldName = fc
  .array(fc.stringMatching(/^[A-Za-z0-9]{1,6}$/), { minLength: 1, maxLength: 3 })
  .map((words) => `X-${words.join('-')}`)
  .filter((name) => !['x-hatena-last-modified', 'x-wdb-title', 'x-wdb-author-name', 'x-tama-timezone'].includes(name.toLowerCase()));

const seconds = fc.integer({ min: 0, max: 4_102_444_800 });

const arbitraryRecord = (index: number) =>
  fc.record({
    url: fc.webPath().map((path) => `http://site${index}.example.jp${path.replace(/[\s#]/g, '')}`),
    title: fc.option(value.filter(known)),
    author: fc.option(value.filter(known)),
    lastModified: seconds,
    lastDetected: fc.option(seconds),
    tzOffset: fc.option(fc.integer({ min: -1439, max: 1439 }).map((minutes) => minutes * 60)),
    contentLength: fc.option(fc.nat({ max: 2 ** 40 })),
    // Empty and `0` read as "not known", as for the title and author.
    sourceUrl: fc.option(value.filter(known)),
    checkedUrl: fc.option(value.filter(known)),
    method: fc.option(value),
    expires: fc.option(seconds),
    extension: fc.constant([]),
    extra: fc.uniqueArray(fc.tuple(fieldName, value), { selector: ([name]) => name.toLowerCase(), maxLength: 4 }).map((pairs) => Object.fromEntries(pairs)),
  });

const recordList = fc.nat({ max: 8 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => arbitraryRecord(i))));

describe('encodeHinadi with decodeHinadi', () => {
  it('gives back the records it wrote', () => {
    fc.assert(
      fc.property(recordList, (records) => {
        const decoded = decodeHinadi(encodeHinadi(records, { now: NOW }));
        expect(decoded.rejected).toEqual([]);
        expect(decoded.records).toEqual(records);
      }),
    );
  });

  it('gives back the records with REMOTE/ on each Method when relaying', () => {
    fc.assert(
      fc.property(recordList, (records) => {
        const decoded = decodeHinadi(encodeHinadi(records, { now: NOW, relay: true }));
        const relayed = records.map((r) => ({ ...r, method: r.method === null ? 'REMOTE' : `REMOTE/${r.method}` }));
        expect(decoded.records).toEqual(relayed);
      }),
    );
  });

  it('gives back what it read from a file, relayed unaltered but for Method (§12)', () => {
    const file = [
      'HINA/2.1',
      'User-Agent: WWW-Dancing-Bee/1.70',
      '',
      'URL:\t\thttp://a.example.jp/',
      'Title:\t\tえー',
      'Last-Modified:\t\tSun, 2 Jan 2000 03:04:05 GMT',
      'Expire:\t\tMon, 3 Jan 2000 03:04:05 GMT',
      'Method:\t\tGET/200',
      'X-WDB-Title:\t\tA',
      'Date: Sun, 02 Jan 2000 04:00:00 GMT',
      '',
    ].join('\n');
    const first = decodeHinadi(file).records;
    const relayed = decodeHinadi(encodeHinadi(first, { now: NOW, relay: true })).records;
    expect(relayed).toEqual(first.map((r) => ({ ...r, method: `REMOTE/${r.method ?? ''}` })));
    expect(relayed[0]?.extra).toEqual({ Expire: 'Mon, 3 Jan 2000 03:04:05 GMT', 'X-WDB-Title': 'A', Date: 'Sun, 02 Jan 2000 04:00:00 GMT' });
  });
});
