import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLirsRecord } from './read-lirs-record.ts';
import { isHttpUrl } from '../../http/is-http-url.ts';
import { normalizeUrl } from '../../http/normalize-url.ts';
import { isPlainHttpUrl, readPlainLirsRecord } from './read-plain-lirs-record.ts';
import { splitLirsFields } from './split-lirs-fields.ts';

const general = (line: string) => {
  const result = readLirsRecord(splitLirsFields(line, 5));
  return result.status === 'ok' ? result.record : null;
};

describe('readPlainLirsRecord', () => {
  it('reads a regular record', () => {
    const line = 'LIRS,938779260,938781002,+32400,49383,http://hiya.ouchi.to/n/,ただよう記憶,ひや,0,';
    expect(readPlainLirsRecord(line, 0, line.length)).toEqual(general(line));
    expect(readPlainLirsRecord(line, 0, line.length)).toMatchObject({ tzOffset: 32400, sourceUrl: null });
  });

  it('leaves irregular lines to the general reading', () => {
    for (const line of [
      'LIRS,1,2,0,0,http://a.jp/,A,0,0',
      'LIRS,1,2,0,http://a.jp/,A,0,0,',
      'LIRS,1,2,0,0,http://a.jp/,A,B,C,http://d.jp/,',
      'LIRS,0,2,0,0,http://a.jp/,A,0,0,',
      'LIRS,1,2,JST,0,http://a.jp/,A,0,0,',
      'LIRS, 1,2,0,0,http://a.jp/,A,0,0,',
      'LIRS,1,2,0,0, http://a.jp/,A,0,0,',
      'LIRS,',
    ]) {
      expect(readPlainLirsRecord(line, 0, line.length)).toBeNull();
    }
  });

  it('reads only its own line', () => {
    const text = 'LIRS,1,2,0,0,http://a.jp/,A,0,0,\nLIRS,1,2,0,0,http://b.jp/,B,0,0,\n';
    expect(readPlainLirsRecord(text, 33, 65)).toMatchObject({ url: 'http://b.jp/' });
    expect(readPlainLirsRecord('LIRS,\nLIRS,1,2,0,0,http://b.jp/,B,0,0,', 0, 5)).toBeNull();
  });

  it('property: gives what the general reading gives, whenever it reads a line', () => {
    const number = fc.oneof(
      { arbitrary: fc.integer({ min: 1 }).map(String), weight: 4 },
      { arbitrary: fc.constantFrom('', '0', '+32400', '-18000', '-0', '+', ' 5', '5 ', 'x', '999999', '0123'), weight: 1 },
    );
    const url = fc.oneof(
      { arbitrary: fc.constantFrom('http://a.jp/', 'HTTPS://A.jp', 'http://a.jp/~x/?q=1'), weight: 4 },
      { arbitrary: fc.constantFrom('', '0', 'ftp://a.jp/', ' http://a.jp/', 'http://', 'http://a.jp/ x'), weight: 1 },
    );
    const word = fc.oneof(
      fc.constantFrom('', '0', 'http://a.jp/', 'HTTP://A.jp', 'ftp://a.jp/', ' http://a.jp/', 'GET', 'head', 'KEYWORD'),
      fc.string({ maxLength: 8 }).filter((value) => !/[\\,\r\n]/.test(value)),
    );
    const line = fc
      .tuple(fc.array(number, { minLength: 4, maxLength: 4 }), url, fc.array(word, { maxLength: 12 }), fc.boolean())
      .map(([numbers, site, words, closed]) => `LIRS,${[...numbers, site, ...words].join(',')}${closed ? ',' : ''}`);
    fc.assert(
      fc.property(line, (text) => {
        const plain = readPlainLirsRecord(text, 0, text.length);
        if (plain !== null) expect(plain).toEqual(general(text));
      }),
      { numRuns: 3000 },
    );
  }, 60_000);
});

describe('isPlainHttpUrl', () => {
  it('accepts a URL already in normal form', () => {
    expect(isPlainHttpUrl('http://hiya.ouchi.to/n/')).toBe(true);
    expect(isPlainHttpUrl('https://a.jp/~x/Diary?Page=1')).toBe(true);
  });

  it('leaves every other URL to normalizeUrl', () => {
    for (const url of ['HTTP://a.jp/', 'http://A.jp/', 'http://a.jp', 'http://a.jp:80/', 'http://u@a.jp/', 'http://a.jp/#x', 'http://a.jp/ x', 'ftp://a.jp/']) {
      expect(isPlainHttpUrl(url)).toBe(false);
    }
  });

  it('property: what it accepts is an http(s) URL that is its own key', () => {
    const url = fc.oneof(
      fc.webUrl({ withFragments: true, withQueryParameters: true }),
      fc.stringMatching(/^(http|https|HTTP):\/\/[a-zA-Z0-9:@.#?/ -]{0,20}$/),
    );
    fc.assert(
      fc.property(url, (text) => {
        if (isPlainHttpUrl(text)) {
          expect(isHttpUrl(text)).toBe(true);
          expect(normalizeUrl(text)).toBe(text);
        }
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
