import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../core/subscription.ts';
import { readSubscriptionsJson, writeSubscriptionsJson } from './subscriptions-json.ts';

const subscription = {
  url: 'http://a.example/a.lirs.gz',
  title: 'A',
  interval: 3600,
  display: 'entries',
} as Subscription;

describe('subscriptions JSON', () => {
  it('reads back what it writes', () => {
    const reading = readSubscriptionsJson(writeSubscriptionsJson([subscription, { ...subscription, url: 'http://b.example/', title: null, interval: null, display: 'collapsed' }], 0));
    expect(reading).toEqual({
      status: 'ok',
      entries: [
        { url: 'http://a.example/a.lirs.gz', title: 'A', interval: 3600, display: 'entries' },
        { url: 'http://b.example/', title: null, interval: null, display: 'collapsed' },
      ],
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
