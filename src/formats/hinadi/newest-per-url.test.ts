import { describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../../core/record.ts';
import { NewestPerUrl } from './newest-per-url.ts';

function site(url: string, lastDetected: number): AntennaRecord {
  return {
    url, title: null, author: null, lastModified: 0, lastDetected, tzOffset: null, contentLength: null,
    sourceUrl: null, checkedUrl: null, method: null, expires: null, extension: [], extra: {},
  };
}

describe('NewestPerUrl', () => {
  it('keeps records of different URLs in order', () => {
    const kept = new NewestPerUrl();
    kept.add(site('http://a.jp/', 1), 1);
    kept.add(site('http://b.jp/', 1), 5);
    expect(kept.records.map((r) => r.url)).toEqual(['http://a.jp/', 'http://b.jp/']);
    expect(kept.rejected).toEqual([]);
  });

  it('replaces a record by one of the same URL detected later, in its place', () => {
    const kept = new NewestPerUrl();
    kept.add(site('http://a.jp/', 1), 4);
    kept.add(site('http://b.jp/', 1), 6);
    kept.add(site('HTTP://A.JP:80/', 2), 9);
    expect(kept.records.map((r) => r.url)).toEqual(['HTTP://A.JP:80/', 'http://b.jp/']);
    expect(kept.rejected).toEqual([{ line: 4, kind: 'duplicate-later', params: ['9'], reason: 'duplicate URL: the block at line 9 was detected later' }]);
  });

  it('keeps the first of two detected at the same time', () => {
    const kept = new NewestPerUrl();
    kept.add(site('http://a.jp/', 2), 4);
    kept.add(site('http://a.jp/', 2), 9);
    expect(kept.records).toHaveLength(1);
    expect(kept.rejected).toEqual([{ line: 9, kind: 'duplicate-same-or-later', params: ['4'], reason: 'duplicate URL: the block at line 4 was detected at the same time or later' }]);
  });

  it('tells paths apart by case', () => {
    const kept = new NewestPerUrl();
    kept.add(site('http://a.jp/X', 1), 1);
    kept.add(site('http://a.jp/x', 1), 2);
    expect(kept.records).toHaveLength(2);
  });
});
