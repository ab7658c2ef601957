import { describe, expect, it } from 'vitest';
import { readHinaEntry } from './read-hina-entry.ts';

/** 2005/01/01 13:00 in Japan time. */
const JAN_1_1300_JST = 1104552000;

function ok(text: string) {
  const result = readHinaEntry(text);
  if (result.status !== 'ok') throw new Error(result.reason);
  return result.record;
}

describe('readHinaEntry', () => {
  it('rejects a HINA_OK time before 1970, which no view can show, saying so', () => {
    const result = readHinaEntry('<!--HINA_OK 1969/12/31 08:59 [0]--><A HREF="http://a.jp/">日記</A>');
    expect(result).toEqual({
      status: 'rejected',
      kind: 'impossible-time',
      params: ['HINA_OK time', '-86460'],
      reason: 'HINA_OK time -86460 is outside the times the reader can show (1970 to 9999)',
    });
  });

  it("reads tamatebako's entry: Japan time to the minute, the author after </A> up to <br>", () => {
    expect(ok('<!--HINA_OK 2005/01/01 13:00 [0]--><A HREF="http://a.jp/">日記</A> ひろ<br>')).toEqual({
      url: 'http://a.jp/',
      title: '日記',
      author: 'ひろ',
      lastModified: JAN_1_1300_JST,
      lastDetected: null,
      tzOffset: 32400,
      contentLength: null,
      sourceUrl: null,
      checkedUrl: null,
      method: null,
      expires: null,
      extension: [],
      extra: {},
    });
  });

  it("removes WDB's ?MMDDhhmm from the link, before a #fragment too, and reads no author", () => {
    expect(ok('<!--HINA_OK 2005/01/01 13:00 [0]--><a href="http://a.jp/?01011300">A</a>')).toMatchObject({ url: 'http://a.jp/', author: null });
    expect(ok('<!--HINA_OK 2005/01/01 13:00 [0]--><a href="http://a.jp/d?01011300#today">A</a>').url).toBe('http://a.jp/d#today');
    expect(ok('<!--HINA_OK 1999/12/31 23:59 [0]--><a href="http://a.jp/d.cgi?d=1999,12?12312359">A</a>').url).toBe(
      'http://a.jp/d.cgi?d=1999,12',
    );
  });

  it('keeps eight digits that are not the marker time: the URL really ends in them', () => {
    expect(ok('<!--HINA_OK 2005/01/01 13:00 [0]--><a href="http://a.jp/d.cgi?20050101">A</a>').url).toBe('http://a.jp/d.cgi?20050101');
  });

  it("skips WDB's <!--HINA_CERN --> between the marker and the link", () => {
    expect(ok('<!--HINA_OK 2005/01/01 13:00 [1]--><!--HINA_CERN --><a href="http://a.jp/">A</a>').url).toBe('http://a.jp/');
  });

  it('reads tags in either case and decodes character references', () => {
    expect(ok('<!--HINA_OK 2005/01/01 13:00 [0]--><A HREF="http://a.jp/?a=1&amp;b=2"><B>Tom &amp; Jerry</B></A>')).toMatchObject({
      url: 'http://a.jp/?a=1&b=2',
      title: 'Tom & Jerry',
    });
  });

  it('rejects each failure marker with its reason', () => {
    const kinds = {
      HINA_NOT_FOUND: 'hina-not-found',
      HINA_TIMEOUT: 'hina-timeout',
      HINA_REMOTE_OUT: 'hina-remote-out',
      HINA_NOT_DETECTED: 'hina-not-detected',
      HINA_ERR_CONNECT: 'hina-err-connect',
      HINA_ERR: 'hina-err',
      HINA_UNKNOWN: 'hina-unknown',
      HINA_BUSY: 'hina-busy',
    };
    for (const [marker, kind] of Object.entries(kinds)) {
      const result = readHinaEntry(`<!--${marker}--><a href="http://a.jp/">A</a>`);
      expect(result).toMatchObject({ status: 'rejected', kind, params: [] });
      expect(result.status === 'rejected' && result.reason.startsWith(`${marker}: `)).toBe(true);
    }
  });

  it('rejects a failure marker it does not know, naming it', () => {
    expect(readHinaEntry('<!--HINA_GONE--><a href="http://a.jp/">A</a>')).toEqual({
      status: 'rejected',
      kind: 'hina-other',
      params: ['HINA_GONE'],
      reason: 'HINA_GONE: the antenna did not report an update',
    });
  });

  it('rejects an OK marker without a readable time, and a link that is not http(s)', () => {
    expect(readHinaEntry('<!--HINA_OK 2005/02/30 13:00 [0]--><a href="http://a.jp/">A</a>')).toMatchObject({
      status: 'rejected',
      kind: 'hina-bad-time',
      params: ['2005/02/30 13:00 [0]'],
    });
    expect(readHinaEntry('<!--HINA_OK 2005/01/01 13:00 [0]--><a href="ftp://a.jp/">A</a>')).toMatchObject({
      status: 'rejected',
      kind: 'not-http-url',
      params: ['ftp://a.jp/'],
    });
    expect(readHinaEntry('<!--HINA_OK 2005/01/01 13:00 [0]--> no link here')).toMatchObject({
      status: 'rejected',
      kind: 'not-hina-entry',
      params: ['<!--HINA_OK 2005/01/01 13:00 [0]--> no link here'],
    });
  });
});
