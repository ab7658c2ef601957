import { describe, expect, it } from 'vitest';
import { decodeLirs } from './lirs.ts';

const SPEC_RECORD =
  'LIRS,938779260,938781002,32400,49383,http://hiya.ouchi.to/n/,Tadayo Memories,Hiya,http://amano.hauN.org/,blah blah,\r\n';

function only(text: string) {
  const { records, rejected } = decodeLirs(text);
  expect(rejected).toEqual([]);
  expect(records).toHaveLength(1);
  return records[0]!;
}

function rejection(text: string) {
  const { records, rejected } = decodeLirs(text);
  expect(records).toEqual([]);
  expect(rejected).toHaveLength(1);
  return rejected[0]!;
}

describe('decodeLirs', () => {
  it("reads the spec's example record", () => {
    expect(only(SPEC_RECORD)).toEqual({
      url: 'http://hiya.ouchi.to/n/',
      title: 'Tadayo Memories',
      author: 'Hiya',
      lastModified: 938779260,
      lastDetected: 938781002,
      tzOffset: 32400,
      contentLength: 49383,
      sourceUrl: 'http://amano.hauN.org/',
      checkedUrl: null,
      method: null,
      expires: null,
      extension: ['blah blah'],
      extra: {},
    });
  });

  it('reads LF and CRLF line ends in one file', () => {
    const text = 'LIRS,1,2,0,0,http://a.jp/,A,0,0,\nLIRS,1,2,0,0,http://b.jp/,B,0,0,\r\n';
    expect(decodeLirs(text).records.map((r) => r.title)).toEqual(['A', 'B']);
  });

  it('takes a lone CR as a line end instead of running records together', () => {
    const text = 'LIRS,1,2,0,0,http://a.jp/,A,0,0,\rLIRS,1,2,0,0,http://b.jp/,B,0,0,\r';
    expect(decodeLirs(text).records.map((r) => r.title)).toEqual(['A', 'B']);
  });

  it('skips # comment lines and blank lines', () => {
    const text = '# sites.lirs by WDB\n\n   \nLIRS,1,2,0,0,http://a.jp/,A,0,0,\n#LIRS,1,2,0,0,http://b.jp/,B,0,0,\n';
    expect(decodeLirs(text)).toEqual({ records: [expect.objectContaining({ title: 'A' })], rejected: [] });
  });

  it('reads \\, as a comma and \\\\ as a backslash', () => {
    expect(only('LIRS,1,2,0,0,http://a.jp/,a\\,b\\\\c\\\\,x\\,y,0,\n')).toMatchObject({ title: 'a,b\\c\\', author: 'x,y' });
  });

  it('keeps a backslash before any other character as written (rAntenna, Lily)', () => {
    expect(only('LIRS,1,2,0,0,http://a.jp/,C:\\temp\\n,0,0,\n').title).toBe('C:\\temp\\n');
  });

  it('reads a record without its final comma', () => {
    expect(only('LIRS,1,2,0,0,http://a.jp/,Title,Author,http://src.jp/')).toMatchObject({
      title: 'Title',
      author: 'Author',
      sourceUrl: 'http://src.jp/',
      extension: [],
    });
  });

  it('reads a record whose last field ends in an escaped comma and has no final comma', () => {
    expect(only('LIRS,1,2,0,0,http://a.jp/,Title,Author\\,').author).toBe('Author,');
  });

  it('reads +32400', () => {
    expect(only('LIRS,1,2,+32400,0,http://a.jp/,A,0,0,\n').tzOffset).toBe(32400);
  });

  it('reads 32400 without a sign', () => {
    expect(only('LIRS,1,2,32400,0,http://a.jp/,A,0,0,\n').tzOffset).toBe(32400);
  });

  it('reads a negative time difference', () => {
    expect(only('LIRS,1,2,-18000,0,http://a.jp/,A,0,0,\n').tzOffset).toBe(-18000);
  });

  it('reads time difference 0 as UTC', () => {
    expect(only('LIRS,1,2,0,0,http://a.jp/,A,0,0,\n').tzOffset).toBe(0);
    expect(only('LIRS,1,2,-0,0,http://a.jp/,A,0,0,\n').tzOffset).toBe(0);
  });

  it('reads an empty or unreadable time difference as unknown', () => {
    expect(only('LIRS,1,2,,0,http://a.jp/,A,0,0,\n').tzOffset).toBeNull();
    expect(only('LIRS,1,2,JST,0,http://a.jp/,A,0,0,\n').tzOffset).toBeNull();
    expect(only('LIRS,1,2,999999,0,http://a.jp/,A,0,0,\n').tzOffset).toBeNull();
  });

  it("reads samidare's author 0 as blank", () => {
    expect(only('LIRS,1,2,32400,0,http://a.jp/,A,0,http://samidare.jp/,\n').author).toBeNull();
  });

  it("reads Lily's empty source URL as blank", () => {
    expect(only('LIRS,1,2,32400,0,http://a.jp/,A,B,,\n').sourceUrl).toBeNull();
  });

  it('reads 0 or empty title and Content-Length as blank', () => {
    expect(only('LIRS,1,2,32400,0,http://a.jp/,0,,0,\n')).toMatchObject({ title: null, author: null, contentLength: null });
    expect(only('LIRS,1,2,32400,,http://a.jp/,,B,0,\n')).toMatchObject({ title: null, contentLength: null });
  });

  it('reads an unreadable Content-Length as blank without rejecting the record', () => {
    expect(only('LIRS,1,2,32400,12kB,http://a.jp/,A,B,0,\n').contentLength).toBeNull();
  });

  it('reads missing title, author and source URL as blank', () => {
    expect(only('LIRS,1,2,32400,10,http://a.jp/,\n')).toMatchObject({ title: null, author: null, sourceUrl: null });
  });

  it("reads WDB's record without Content-Length", () => {
    expect(only('LIRS,938779260,938781002,0,http://a.jp/,WDB Title,Author,http://wdb.example/,\n')).toMatchObject({
      url: 'http://a.jp/',
      title: 'WDB Title',
      author: 'Author',
      sourceUrl: 'http://wdb.example/',
      contentLength: null,
      // WDB writes 0 for every site, whatever its zone: unknown, not UTC.
      tzOffset: null,
      extension: [],
    });
  });

  it("rejects WDB's failed check, its 1980 epoch in both times, like 0,0", () => {
    expect(rejection('LIRS,315532800,315532800,0,http://a.jp/,T,A,http://wdb.example/,\n')).toEqual({
      line: 1,
      kind: 'wdb-check-failed',
      params: ['315532800'],
      reason: "unusable: Last-Modified and Last-Detected are 315532800, WDB's 1980 epoch (the check failed)",
    });
  });

  it('reads a title ending in a backslash that tamatebako, WDB and rAntenna did not escape', () => {
    const tama = only('LIRS,1,2,32400,0,http://a.jp/,メモ D:\\,なまえ,http://t.jp/,,,,,HEAD');
    expect(tama).toMatchObject({ title: 'メモ D:\\', author: 'なまえ', sourceUrl: 'http://t.jp/', method: 'HEAD' });
    expect(only('LIRS,1,2,0,http://a.jp/,メモ D:\\,なまえ,http://w.jp/,\n')).toMatchObject({
      title: 'メモ D:\\',
      author: 'なまえ',
      sourceUrl: 'http://w.jp/',
    });
    expect(only('LIRS,1,2,32400,0,http://a.jp/,メモ D:\\,なまえ,http://r.jp/,,\n')).toMatchObject({
      title: 'メモ D:\\',
      author: 'なまえ',
      extension: [''],
    });
  });

  it('still reads a spec-escaped comma as a comma when the record has its shape', () => {
    expect(only('LIRS,1,2,32400,0,http://a.jp/,a\\,b,なまえ,http://t.jp/,\n')).toMatchObject({ title: 'a,b', author: 'なまえ' });
  });

  it("mends WDB's and rAntenna's bare comma in a URL (a CGI diary's ?d=1999,12)", () => {
    expect(only('LIRS,1,2,0,http://a.jp/d.cgi?d=1999,12,CGI日記,しー,http://w.jp/,\n')).toMatchObject({
      url: 'http://a.jp/d.cgi?d=1999,12',
      title: 'CGI日記',
      author: 'しー',
      sourceUrl: 'http://w.jp/',
    });
  });

  it("mends rAntenna's bare commas in both title and author", () => {
    expect(only('LIRS,1,2,32400,158,http://a.jp/,Foo, Bar 日記,Ann, Bob,http://r.jp/,,\n')).toMatchObject({
      title: 'Foo, Bar 日記',
      author: 'Ann, Bob',
      sourceUrl: 'http://r.jp/',
      extension: [''],
    });
  });

  it("reads rAntenna's check URL, the field after the source URL", () => {
    expect(only('LIRS,1,2,32400,0,http://a.jp/,T,A,http://r.jp/,http://a.jp/latest.html,\n')).toMatchObject({
      checkedUrl: 'http://a.jp/latest.html',
      method: null,
      extension: ['http://a.jp/latest.html'],
    });
  });

  it("reads WDB's record whose title is itself a URL", () => {
    expect(only('LIRS,1,2,0,http://a.jp/,http://a.jp/,Author,http://wdb.example/,\n')).toMatchObject({
      url: 'http://a.jp/',
      title: 'http://a.jp/',
      contentLength: null,
    });
  });

  it("mends rAntenna's unescaped comma in a title when the source URL shows where fields belong", () => {
    expect(only('LIRS,1,2,32400,100,http://a.jp/,Hello, World,Author,http://src.jp/,\n')).toMatchObject({
      title: 'Hello, World',
      author: 'Author',
      sourceUrl: 'http://src.jp/',
      extension: [],
    });
  });

  it('mends an unescaped comma before an empty source URL', () => {
    expect(only('LIRS,1,2,32400,100,http://a.jp/,Hello, World,Author,,\n')).toMatchObject({
      title: 'Hello, World',
      author: 'Author',
      sourceUrl: null,
      extension: [],
    });
  });

  it('leaves an unescaped comma alone when nothing shows where the fields belong', () => {
    expect(only('LIRS,1,2,32400,100,http://a.jp/,Hello, World,Author,\n')).toMatchObject({
      title: 'Hello',
      author: ' World',
      sourceUrl: 'Author',
      extension: [],
    });
  });

  it("keeps tamatebako's five extension fields, its check URL first and its method last", () => {
    const record = only('LIRS,1,2,32400,5120,http://a.jp/,A,B,http://t.jp/,http://a.jp/diary/,,,,GET\n');
    expect(record.extension).toEqual(['http://a.jp/diary/', '', '', '', 'GET']);
    expect(record.checkedUrl).toBe('http://a.jp/diary/');
    expect(record.method).toBe('GET');
  });

  it("reads each of tamatebako's methods", () => {
    for (const method of ['GET', 'HEAD', 'CACHE', 'FILE', 'LENGTH', 'KEYWORD']) {
      expect(only(`LIRS,1,2,32400,0,http://a.jp/,A,B,0,,,,,${method}\n`).method).toBe(method);
    }
  });

  it("reads REMOTE when tamatebako's method field holds the remote antenna's URL", () => {
    const record = only('LIRS,1,2,32400,0,http://a.jp/,A,B,0,,,,,http://remote.jp/\n');
    expect(record.method).toBe('REMOTE');
    expect(record.extension[4]).toBe('http://remote.jp/');
  });

  it('reads no method from fields of another layout', () => {
    expect(only('LIRS,1,2,0,0,http://a.jp/,A,B,0,http://a.jp/,GET,,,,\n').method).toBeNull();
  });

  it('rejects Last-Modified 0 as unusable', () => {
    expect(rejection('LIRS,0,938781002,32400,0,http://a.jp/,A,0,0,\n')).toEqual({
      line: 1,
      kind: 'lm-zero', params: [], reason: 'unusable: Last-Modified is 0',
    });
  });

  it('rejects Last-Detected 0 as unusable', () => {
    expect(rejection('LIRS,938781002,0,32400,0,http://a.jp/,A,0,0,\n')).toEqual({ line: 1, kind: 'ld-zero', params: [], reason: 'unusable: Last-Detected is 0' });
  });

  it('rejects a failed check (Last-Modified and Last-Detected both 0)', () => {
    expect(rejection('LIRS,0,0,32400,0,http://a.jp/,A,0,0,\n')).toEqual({
      line: 1,
      kind: 'check-failed',
      params: [],
      reason: 'unusable: Last-Modified and Last-Detected are 0 (the check failed)',
    });
  });

  it('rejects a Last-Modified or Last-Detected that is not a number', () => {
    expect(rejection('LIRS,2000/01/01,2,0,0,http://a.jp/,A,0,0,\n')).toEqual({
      line: 1,
      kind: 'lm-not-a-number',
      params: ['2000/01/01'],
      reason: 'unusable: Last-Modified is not a number ("2000/01/01")',
    });
    expect(rejection('LIRS,1,-5,0,0,http://a.jp/,A,0,0,\n')).toEqual({
      line: 1,
      kind: 'ld-not-a-number',
      params: ['-5'],
      reason: 'unusable: Last-Detected is not a number ("-5")',
    });
  });

  it('rejects a time past what the reader can show (15 digits), saying so, and keeps the other records', () => {
    const { records, rejected } = decodeLirs(
      'LIRS,999999999999999,938781002,32400,0,http://a.jp/,A,0,0,\n' +
        'LIRS,938779260,999999999999999,32400,0,http://b.jp/,B,0,0,\n' +
        'LIRS,938779260,938781002,32400,0,http://c.jp/,C,0,0,\n',
    );
    expect(records.map((record) => record.url)).toEqual(['http://c.jp/']);
    expect(rejected).toEqual([
      { line: 1, kind: 'lirs-impossible-time', params: ['Last-Modified', '999999999999999'], reason: 'unusable: Last-Modified 999999999999999 is outside the times the reader can show (1970 to 9999)' },
      { line: 2, kind: 'lirs-impossible-time', params: ['Last-Detected', '999999999999999'], reason: 'unusable: Last-Detected 999999999999999 is outside the times the reader can show (1970 to 9999)' },
    ]);
  });

  it('rejects a record with too few fields', () => {
    expect(rejection('LIRS,1,2,32400,\n')).toEqual({ line: 1, kind: 'too-few-fields', params: ['3'], reason: 'too few fields: 3, where a record needs at least 5' });
  });

  it('rejects a URL that is not http(s)', () => {
    expect(rejection('LIRS,1,2,0,0,ftp://a.jp/,A,0,0,\n')).toEqual({
      line: 1,
      kind: 'lirs-not-http-url',
      params: ['ftp://a.jp/'],
      reason: 'URL is not an http(s) URL: "ftp://a.jp/"',
    });
    expect(rejection('LIRS,1,2,0,0,0,A,0,0,\n').reason).toBe('URL is not an http(s) URL: "0"');
  });

  it('rejects a line that is not a record, with its line number', () => {
    const { records, rejected } = decodeLirs('LIRS,1,2,0,0,http://a.jp/,A,0,0,\n<br>\nLIRS,1,2,0,0,http://b.jp/,B,0,0,\n');
    expect(records).toHaveLength(2);
    expect(rejected).toEqual([{ line: 2, kind: 'not-lirs-record', params: ['<br>'], reason: 'not a LIRS record: "<br>"' }]);
  });

  it('masks control characters in a rejected line', () => {
    expect(rejection('\u001b[2Jhello\n')).toMatchObject({ kind: 'not-lirs-record', params: ['?[2Jhello'], reason: 'not a LIRS record: "?[2Jhello"' });
  });

  it('keeps the newer Last-Detected of a repeated URL and rejects the other as a duplicate', () => {
    const text = [
      'LIRS,10,100,0,0,http://a.jp/x,old,0,0,',
      'LIRS,10,100,0,0,http://b.jp/,B,0,0,',
      'LIRS,20,200,0,0,http://a.jp/x,new,0,0,',
      'LIRS,30,150,0,0,http://a.jp/x,older,0,0,',
      '',
    ].join('\n');
    const { records, rejected } = decodeLirs(text);
    expect(records.map((r) => r.title)).toEqual(['B', 'new']);
    expect(rejected).toEqual([
      { line: 1, kind: 'duplicate', params: ['3'], reason: 'duplicate of line 3' },
      { line: 4, kind: 'duplicate', params: ['3'], reason: 'duplicate of line 3' },
    ]);
  });

  it('keeps the earlier line when a repeated URL has the same Last-Detected', () => {
    const { records, rejected } = decodeLirs('LIRS,1,2,0,0,http://a.jp/,first,0,0,\nLIRS,1,2,0,0,http://a.jp/,second,0,0,\n');
    expect(records.map((r) => r.title)).toEqual(['first']);
    expect(rejected).toEqual([{ line: 2, kind: 'duplicate', params: ['1'], reason: 'duplicate of line 1' }]);
  });

  it('finds a repeated URL between a regular line and one written in another form', () => {
    const text = [
      'LIRS,1,2,0,0,http://a.jp/~x/,plain,0,0,',
      ...Array.from({ length: 50 }, (_, i) => `LIRS,1,2,0,0,http://s${i}.jp/,other,0,0,`),
      'LIRS,1,3,0,0,HTTP://A.JP:80/~x/,capitals,0,0,',
      '',
    ].join('\n');
    const { records, rejected } = decodeLirs(text);
    expect(records.map((r) => r.title)).not.toContain('plain');
    expect(records).toHaveLength(51);
    expect(rejected).toEqual([{ line: 1, kind: 'duplicate', params: ['52'], reason: 'duplicate of line 52' }]);
  });

  it('compares the host of a URL without case and its path with case', () => {
    const text = [
      'LIRS,1,2,0,0,http://A.JP/Path,one,0,0,',
      'LIRS,1,3,0,0,http://a.jp:80/Path#frag,two,0,0,',
      'LIRS,1,2,0,0,http://a.jp/path,three,0,0,',
      '',
    ].join('\n');
    const { records, rejected } = decodeLirs(text);
    expect(records.map((r) => r.title)).toEqual(['two', 'three']);
    expect(rejected).toEqual([{ line: 1, kind: 'duplicate', params: ['2'], reason: 'duplicate of line 2' }]);
  });

  it('keeps the URL as the antenna wrote it', () => {
    expect(only('LIRS,1,2,0,0, HTTP://A.JP/N/ ,A,0,0,\n').url).toBe('HTTP://A.JP/N/');
  });

  it('reads an empty text as no records', () => {
    expect(decodeLirs('')).toEqual({ records: [], rejected: [] });
  });
});
