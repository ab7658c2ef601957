import { describe, expect, it } from 'vitest';
import { decodeHinaTxt } from './hina-txt.ts';

describe('decodeHinaTxt', () => {
  it('reads one entry per marker and ignores the HTML around them', () => {
    const text = [
      '<html><body><ul>',
      '<li><!--HINA_OK 2005/01/01 13:00 [0]--><a href="http://a.jp/">A</a></li>',
      '<li><!--HINA_NOT_FOUND--><a href="http://b.jp/">B</a></li>',
      '</ul></body></html>',
    ].join('\r\n');
    const decoded = decodeHinaTxt(text);
    expect(decoded.records.map((record) => record.url)).toEqual(['http://a.jp/']);
    expect(decoded.rejected).toEqual([{ line: 3, kind: 'hina-not-found', params: [], reason: 'HINA_NOT_FOUND: the antenna found no page there (404)' }]);
  });

  it('reads several entries on one line', () => {
    const line = '<!--HINA_OK 2005/01/01 13:00 [0]--><a href="http://a.jp/">A</a><br><!--HINA_OK 2005/01/01 14:00 [0]--><a href="http://b.jp/">B</a><br>';
    expect(decodeHinaTxt(line).records.map((record) => [record.url, record.lastModified])).toEqual([
      ['http://a.jp/', 1104552000],
      ['http://b.jp/', 1104555600],
    ]);
  });

  it('keeps the first entry of a URL and rejects the other as a duplicate', () => {
    const text = '<!--HINA_OK 2005/01/01 13:00 [0]--><a href="http://a.jp/">A</a>\n<!--HINA_OK 2005/01/01 14:00 [0]--><a href="HTTP://A.JP/">A</a>\n';
    expect(decodeHinaTxt(text)).toMatchObject({ records: [{ title: 'A', lastModified: 1104552000 }], rejected: [{ line: 2, kind: 'duplicate', params: ['1'], reason: 'duplicate of line 1' }] });
  });

  it('takes a Date line before the first entry as the file date', () => {
    expect(decodeHinaTxt('Date: Sat, 01 Jan 2005 05:00:00 GMT\n<!--HINA_OK 2005/01/01 13:00 [0]--><a href="http://a.jp/">A</a>\n').date).toBe(1104555600);
  });
});
