import { describe, expect, it } from 'vitest';
import { decodeSyncEntry } from './decode-sync-entry.ts';
import { encodeSyncEntry } from './encode-sync-entry.ts';

const good = { c: 1_700_000_100, u: 'https://xn--fsq.jp/sites.lirs', a: 1_700_000_000, n: '日記' };

describe('decodeSyncEntry', () => {
  it('reads a removal as its clock', () => {
    expect(decodeSyncEntry(1_700_000_000)).toEqual({ clock: 1_700_000_000, removed: true });
  });

  it('reads a subscription, filling in the defaults left out', () => {
    expect(decodeSyncEntry({ c: 5, u: 'http://a.example.jp/' })).toEqual({
      clock: 5,
      removed: false,
      value: { url: 'http://a.example.jp/', name: null, interval: null, display: 'entries', added: 5, extra: {} },
    });
  });

  it('reads the kind and extra fields, and writes them back the same', () => {
    const watch = { startMarker: '<h2>更新', endMarker: null, checkedUrl: 'https://xn--fsq.jp/diary/' };
    const item = { ...good, k: 'page', x: { watch } };
    const entry = decodeSyncEntry(item);
    expect(entry).toMatchObject({ value: { extra: { kind: 'page', watch } } });
    expect(encodeSyncEntry(entry!)).toEqual(item);
  });

  it.each([
    ['a javascript: URL', { ...good, u: 'javascript:alert(1)' }],
    ['a data: URL', { ...good, u: 'data:text/html,<script>' }],
    ['a URL with no host', { ...good, u: 'http:///x' }],
    ['a URL over 2048 characters', { ...good, u: `http://a.jp/${'x'.repeat(2048)}` }],
    ['a name that is not text', { ...good, n: 5 }],
    ['a name over 4096 characters', { ...good, n: 'x'.repeat(4097) }],
    ['an interval of 0', { ...good, i: 0 }],
    ['an interval past 30 days', { ...good, i: 30 * 86_400 + 1 }],
    ['an interval in fractions', { ...good, i: 1.5 }],
    ['an unknown display', { ...good, d: 'grid' }],
    ['a clock that is not a whole number', { ...good, c: 'soon' }],
    ['a negative clock', -1],
    ['an array', [1, 2]],
    ['null', null],
    ['extra fields that are not an object', { ...good, x: ['a'] }],
  ])('refuses %s', (_, input) => {
    expect(decodeSyncEntry(input)).toBeNull();
  });

  it('drops extra fields that are poll state, not plain JSON, or named to pollute prototypes', () => {
    const x = JSON.parse('{"etag":"\\"abc\\"","lastCheck":1,"recordCount":3,"fingerprint":{"hash":"f00","at":1},"snapshotHash":"f00","__proto__":{"polluted":true},"notes":["a"]}') as unknown;
    const entry = decodeSyncEntry({ ...good, x });
    expect(entry?.removed === false && entry.value.extra).toEqual({ notes: ['a'] });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
