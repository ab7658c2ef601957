import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseMessage } from './parse-message.ts';

const url = 'http://a.example/antenna/';

describe('parseMessage', () => {
  it.each([
    [{ kind: 'status' }],
    [{ kind: 'mark-all-seen' }],
    [{ kind: 'sync-status' }],
    [{ kind: 'sync-set-enabled', enabled: false }],
    [{ kind: 'preview', url }],
    [{ kind: 'add-subscription', url }],
    [{ kind: 'add-subscription', url, interval: 600 }],
    [{ kind: 'add-subscription', url, interval: null }],
    [{ kind: 'add-subscriptions', entries: [{ url }] }],
    [{ kind: 'add-subscriptions', entries: [{ url, interval: 600, display: 'collapsed', title: 'Mine' }, { url: `${url}2`, interval: null }] }],
    [{ kind: 'add-subscription', url, title: 'LIRS版', name: null }],
    [{ kind: 'add-subscription', url, interval: 600, title: null, name: 'Friends' }],
    [{ kind: 'remove-subscription', id: url }],
    [{ kind: 'update-subscription', id: url, patch: {} }],
    [{ kind: 'update-subscription', id: url, patch: { interval: null, display: 'collapsed', title: 'Mine' } }],
    [{ kind: 'update-subscription', id: url, patch: { title: null } }],
    [{ kind: 'update-subscription', id: url, patch: { name: 'ひなたアンテナ' } }],
    [{ kind: 'update-subscription', id: url, patch: { name: null } }],
    [{ kind: 'check-now' }],
    [{ kind: 'check-now', id: url }],
    [{ kind: 'mark-seen', key: 'http://site.example/', lastModified: 1700000000 }],
    [{ kind: 'mark-sites', sites: [{ key: 'http://site.example/', lastModified: 1700000000 }], seen: false }],
    [{ kind: 'watch-page', url, watch: { startMarker: null, endMarker: null, checkedUrl: null } }],
    [{ kind: 'watch-page', url, watch: { startMarker: '<!--a-->', endMarker: 'end', checkedUrl: `${url}latest.html` }, interval: 3600 }],
    [{ kind: 'watch-update', id: url, watch: { startMarker: 'a', endMarker: null, checkedUrl: null } }],
    [{ kind: 'watch-update', id: url, watch: { startMarker: null, endMarker: null, checkedUrl: null, ignoreLines: ['今日の一枚', 'PR'] } }],
  ])('accepts %j', (input) => {
    expect(parseMessage(input)).toEqual({ ok: true, message: input });
  });

  it('drops an optional field given as undefined', () => {
    expect(parseMessage({ kind: 'check-now', id: undefined })).toEqual({ ok: true, message: { kind: 'check-now' } });
  });

  it('returns a fresh object, not the input', () => {
    const input = { kind: 'preview', url };
    const parsed = parseMessage(input);
    expect(parsed.ok && parsed.message).not.toBe(input);
  });

  it.each([
    ['not an object', 'status'],
    ['null', null],
    ['an array', [{ kind: 'status' }]],
    ['no kind', {}],
    ['a non-string kind', { kind: 7 }],
    ['an unknown kind', { kind: 'launch' }],
    ['an inherited kind', { kind: 'toString' }],
    ['an unknown field', { kind: 'status', extra: 1 }],
    ['a missing url', { kind: 'preview' }],
    ['a non-string url', { kind: 'preview', url: 5 }],
    ['an empty url', { kind: 'preview', url: '' }],
    ['a url over 2048 characters', { kind: 'preview', url: `http://a.example/${'x'.repeat(2048)}` }],
    ['a fractional interval', { kind: 'add-subscription', url, interval: 1.5 }],
    ['a zero interval', { kind: 'add-subscription', url, interval: 0 }],
    ['an interval over 30 days', { kind: 'add-subscription', url, interval: 31 * 86_400 }],
    ['a string interval', { kind: 'add-subscription', url, interval: '600' }],
    ['no entries', { kind: 'add-subscriptions', entries: [] }],
    ['entries that are not an array', { kind: 'add-subscriptions', entries: { url } }],
    ['more than 1000 entries', { kind: 'add-subscriptions', entries: Array.from({ length: 1001 }, (_, i) => ({ url: `${url}${i}` })) }],
    ['an entry without a url', { kind: 'add-subscriptions', entries: [{ url }, { interval: 600 }] }],
    ['an entry with an unknown field', { kind: 'add-subscriptions', entries: [{ url, etag: 'x' }] }],
    ['an entry with a bad display', { kind: 'add-subscriptions', entries: [{ url, display: 'grid' }] }],
    ['an entry with a zero interval', { kind: 'add-subscriptions', entries: [{ url, interval: 0 }] }],
    ['a missing id', { kind: 'remove-subscription' }],
    ['an id over 4096 characters', { kind: 'remove-subscription', id: 'x'.repeat(4097) }],
    ['a missing patch', { kind: 'update-subscription', id: url }],
    ['a non-object patch', { kind: 'update-subscription', id: url, patch: 'x' }],
    ['an unknown patch field', { kind: 'update-subscription', id: url, patch: { etag: 'x' } }],
    ['a bad display', { kind: 'update-subscription', id: url, patch: { display: 'grid' } }],
    ['a non-string title', { kind: 'update-subscription', id: url, patch: { title: 3 } }],
    ['a huge title', { kind: 'update-subscription', id: url, patch: { title: 'x'.repeat(1_000_000) } }],
    ['a non-string name', { kind: 'update-subscription', id: url, patch: { name: ['x'] } }],
    ['a huge name', { kind: 'update-subscription', id: url, patch: { name: 'x'.repeat(5000) } }],
    ['a non-string link text', { kind: 'add-subscription', url, title: 3 }],
    ['a non-string check-now id', { kind: 'check-now', id: 3 }],
    ['a missing lastModified', { kind: 'mark-seen', key: 'k' }],
    ['an infinite lastModified', { kind: 'mark-seen', key: 'k', lastModified: Infinity }],
    ['a NaN lastModified', { kind: 'mark-seen', key: 'k', lastModified: NaN }],
    ['mark-sites without seen', { kind: 'mark-sites', sites: [] }],
    ['mark-sites with a site that is not an object', { kind: 'mark-sites', sites: ['k'], seen: true }],
    ['mark-sites with a bad time', { kind: 'mark-sites', sites: [{ key: 'k', lastModified: NaN }], seen: true }],
    ['mark-sites with an unknown field', { kind: 'mark-sites', sites: [{ key: 'k', lastModified: 1, url: 'x' }], seen: true }],
    ['mark-sites with too many sites', { kind: 'mark-sites', sites: Array.from({ length: 1001 }, () => ({ key: 'k', lastModified: 1 })), seen: true }],
    ['a class instance', new Date()],
    ['a watch-page without its options', { kind: 'watch-page', url }],
    ['watch options with a missing field', { kind: 'watch-page', url, watch: { startMarker: null, endMarker: null } }],
    ['watch options with an unknown field', { kind: 'watch-page', url, watch: { startMarker: null, endMarker: null, checkedUrl: null, method: 'HEAD' } }],
    ['a non-string marker', { kind: 'watch-page', url, watch: { startMarker: 3, endMarker: null, checkedUrl: null } }],
    ['a huge marker', { kind: 'watch-page', url, watch: { startMarker: 'x'.repeat(4097), endMarker: null, checkedUrl: null } }],
    ['ignored lines that are not a list', { kind: 'watch-page', url, watch: { startMarker: null, endMarker: null, checkedUrl: null, ignoreLines: 'PR' } }],
    ['an ignored line that is not a string', { kind: 'watch-page', url, watch: { startMarker: null, endMarker: null, checkedUrl: null, ignoreLines: [3] } }],
    ['too many ignored lines', { kind: 'watch-page', url, watch: { startMarker: null, endMarker: null, checkedUrl: null, ignoreLines: Array.from({ length: 21 }, (_, i) => `w${i}`) } }],
    ['a watch-update without an id', { kind: 'watch-update', watch: { startMarker: null, endMarker: null, checkedUrl: null } }],
    ['a check URL over 2048 characters', { kind: 'watch-page', url, watch: { startMarker: null, endMarker: null, checkedUrl: `${url}${'x'.repeat(2048)}` } }],
    ['a sync switch that is not true or false', { kind: 'sync-set-enabled', enabled: 'yes' }],
    ['a sync switch with no value', { kind: 'sync-set-enabled' }],
    ['a sync status with a field', { kind: 'sync-status', enabled: true }],
  ])('rejects %s', (_name, input) => {
    const parsed = parseMessage(input);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(/\S/);
  });

  it('never throws on a hostile object', () => {
    const hostile = Object.defineProperty({}, 'kind', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(parseMessage(hostile)).toEqual({ ok: false, error: 'the message could not be read' });
  });

  it('never throws on arbitrary input and always answers ok or an error', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true, withMap: true }), (input) => {
        const parsed = parseMessage(input);
        expect(parsed.ok ? typeof parsed.message.kind : typeof parsed.error).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on message-shaped arbitrary input', () => {
    const kinds = fc.constantFrom('status', 'preview', 'add-subscription', 'add-subscriptions', 'remove-subscription', 'update-subscription', 'check-now', 'mark-seen', 'mark-sites', 'mark-all-seen', 'sync-status', 'sync-set-enabled');
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.constant(undefined), fc.object());
    const arb = fc.record(
      { kind: kinds, enabled: fc.oneof(value, fc.boolean()), url: value, id: value, key: value, lastModified: value, interval: value, patch: fc.oneof(value, fc.record({ interval: value, display: value, title: value, name: value }, { requiredKeys: [] })) },
      { requiredKeys: ['kind'] },
    );
    fc.assert(
      fc.property(arb, (input) => {
        const parsed = parseMessage(input);
        if (parsed.ok) expect(parsed.message.kind).toBe(input.kind);
        else expect(parsed.error).toMatch(/\S/);
      }),
      { numRuns: 2000 },
    );
  });
});
