import { describe, expect, it } from 'vitest';
import { blankRecord } from '../../../test/support/blank-record.ts';
import { keepFirstSeen } from './first-seen.ts';
import type { AntennaRecord } from '../record.ts';

const byId = (record: AntennaRecord): string => record.extra['id'] ?? record.url;
const seen = (id: string, at: number): AntennaRecord =>
  blankRecord({ url: `http://a.example/${id}`, lastModified: at, lastDetected: at, extra: { id, firstSeen: 'true' } });

describe('keepFirstSeen', () => {
  it('keeps the time an undated entry was first seen, not the time of this poll', () => {
    expect(keepFirstSeen([seen('a', 2000)], [seen('a', 1000)], byId).map((r) => r.lastModified)).toEqual([1000]);
  });

  it('times an entry seen for the first time by this poll', () => {
    expect(keepFirstSeen([seen('b', 2000)], [seen('a', 1000)], byId).map((r) => r.lastModified)).toEqual([2000]);
  });

  it('gives back the real time an entry had before it lost its date, unmarked', () => {
    const dated = blankRecord({ url: 'http://a.example/a', lastModified: 500, lastDetected: 900, tzOffset: 32400, extra: { id: 'a' } });
    expect(keepFirstSeen([seen('a', 2000)], [dated], byId)).toEqual([{ ...seen('a', 2000), lastModified: 500, tzOffset: 32400, extra: { id: 'a' } }]);
  });

  it('leaves dated entries as they are', () => {
    const dated = blankRecord({ url: 'http://a.example/a', lastModified: 3000, lastDetected: 3000, extra: { id: 'a' } });
    expect(keepFirstSeen([dated, seen('b', 3000)], [seen('a', 1000), seen('b', 1000)], byId).map((r) => r.lastModified)).toEqual([3000, 1000]);
  });
});
