import { describe, expect, it } from 'vitest';
import type { AntennaRecord } from '../record.ts';
import { sameRecord } from './same-record.ts';

const base: AntennaRecord = {
  url: 'http://site.example/', title: 'Site', author: null, lastModified: 1000, lastDetected: 2000,
  tzOffset: 32400, contentLength: 10, sourceUrl: null, checkedUrl: null, method: null, expires: null,
  extension: ['a', 'b'], extra: { 'X-Foo': 'bar' },
};

describe('sameRecord', () => {
  it('is true for a copy', () => {
    expect(sameRecord(base, structuredClone(base))).toBe(true);
  });

  it('sees a changed scalar field', () => {
    expect(sameRecord(base, { ...base, lastDetected: 2001 })).toBe(false);
    expect(sameRecord(base, { ...base, title: null })).toBe(false);
  });

  it('sees a changed extension list', () => {
    expect(sameRecord(base, { ...base, extension: ['a'] })).toBe(false);
    expect(sameRecord(base, { ...base, extension: ['a', 'c'] })).toBe(false);
  });

  it('sees a changed extra map', () => {
    expect(sameRecord(base, { ...base, extra: {} })).toBe(false);
    expect(sameRecord(base, { ...base, extra: { 'X-Foo': 'baz' } })).toBe(false);
    expect(sameRecord(base, { ...base, extra: { 'X-Bar': 'bar' } })).toBe(false);
  });
});
