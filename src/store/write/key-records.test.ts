import { describe, expect, it } from 'vitest';
import { keyRecords } from './key-records.ts';
import type { AntennaRecord } from '../../core/record.ts';

function record(url: string, patch: Partial<AntennaRecord> = {}): AntennaRecord {
  return {
    url, title: null, author: null, lastModified: 1000, lastDetected: 2000, tzOffset: null,
    contentLength: null, sourceUrl: null, checkedUrl: null, method: null, expires: null, extension: [], extra: {}, ...patch,
  };
}

describe('keyRecords', () => {
  it('keys records by normalized URL', () => {
    const keyed = keyRecords([record('HTTP://Site.Example:80/Path#top')]);
    expect([...keyed.keys()]).toEqual(['http://site.example/Path']);
  });

  it('keeps the newest Last-Detected of a site listed twice', () => {
    const older = record('http://site.example/', { lastDetected: 100 });
    const newer = record('http://SITE.example/', { lastDetected: 200 });
    expect([...keyRecords([newer, older]).values()]).toEqual([newer]);
    expect([...keyRecords([older, newer]).values()]).toEqual([newer]);
  });

  it('breaks a Last-Detected tie by the newest Last-Modified, then the first listed', () => {
    const first = record('http://site.example/', { lastModified: 5 });
    const later = record('http://site.example/', { lastModified: 6 });
    expect([...keyRecords([first, later]).values()]).toEqual([later]);
    const twin = record('http://site.example/', { title: 'twin' });
    expect([...keyRecords([record('http://site.example/'), twin]).values()][0]?.title).toBeNull();
  });
});
