import { describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../core/record.ts';
import type { DecodedAntenna } from '../formats/types.ts';
import { displayWidth, padToWidth, truncateToWidth } from './display-width.ts';
import { formatSiteTime } from './format-site-time.ts';
import { formatTable } from './format-table.ts';
import { printable } from './printable.ts';

function site(fields: Partial<AntennaRecord>): AntennaRecord {
  return {
    url: 'http://a.example.jp/', title: null, author: null, lastModified: 946782245, lastDetected: 946782245,
    tzOffset: null, contentLength: null, sourceUrl: null, checkedUrl: null, method: null, expires: null, extension: [], extra: {},
    ...fields,
  };
}

function antenna(records: AntennaRecord[], fields: Partial<DecodedAntenna> = {}): DecodedAntenna {
  return { format: 'hina-di', encoding: 'euc-jp', gzipped: false, title: null, date: null, records, rejected: [], feed: null, ...fields };
}

describe('formatTable', () => {
  it('lists sites newest first, each time in its own zone', () => {
    const text = formatTable(
      antenna([
        site({ url: 'http://old.example.jp/', title: '古い日記', author: 'たろう', lastModified: 946782245, tzOffset: 32400 }),
        site({ url: 'http://new.example.jp/', title: 'New', author: 'Bob', lastModified: 946800000, tzOffset: -18000 }),
      ]),
    );
    expect(text.split('\n').slice(0, 3)).toEqual([
      'TIME                       TITLE     AUTHOR  URL',
      '2000-01-02T03:00:00-05:00  New       Bob     http://new.example.jp/',
      '2000-01-02T12:04:05+09:00  古い日記  たろう  http://old.example.jp/',
    ]);
    expect(text).toContain('hina-di (euc-jp): 2 records, 0 rejected\n');
    expect(text).not.toContain('Z: UTC');
  });

  it('marks a time whose zone is unknown with Z and says what Z means', () => {
    const text = formatTable(antenna([site({})]));
    expect(text).toContain('2000-01-02T03:04:05Z');
    expect(text).toContain('Z: UTC; the antenna did not say the site’s zone.');
  });

  it('marks a time first seen by the reader with * and says what * means', () => {
    const text = formatTable(antenna([site({ extra: { id: 'x', firstSeen: 'true' } })], { format: 'rss', encoding: 'utf-8' }));
    expect(text).toContain('2000-01-02T03:04:05Z*');
    expect(text).toContain('*: when this reader first saw the entry; its feed gave no date it could read.');
    expect(formatTable(antenna([site({})]))).not.toContain('*');
  });

  it('lists rejected records with their lines, and the antenna title and gzip', () => {
    const text = formatTable(
      antenna([], { title: 'まとめ', gzipped: true, rejected: [{ line: 7, kind: 'no-last-modified', params: [], reason: 'no Last-Modified' }] }),
    );
    expect(text).toBe('(no records)\n\nhina-di "まとめ" (euc-jp, gzip): 0 records, 1 rejected\n  rejected line 7: no Last-Modified\n');
  });

  it('prints no control characters from the file', () => {
    const text = formatTable(antenna([site({ title: 'a\u001b[31mred' })], { rejected: [{ line: 1, kind: 'bad-date', params: ['updated', 'x\u0007'], reason: 'x\u0007' }] }));
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
  });
});

describe('formatSiteTime', () => {
  it('writes the site zone, +00:00 for a known UTC site and Z for an unknown zone', () => {
    expect(formatSiteTime(946782245, 32400)).toBe('2000-01-02T12:04:05+09:00');
    expect(formatSiteTime(946782245, 0)).toBe('2000-01-02T03:04:05+00:00');
    expect(formatSiteTime(946782245, null)).toBe('2000-01-02T03:04:05Z');
  });

  it('writes a time no clock can show as ? and its number instead of throwing', () => {
    expect(formatSiteTime(999_999_999_999_999, 32400)).toBe('?999999999999999');
  });
});

describe('display width', () => {
  it('counts kanji, kana and fullwidth forms as two columns', () => {
    expect(displayWidth('日記 abc')).toBe(8);
    expect(displayWidth('～①')).toBe(3);
    expect(padToWidth('日記', 6)).toBe('日記  ');
  });

  it('cuts to a width with an ellipsis', () => {
    expect(truncateToWidth('ただよう記憶', 7)).toBe('ただよ…');
    expect(truncateToWidth('short', 7)).toBe('short');
  });

  it('makes control characters spaces', () => {
    expect(printable('a\u001b[2Jb\nc')).toBe('a [2Jb c');
  });
});
