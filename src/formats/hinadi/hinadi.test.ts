import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeHinadi } from './hinadi.ts';
import { AntennaDecodeError } from '../types.ts';

const HEADER = ['HINA/2.2', 'User-Agent: test/1.0', 'Content-Type: text/plain; charset=UTF-8'];
const LM = 'Last-Modified: Sun, 02 Jan 2000 03:04:05 GMT';
const JAN_2_2000 = 946782245;

/** A file: the header lines, then each block's lines, blocks separated by one blank line. */
function hina(blocks: string[][], header: string[] = HEADER, eol = '\n'): string {
  return [header, ...blocks].map((lines) => lines.join(eol)).join(eol + eol) + eol;
}

function only(text: string) {
  const { records, rejected } = decodeHinadi(text);
  expect(rejected).toEqual([]);
  expect(records).toHaveLength(1);
  const [record] = records;
  if (record === undefined) throw new Error('no record');
  return record;
}

describe('decodeHinadi', () => {
  it('reads a block into a record', () => {
    const text = hina([
      [
        'URL: http://www.example.jp/~taro/',
        'Title: たろうの日記',
        'Author-Name: たろう',
        'Last-Modified: Sun, 02 Jan 2000 12:04:05 +0900',
        'Last-Modified-Detected: Sun, 02 Jan 2000 12:10:00 +0900',
        'Content-Length: 12345',
        'Virtual: http://antenna.example.jp/hina.di',
        'Method: REMOTE/GET/200',
        'Expires: Mon, 03 Jan 2000 12:00:00 +0900',
      ],
    ]);
    expect(decodeHinadi(text)).toEqual({
      title: null,
      date: null,
      records: [
        {
          url: 'http://www.example.jp/~taro/',
          title: 'たろうの日記',
          author: 'たろう',
          lastModified: JAN_2_2000,
          lastDetected: JAN_2_2000 + 355,
          tzOffset: 32400,
          contentLength: 12345,
          sourceUrl: null,
          checkedUrl: 'http://antenna.example.jp/hina.di',
          method: 'REMOTE/GET/200',
          expires: JAN_2_2000 + 86400 - 245,
          extension: [],
          extra: {},
        },
      ],
      rejected: [],
    });
  });

  it('reads CRLF line ends (tamatebako)', () => {
    const text = hina([['URL: http://a.example.jp/', 'Title: a', LM]], HEADER, '\r\n');
    expect(only(text)).toMatchObject({ url: 'http://a.example.jp/', title: 'a', lastModified: JAN_2_2000 });
  });

  it('reads a file whose lines all end in a lone CR', () => {
    const text = hina([['URL: http://a.example.jp/', 'Title: a', LM]], HEADER, '\r');
    expect(only(text)).toMatchObject({ title: 'a', lastModified: JAN_2_2000 });
  });

  it("reads WDB's Name:<TAB><TAB>value and the bare Name:value", () => {
    const text = hina([['URL:\t\thttp://a.example.jp/', 'Title:\t\tたいとる', `Author-Name:はなこ`, 'Last-Modified:Sun, 2 Jan 2000 03:04:05 GMT']]);
    expect(only(text)).toMatchObject({ url: 'http://a.example.jp/', title: 'たいとる', author: 'はなこ', lastModified: JAN_2_2000 });
  });

  it('reads field names in any case (hina-di §4.1)', () => {
    const text = hina([['url: http://a.example.jp/', 'TITLE: a', 'last-modified: Sun, 02 Jan 2000 03:04:05 GMT']]);
    expect(only(text)).toMatchObject({ title: 'a', lastModified: JAN_2_2000 });
  });

  it('removes blanks around a value, keeps those inside', () => {
    const text = hina([['URL: http://a.example.jp/  ', 'Title: \t a \t b \t', LM]]);
    expect(only(text)).toMatchObject({ url: 'http://a.example.jp/', title: 'a \t b' });
  });

  it.each(['HINA/2.1', 'HINA/2.2beta', 'hina/2.2'])('reads the header line %s', (first) => {
    expect(only(hina([['URL: http://a.example.jp/', LM]], [first, 'User-Agent: x'])).url).toBe('http://a.example.jp/');
  });

  it("takes the antenna's title from a header Title", () => {
    expect(decodeHinadi(hina([], [...HEADER, 'Title: まとめアンテナ'])).title).toBe('まとめアンテナ');
  });

  it('reads a first block that follows the header without a blank line', () => {
    const text = ['HINA/2.2', 'User-Agent: x', 'URL: http://a.example.jp/', LM, ''].join('\n');
    expect(only(text).url).toBe('http://a.example.jp/');
  });

  it('takes several blank lines, and lines of blanks, as one separator', () => {
    const text = `${HEADER.join('\n')}\n\n\n \t\nURL: http://a.example.jp/\n${LM}\n\n\n\nURL: http://b.example.jp/\n${LM}`;
    expect(decodeHinadi(text).records.map((r) => r.url)).toEqual(['http://a.example.jp/', 'http://b.example.jp/']);
  });

  it('reads a file with a byte order mark and no final line end', () => {
    expect(only(`\uFEFF${HEADER.join('\n')}\n\nURL: http://a.example.jp/\n${LM}`).lastModified).toBe(JAN_2_2000);
  });

  it('discards a block that does not start with URL (§5.3), with its line', () => {
    const { records, rejected } = decodeHinadi(hina([['Title: a', 'URL: http://a.example.jp/', LM]]));
    expect(records).toEqual([]);
    expect(rejected).toEqual([{ line: 5, kind: 'url-not-first', params: ['Title'], reason: 'block does not start with URL (first field: Title)' }]);
  });

  it('discards a block with a repeated field (§10), whatever its case', () => {
    const { records, rejected } = decodeHinadi(hina([['URL: http://a.example.jp/', 'Title: a', 'title: b', LM]]));
    expect(records).toEqual([]);
    expect(rejected).toEqual([{ line: 5, kind: 'repeated-field', params: ['title'], reason: 'repeated field title (hina-di §10)' }]);
  });

  it('discards a block with a repeated undefined field', () => {
    const { rejected } = decodeHinadi(hina([['URL: http://a.example.jp/', 'X-Foo: 1', LM, 'x-foo: 2']]));
    expect(rejected).toEqual([{ line: 5, kind: 'repeated-field', params: ['x-foo'], reason: 'repeated field x-foo (hina-di §10)' }]);
  });

  it('takes Virtual and Vitural for one field', () => {
    const { rejected } = decodeHinadi(hina([['URL: http://a.example.jp/', 'Virtual: http://x.jp/', 'Vitural: http://y.jp/', LM]]));
    expect(rejected).toEqual([{ line: 5, kind: 'repeated-field', params: ['Vitural'], reason: 'repeated field Vitural (hina-di §10)' }]);
  });

  it('takes Expire and Expires for two fields, reads Expires and keeps Expire', () => {
    const record = only(
      hina([['URL: http://a.example.jp/', LM, 'Expires: Mon, 03 Jan 2000 03:04:05 GMT', 'Expire: Mon, 03 Jan 2000 03:04:05 GMT']]),
    );
    expect(record.expires).toBe(JAN_2_2000 + 86400);
    expect(record.extra).toEqual({ Expire: 'Mon, 03 Jan 2000 03:04:05 GMT' });
  });

  it('reads Expire when it comes alone', () => {
    const record = only(hina([['URL: http://a.example.jp/', LM, 'Expire: Mon, 03 Jan 2000 03:04:05 GMT']]));
    expect(record.expires).toBe(JAN_2_2000 + 86400);
    expect(record.extra).toEqual({ Expire: 'Mon, 03 Jan 2000 03:04:05 GMT' });
  });

  it('discards a block with a line that is not a field (§11)', () => {
    const { records, rejected } = decodeHinadi(hina([['URL: http://a.example.jp/', 'no colon here', LM]]));
    expect(records).toEqual([]);
    expect(rejected).toEqual([{ line: 5, kind: 'not-a-field', params: ['6'], reason: 'line 6 is not a "Name: value" field (hina-di §11)' }]);
  });

  it.each(['X_Foo: 1', '-X: 1', 'タイトル: 1', ': 1', ' Title: 1'])('discards a block with the malformed line %j', (line) => {
    const { records, rejected } = decodeHinadi(hina([['URL: http://a.example.jp/', line, LM]]));
    expect(records).toEqual([]);
    expect(rejected[0]?.reason).toContain('hina-di §11');
  });

  it.each(['ftp://a.example.jp/', 'mailto:a@example.jp', 'a.example.jp', 'http://', ''])('discards the URL %j', (url) => {
    const { records, rejected } = decodeHinadi(hina([[`URL: ${url}`, LM]]));
    expect(records).toEqual([]);
    expect(rejected).toEqual([{ line: 5, kind: 'not-http-url', params: [url], reason: `URL is not http or https: ${url}` }]);
  });

  it('quotes a bad URL in its reason shortened and with control characters shown as ?', () => {
    const { rejected } = decodeHinadi(hina([[`URL: ftp://${'x'.repeat(500)}\u0007`, LM]]));
    expect(rejected[0]?.reason).toBe(`URL is not http or https: ftp://${'x'.repeat(94)}…`);
    const bell = decodeHinadi(hina([['URL: ftp://a\u0007b/', LM]])).rejected[0]?.reason;
    expect(bell).toBe('URL is not http or https: ftp://a?b/');
  });

  it('reads https and an upper-case scheme', () => {
    expect(only(hina([['URL: HTTPS://A.example.jp/', LM]])).url).toBe('HTTPS://A.example.jp/');
  });

  it('discards a block without Last-Modified', () => {
    const { rejected } = decodeHinadi(hina([['URL: http://a.example.jp/', 'Title: a']]));
    expect(rejected).toEqual([{ line: 5, kind: 'no-last-modified', params: [], reason: 'no Last-Modified' }]);
  });

  it('discards a block whose Last-Modified cannot be read', () => {
    const { rejected } = decodeHinadi(hina([['URL: http://a.example.jp/', 'Last-Modified: yesterday']]));
    expect(rejected).toEqual([{ line: 5, kind: 'bad-last-modified', params: ['yesterday'], reason: 'unreadable Last-Modified: yesterday' }]);
  });

  it('discards a block dated outside the times the reader can show, saying so', () => {
    const { records, rejected } = decodeHinadi(
      hina([
        ['URL: http://old.example.jp/', 'Last-Modified: Fri, 01 Jan 1960 00:00:00 GMT'],
        ['URL: http://far.example.jp/', 'Last-Modified: Fri, 31 Dec 9999 23:59:59 GMT'],
        ['URL: http://ok.example.jp/', LM],
      ]),
    );
    expect(records.map((record) => record.url)).toEqual(['http://ok.example.jp/']);
    expect(rejected).toEqual([
      { line: 5, kind: 'impossible-time', params: ['Last-Modified', '-315619200'], reason: 'Last-Modified -315619200 is outside the times the reader can show (1970 to 9999)' },
      { line: 8, kind: 'impossible-time', params: ['Last-Modified', '253402300799'], reason: 'Last-Modified 253402300799 is outside the times the reader can show (1970 to 9999)' },
    ]);
  });

  it('keeps an Expires past what the reader can show in extra, not in the record', () => {
    const record = only(hina([['URL: http://a.example.jp/', LM, 'Expires: Fri, 31 Dec 9999 23:59:59 GMT']]));
    expect(record.expires).toBeNull();
    expect(record.extra).toEqual({ Expires: 'Fri, 31 Dec 9999 23:59:59 GMT' });
  });

  it("reads Hatena Antenna's X-Hatena-Last-Modified when Last-Modified is absent, and keeps it", () => {
    const record = only(hina([['URL: http://d.hatena.ne.jp/a/', 'X-Hatena-Last-Modified: Sun, 02 Jan 2000 12:04:05 +0900']]));
    expect(record).toMatchObject({ lastModified: JAN_2_2000, tzOffset: 32400 });
    expect(record.extra).toEqual({ 'X-Hatena-Last-Modified': 'Sun, 02 Jan 2000 12:04:05 +0900' });
  });

  it('prefers Last-Modified to X-Hatena-Last-Modified', () => {
    const record = only(hina([['URL: http://a.example.jp/', 'X-Hatena-Last-Modified: Mon, 03 Jan 2000 00:00:00 GMT', LM]]));
    expect(record.lastModified).toBe(JAN_2_2000);
  });

  it('reads Last-Modified-Detected as the detection time (§5.13)', () => {
    const record = only(hina([['URL: http://a.example.jp/', LM, 'Last-Modified-Detected: Sun, 02 Jan 2000 04:00:00 GMT']]));
    expect(record.lastDetected).toBe(JAN_2_2000 + 3355);
  });

  it("without Last-Modified-Detected, says no detection time and keeps the block's Date (§5.7)", () => {
    const record = only(hina([['URL: http://a.example.jp/', LM, 'Date: Sun, 02 Jan 2000 05:00:00 GMT']], [...HEADER, 'Date: Sun, 02 Jan 2000 06:00:00 GMT']));
    expect(record.lastDetected).toBeNull();
    expect(record.extra).toEqual({ Date: 'Sun, 02 Jan 2000 05:00:00 GMT' });
  });

  it("gives the header's Date as the file's date", () => {
    const decoded = decodeHinadi(hina([['URL: http://a.example.jp/', LM]], [...HEADER, 'Date: Sun, 02 Jan 2000 06:00:00 GMT']));
    expect(decoded.date).toBe(JAN_2_2000 + 10555);
    expect(decoded.records[0]?.lastDetected).toBeNull();
  });

  it("reads tamatebako's X-TAMA-Timezone as the site's zone, and keeps it", () => {
    const record = only(hina([['URL: http://a.example.jp/', 'Last-Modified: Sun, 02 Jan 2000 03:04:05 GMT', 'X-TAMA-Timezone: JST']]));
    expect(record.tzOffset).toBe(32400);
    expect(record.extra).toEqual({ 'X-TAMA-Timezone': 'JST' });
  });

  it('takes the zone of Last-Modified for the site: JST, numeric, hina-style; GMT says none', () => {
    const zone = (date: string) => only(hina([['URL: http://a.example.jp/', `Last-Modified: ${date}`]])).tzOffset;
    expect(zone('Sun, 02 Jan 2000 12:04:05 JST')).toBe(32400);
    expect(zone('Sun, 02 Jan 2000 12:04:05 +0900')).toBe(32400);
    expect(zone('2000/01/02 12:04')).toBe(32400);
    expect(zone('Sun, 02 Jan 2000 03:04:05 GMT')).toBeNull();
  });

  it('reads RFC 850 and asctime dates (tamatebako)', () => {
    const record = only(hina([['URL: http://a.example.jp/', 'Last-Modified: Sunday, 02-Jan-00 03:04:05 GMT', 'Last-Modified-Detected: Sun Jan  2 03:04:05 2000']]));
    expect(record).toMatchObject({ lastModified: JAN_2_2000, lastDetected: JAN_2_2000 });
  });

  it('reads Virtual, and Vitural, the spec grammar’s spelling, as the checked page (§5.5)', () => {
    expect(only(hina([['URL: http://a.example.jp/', 'Vitural: http://x.example.jp/latest.html', LM]])).checkedUrl).toBe('http://x.example.jp/latest.html');
    expect(only(hina([['URL: http://a.example.jp/', 'Virtual: http://x.example.jp/latest.html', LM]]))).toMatchObject({
      checkedUrl: 'http://x.example.jp/latest.html',
      sourceUrl: null,
    });
  });

  it('reads Authorized-url as the antenna that obtained the record (§5.16), 0 as unknown', () => {
    expect(only(hina([['URL: http://a.example.jp/', 'Authorized-url: http://antenna.example.jp/', LM]])).sourceUrl).toBe('http://antenna.example.jp/');
    expect(only(hina([['URL: http://a.example.jp/', 'Authorized-url: 0', LM]])).sourceUrl).toBeNull();
  });

  it('keeps Method as written', () => {
    expect(only(hina([['URL: http://a.example.jp/', 'Method: REMOTE/REMOTE/GET/200', LM]])).method).toBe('REMOTE/REMOTE/GET/200');
  });

  it('keeps a Content-Length that is not a number in extra', () => {
    const record = only(hina([['URL: http://a.example.jp/', 'Content-Length: unknown', LM]]));
    expect(record.contentLength).toBeNull();
    expect(record.extra).toEqual({ 'Content-Length': 'unknown' });
  });

  it('keeps an Expires that cannot be read in extra', () => {
    const record = only(hina([['URL: http://a.example.jp/', 'Expires: never', LM]]));
    expect(record.expires).toBeNull();
    expect(record.extra).toEqual({ Expires: 'never' });
  });

  it('keeps Authorized, Keyword, X- and undefined fields in extra, names as written', () => {
    const record = only(
      hina([
        [
          'URL: http://a.example.jp/',
          LM,
          'Authorized: asahina/2.2',
          'Authorized-url: http://antenna.example.jp/',
          'Keyword: diary, game',
          'X-First-Modified-Detected: Sat, 01 Jan 2000 00:00:00 GMT',
          'X-LM-Is-FMD: 0',
          'X-TAMA-Method: HEAD',
          'HINA-Version: HINA/2.2',
          'Server: Apache/1.3.33',
          'Image-Width: 120',
          'Whatever: kept',
        ],
      ]),
    );
    expect(record.sourceUrl).toBe('http://antenna.example.jp/');
    expect(record.extra).toEqual({
      Authorized: 'asahina/2.2',
      Keyword: 'diary, game',
      'X-First-Modified-Detected': 'Sat, 01 Jan 2000 00:00:00 GMT',
      'X-LM-Is-FMD': '0',
      'X-TAMA-Method': 'HEAD',
      'HINA-Version': 'HINA/2.2',
      Server: 'Apache/1.3.33',
      'Image-Width': '120',
      Whatever: 'kept',
    });
  });

  it("takes WDB's X-WDB-Title and X-WDB-Author-Name when Title and Author-Name are absent", () => {
    const record = only(hina([['URL: http://a.example.jp/', 'X-WDB-Title: 日記', 'X-WDB-Author-Name: 私', LM]]));
    expect(record).toMatchObject({ title: '日記', author: '私' });
    expect(record.extra).toEqual({ 'X-WDB-Title': '日記', 'X-WDB-Author-Name': '私' });
  });

  it('prefers Title and Author-Name to the WDB fields', () => {
    const record = only(hina([['URL: http://a.example.jp/', 'Title: a', 'X-WDB-Title: b', 'Author-Name: c', 'X-WDB-Author-Name: d', LM]]));
    expect(record).toMatchObject({ title: 'a', author: 'c' });
  });

  it('reads an empty Title as no title (Asahina)', () => {
    expect(only(hina([['URL: http://a.example.jp/', 'Title:', LM]])).title).toBeNull();
  });

  it('keeps the block for a URL detected last, and rejects the other with its line', () => {
    const detected = (hour: string) => `Last-Modified-Detected: Sun, 02 Jan 2000 ${hour}:00:00 GMT`;
    const { records, rejected } = decodeHinadi(
      hina([
        ['URL: http://a.example.jp/', LM, detected('04'), 'Title: first'],
        ['URL: http://B.Example.JP/x', LM, detected('05'), 'Title: b'],
        ['URL: HTTP://A.EXAMPLE.JP/', LM, detected('06'), 'Title: newer'],
        ['URL: http://b.example.jp/x', LM, detected('05'), 'Title: same time'],
      ]),
    );
    expect(records.map((r) => r.title)).toEqual(['newer', 'b']);
    expect(rejected).toEqual([
      { line: 5, kind: 'duplicate-later', params: ['15'], reason: 'duplicate URL: the block at line 15 was detected later' },
      { line: 20, kind: 'duplicate-same-or-later', params: ['10'], reason: 'duplicate URL: the block at line 10 was detected at the same time or later' },
    ]);
  });

  it('keeps a path that differs only in case apart', () => {
    const { records } = decodeHinadi(hina([['URL: http://a.example.jp/X', LM], ['URL: http://a.example.jp/x', LM]]));
    expect(records).toHaveLength(2);
  });

  it('reports every broken block by its first line, in file order', () => {
    const { records, rejected } = decodeHinadi(
      hina([['URL: ftp://a/', LM], ['URL: http://ok.example.jp/', LM], ['Title: x'], ['URL: http://c.example.jp/']]),
    );
    expect(records).toHaveLength(1);
    expect(rejected.map((r) => r.line)).toEqual([5, 11, 13]);
  });

  it('reads a header with no blocks as no records', () => {
    expect(decodeHinadi(hina([]))).toEqual({ title: null, date: null, records: [], rejected: [] });
  });

  it('throws unknown-format for text that is not hina-di', () => {
    expect(() => decodeHinadi('LIRS,1,2,0,0,http://a/,t,a,0,\n')).toThrow(AntennaDecodeError);
    try {
      decodeHinadi('<html></html>');
    } catch (error) {
      expect(error).toMatchObject({ code: 'unknown-format' });
    }
  });

  it('throws empty for blank text', () => {
    expect(() => decodeHinadi(' \n\n')).toThrow(expect.objectContaining({ code: 'empty' }));
  });

  it('gives records or the one documented error for any text, never another throw', () => {
    const line = fc.oneof(
      fc.constantFrom('', 'URL: http://a.example.jp/', 'URL: http://b.example.jp/', LM, 'Title: t', 'Expire: x', 'X-A: 1', 'x-a: 2', '\r', 'bad line'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(line, { maxLength: 40 }), (withHeader, lines) => {
        const text = (withHeader ? 'HINA/2.2\n' : '') + lines.join('\n');
        try {
          const { records, rejected } = decodeHinadi(text);
          for (const record of records) expect(record.url).toMatch(/^https?:\/\//i);
          for (const rejection of rejected) expect(rejection.line).toBeGreaterThan(0);
        } catch (error) {
          expect(error).toBeInstanceOf(AntennaDecodeError);
        }
      }),
    );
  });
});
