import { describe, expect, it } from 'vitest';
import { combineFeedDocuments } from './combine-feed-documents.ts';
import type { AntennaRecord } from '../core/record.ts';
import { blankRecord } from '../../test/support/blank-record.ts';

const entry = (id: string, lastModified: number, title: string): AntennaRecord => blankRecord({
  url: `http://example.org/${id}`,
  title,
  author: null,
  lastModified,
  lastDetected: 0,
  tzOffset: 0,
  extra: { id: `urn:${id}` },
});

describe('combineFeedDocuments (RFC 5005 §4)', () => {
  it('keeps every entry of every document once', () => {
    const combined = combineFeedDocuments([[entry('a', 3, 'a')], [entry('b', 2, 'b')], [entry('c', 1, 'c')]]);
    expect(combined.map((r) => r.title)).toEqual(['a', 'b', 'c']);
  });
  it('takes the most recently updated of duplicates by id', () => {
    const combined = combineFeedDocuments([[entry('a', 3, 'old copy')], [entry('a', 5, 'updated in archive')]]);
    expect(combined.map((r) => r.title)).toEqual(['updated in archive']);
  });
  it('gives a tie to the most recently updated document', () => {
    const combined = combineFeedDocuments([[entry('a', 3, 'current')], [entry('a', 3, 'archive')]]);
    expect(combined.map((r) => r.title)).toEqual(['current']);
  });
});
