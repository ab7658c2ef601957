import { describe, expect, it } from 'vitest';
import { collapseFeed, defaultDisplay } from './display-mode.ts';
import type { AntennaRecord } from './record.ts';
import { blankRecord } from '../../test/support/blank-record.ts';

const entry = (url: string, lastModified: number, title = url): AntennaRecord => blankRecord({
  url,
  title,
  author: null,
  lastModified,
  lastDetected: 0,
  tzOffset: null,
});

describe('defaultDisplay', () => {
  it('shows an antenna feed (entries on many hosts) one row per entry', () => {
    expect(defaultDisplay([entry('http://a.jp/', 1), entry('http://b.jp/', 2)])).toBe('entries');
  });
  it("collapses a site's own feed (entries on one host)", () => {
    expect(defaultDisplay([entry('http://a.jp/1', 1), entry('http://A.jp/2', 2)])).toBe('collapsed');
  });
});

describe('collapseFeed', () => {
  it('keeps the newest entry under the feed title', () => {
    const rows = collapseFeed([entry('http://a.jp/1', 1, 'old'), entry('http://a.jp/2', 5, 'new')], 'ひやの日記');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.url).toBe('http://a.jp/2');
    expect(rows[0]?.title).toBe('ひやの日記');
  });
  it('gives nothing for an empty feed', () => {
    expect(collapseFeed([], 'x')).toEqual([]);
  });
});
