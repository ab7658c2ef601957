import { describe, expect, it } from 'vitest';
import { boundRecord, MAX_FIELD_LENGTH } from './bound-record.ts';
import type { AntennaRecord } from './record.ts';
import { blankRecord } from '../../test/support/blank-record.ts';

const record: AntennaRecord = blankRecord({
  url: 'http://a.example.jp/',
  title: 'ひやの日記',
  author: 'ひや',
  lastModified: 1,
  lastDetected: 2,
  tzOffset: 32400,
});

describe('boundRecord', () => {
  it('keeps an ordinary record as it is', () => {
    expect(boundRecord(record)).toBe(record);
  });
  it('cuts a 64 KiB title to 4096 characters, marked with an ellipsis', () => {
    const bounded = boundRecord({ ...record, title: 'x'.repeat(65_536) });
    expect(bounded.title).toHaveLength(MAX_FIELD_LENGTH);
    expect(bounded.title?.endsWith('…')).toBe(true);
  });
  it('cuts authors, extension fields and producer fields too, and leaves the URL whole', () => {
    const long = 'y'.repeat(10_000);
    const bounded = boundRecord({ ...record, author: long, extension: [long], extra: { 'X-Note': long } });
    expect(bounded.author).toHaveLength(MAX_FIELD_LENGTH);
    expect(bounded.extension[0]).toHaveLength(MAX_FIELD_LENGTH);
    expect(bounded.extra['X-Note']).toHaveLength(MAX_FIELD_LENGTH);
    expect(bounded.url).toBe(record.url);
  });
});
