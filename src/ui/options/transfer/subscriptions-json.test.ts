import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../core/subscription.ts';
import { readSubscriptionsJson, writeSubscriptionsJson } from './subscriptions-json.ts';

const subscription = {
  url: 'http://a.example/a.lirs.gz',
  title: 'A',
  interval: 3600,
  display: 'entries',
} as Subscription;

describe('subscriptions JSON', () => {
  it('reads back what it writes', () => {
    const reading = readSubscriptionsJson(
      writeSubscriptionsJson([{ ...subscription, name: 'My A' }, { ...subscription, url: 'http://b.example/', title: null, interval: null, display: 'collapsed' }], 0),
    );
    expect(reading).toEqual({
      status: 'ok',
      entries: [
        { url: 'http://a.example/a.lirs.gz', title: 'A', name: 'My A', interval: 3600, display: 'entries' },
        { url: 'http://b.example/', title: null, interval: null, display: 'collapsed' },
      ],
    });
  });

  it('reads back a watched page with its markers and check address', () => {
    const watch = { startMarker: '<!--diary-->', endMarker: null, checkedUrl: 'http://a.example/diary/latest.html' };
    const page = { ...subscription, url: 'http://a.example/diary/', kind: 'page', watch } as Subscription;
    expect(readSubscriptionsJson(writeSubscriptionsJson([page], 0))).toEqual({
      status: 'ok',
      entries: [{ url: 'http://a.example/diary/', title: 'A', interval: 3600, display: 'entries', watch }],
    });
  });

  it("drops a watched page's check address that is not http(s), and markers of the wrong type", () => {
    const text = '[{"url": "http://a.example/", "kind": "page", "watch": {"startMarker": 3, "endMarker": " ", "checkedUrl": "javascript:alert(1)"}}]';
    expect(readSubscriptionsJson(text)).toEqual({
      status: 'ok',
      entries: [{ url: 'http://a.example/', title: null, watch: { startMarker: null, endMarker: null, checkedUrl: null } }],
    });
  });

  it('reads a bare list of addresses and objects with xmlUrl', () => {
    expect(readSubscriptionsJson('["http://a.example/a.lirs", {"xmlUrl": "http://b.example/hina.di", "title": "B"}, 3, ""]')).toEqual({
      status: 'ok',
      entries: [
        { url: 'http://a.example/a.lirs', title: null },
        { url: 'http://b.example/hina.di', title: 'B' },
      ],
    });
  });

  it('drops fields of the wrong type instead of trusting them', () => {
    const reading = readSubscriptionsJson('{"subscriptions": [{"url": "http://a.example/", "interval": -5, "display": "huge", "title": 7}]}');
    expect(reading).toEqual({ status: 'ok', entries: [{ url: 'http://a.example/', title: null }] });
  });

  it('tells text that is not JSON from JSON without a list', () => {
    expect(readSubscriptionsJson('{oops')).toEqual({ status: 'error', error: 'not-json' });
    expect(readSubscriptionsJson('{"feeds": 1}')).toEqual({ status: 'error', error: 'no-subscriptions' });
  });
});
