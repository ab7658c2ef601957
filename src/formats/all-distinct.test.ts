import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allDistinct, keyHash } from './all-distinct.ts';

const distinct = (keys: readonly string[]): boolean => allDistinct(keys.length, keys.map((key) => keyHash(key)), (index) => keys[index] ?? '');

describe('allDistinct', () => {
  it('tells a list of different URLs from one that repeats a URL', () => {
    const urls = Array.from({ length: 20_000 }, (_, i) => `http://site${i}.example.jp/~user/diary/`);
    expect(distinct(urls)).toBe(true);
    expect(distinct([...urls, 'http://site19999.example.jp/~user/diary/'])).toBe(false);
    expect(distinct([...urls.slice(0, 5000), urls[4321] as string, ...urls.slice(5000)])).toBe(false);
  });

  it('reads empty, one-key and empty-string lists', () => {
    expect(distinct([])).toBe(true);
    expect(distinct(['x'])).toBe(true);
    expect(distinct(['', ''])).toBe(false);
    expect(distinct(['', 'a'])).toBe(true);
  });

  it('tells keys apart whose characters differ only in case or in a character past one byte', () => {
    expect(distinct(['http://a.jp/A', 'http://a.jp/a'])).toBe(true);
    expect(distinct(['http://a.jp/日記', 'http://a.jp/日誌'])).toBe(true);
    expect(distinct(['http://a.jp/日記', 'http://a.jp/日記'])).toBe(false);
  });

  it('compares keys, not hashes: keys whose hashes meet are still different keys', () => {
    expect(allDistinct(3, [7, 7, 7], (index) => ['http://a.jp/', 'http://b.jp/', 'http://c.jp/'][index] ?? '')).toBe(true);
    expect(allDistinct(3, [7, 7, 7], (index) => ['http://a.jp/', 'http://b.jp/', 'http://a.jp/'][index] ?? '')).toBe(false);
  });

  it('property: answers as a Set does', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 60 }), (keys) => {
        expect(distinct(keys)).toBe(new Set(keys).size === keys.length);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('keyHash', () => {
  it('hashes a range of a text as it hashes the same characters on their own', () => {
    const line = 'LIRS,1,2,0,0,http://日記.example.jp/~a/,題,0,0,';
    const start = line.indexOf('http');
    const end = line.indexOf(',', start);
    expect(keyHash(line, start, end)).toBe(keyHash(line.slice(start, end)));
  });
});
