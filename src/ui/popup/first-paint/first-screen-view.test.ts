import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../core/settings.ts';
import { makeSubscription } from '../../../../test/support/store-test-support.ts';
import { testSite } from '../../../../test/support/test-site.ts';
import type { FirstScreen } from '../first-screen.ts';
import { firstScreenView } from './first-screen-view.ts';

const now = 1_800_000_000;
const t = (key: string, substitutions?: string | string[]): string => [key, ...[substitutions ?? []].flat()].join(' ');
const context = { now, locale: 'en', t };
const antenna = makeSubscription('http://a.example/lirs', { name: 'Antenna A' });
const sites = Array.from({ length: 50 }, (_, i) => testSite(`http://s${i}.example.jp/`, now - 600 - i * 60, { title: `Diary ${i}`, sources: [antenna.id] }));
const screen: FirstScreen = {
  subscriptions: [antenna],
  settings: { ...defaultSettings, expiry: 7200 },
  watermark: now - 1200,
  siteSeen: new Map([['http://s1.example.jp/', now - 100]]),
  siteUnseen: new Map(),
  sites,
  complete: false,
  candidates: sites.slice(0, 10),
};

describe('the first screen, as painted before the popup runs', () => {
  it('works the new marks and the count of new sites out for the time it is shown', () => {
    const view = firstScreenView(screen, context);
    // Learned of after the watermark (the ten candidates), less the one marked seen since.
    expect(view.newCount).toBe(9);
    expect(view.rows.filter((row) => row.row.isNew).map((row) => row.row.site.key)).toEqual(
      sites.slice(0, 10).filter((_, i) => i !== 1).map((site) => site.key),
    );
    // Three hours on, past the two hours' expiry, none is new any more.
    expect(firstScreenView(screen, { ...context, now: now + 3 * 3600 }).newCount).toBe(0);
  });

  it('draws the rows of the list\'s first viewport and the overscan, as the list first renders them', () => {
    const view = firstScreenView(screen, context);
    // 460 px of 46 px rows, and four beyond.
    expect(view.rows.map((row) => row.index)).toEqual(Array.from({ length: 14 }, (_, i) => i));
    expect(view.rows.map((row) => row.top).slice(0, 3)).toEqual([0, 46, 92]);
    expect(view).toMatchObject({ rowCount: 50, siteCount: 50, height: 50 * 46, following: true });
  });

  it('says how long ago and names the antenna, in the words of the page', () => {
    const [first] = firstScreenView(screen, context).rows;
    expect(first?.text).toMatchObject({ title: 'Diary 0', names: ['Antenna A'], className: 'row site-row is-new', fresh: ' is-new-mark' });
    expect(first?.text.time.relative).toMatch(/10/);
  });

  it('lists a failing antenna among the notices', () => {
    const failing = makeSubscription('http://b.example/lirs', { name: 'B', lastError: { kind: 'http-404', message: 'the server answered 404', params: ['404'], at: now } });
    const view = firstScreenView({ ...screen, subscriptions: [antenna, failing] }, context);
    expect(view.notices.shown).toEqual([expect.objectContaining({ kind: 'error', messageKey: 'popup_failing', parts: ['B', expect.any(String)] })]);
  });

  it('leaves the count of new sites to the store when the kept screen did not list them', () => {
    expect(firstScreenView({ ...screen, candidates: null }, context).newCount).toBeNull();
  });
});
