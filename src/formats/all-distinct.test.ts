import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allDistinct } from './all-distinct.ts';

describe('allDistinct', () => {
  it('tells a list of different URLs from one that repeats a URL', () => {
    const urls = Array.from({ length: 20_000 }, (_, i) => `http://site${i}.example.jp/~user/diary/`);
    expect(allDistinct(urls)).toBe(true);
    expect(allDistinct([...urls, 'http://site19999.example.jp/~user/diary/'])).toBe(false);
    expect(allDistinct([...urls.slice(0, 5000), urls[4321] as string, ...urls.slice(5000)])).toBe(false);
  });

  it('reads empty, one-key and empty-string lists', () => {
    expect(allDistinct([])).toBe(true);
    expect(allDistinct(['x'])).toBe(true);
    expect(allDistinct(['', ''])).toBe(false);
    expect(allDistinct(['', 'a'])).toBe(true);
  });

  it('tells keys apart whose characters differ only in case or in a character past one byte', () => {
    expect(allDistinct(['http://a.jp/A', 'http://a.jp/a'])).toBe(true);
    expect(allDistinct(['http://a.jp/日記', 'http://a.jp/日誌'])).toBe(true);
    expect(allDistinct(['http://a.jp/日記', 'http://a.jp/日記'])).toBe(false);
  });

  it('property: answers as a Set does', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 60 }), (keys) => {
        expect(allDistinct(keys)).toBe(new Set(keys).size === keys.length);
      }),
      { numRuns: 2000 },
    );
  });
});
