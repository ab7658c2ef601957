import { describe, expect, it } from 'vitest';
import { parseFreshFor } from './parse-fresh-for.ts';

const none = { cacheControl: null, expires: null, date: null };
const now = 1_445_412_480; // Wed, 21 Oct 2015 07:28:00 GMT

describe('parseFreshFor', () => {
  it('reads max-age among other directives', () => {
    expect(parseFreshFor({ ...none, cacheControl: 'public, max-age=600' }, now)).toBe(600);
    expect(parseFreshFor({ ...none, cacheControl: 'Max-Age="120"' }, now)).toBe(120);
  });

  it('prefers max-age to Expires (RFC 9111 §4.2.1)', () => {
    expect(parseFreshFor({ cacheControl: 'max-age=60', expires: 'Wed, 21 Oct 2015 08:28:00 GMT', date: null }, now)).toBe(60);
  });

  it('measures Expires from the response Date, else from now', () => {
    expect(parseFreshFor({ cacheControl: null, expires: 'Wed, 21 Oct 2015 08:28:00 GMT', date: 'Wed, 21 Oct 2015 07:58:00 GMT' }, now)).toBe(1800);
    expect(parseFreshFor({ ...none, expires: 'Wed, 21 Oct 2015 08:28:00 GMT' }, now)).toBe(3600);
    expect(parseFreshFor({ ...none, expires: 'Wed, 21 Oct 2015 06:28:00 GMT' }, now)).toBe(0);
  });

  it('reads no-cache, no-store and an Expires that is no date as stale at once', () => {
    expect(parseFreshFor({ ...none, cacheControl: 'no-cache, max-age=600' }, now)).toBe(0);
    expect(parseFreshFor({ ...none, cacheControl: 'no-store' }, now)).toBe(0);
    expect(parseFreshFor({ ...none, expires: '-1' }, now)).toBe(0);
  });

  it('says nothing without either header, or with a max-age that is no number', () => {
    expect(parseFreshFor(none, now)).toBeNull();
    expect(parseFreshFor({ ...none, cacheControl: 'max-age=soon' }, now)).toBeNull();
  });
});
