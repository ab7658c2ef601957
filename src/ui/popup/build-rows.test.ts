import { describe, expect, it } from 'vitest';
import type { SubscriptionId } from '../../core/subscription.ts';
import { filterWords } from '../shared/fold-text.ts';
import { buildRows, type RowOptions } from './build-rows.ts';
import { testSite } from '../../../test/support/test-site.ts';

const now = 1_000_000;
const labels = new Map([
  ['http://a.example/lirs', 'Antenna A'],
  ['http://b.example/lirs', 'Antenna B'],
]);
const options: RowOptions = {
  words: [],
  hideStale: false,
  groupByAntenna: false,
  labelOf: (id: SubscriptionId) => labels.get(id) ?? id,
  now,
  expiry: 28_800,
  watermark: now - 1000,
  siteSeen: new Map(),
  siteUnseen: new Map(),
};

const sites = [
  testSite('http://one.example.jp/', now - 100, { title: 'ｱﾝﾃﾅ日記', author: 'ＡＢＣ' }),
  testSite('http://two.example.jp/', now - 500, { title: 'Kumo', sources: ['http://a.example/lirs', 'http://b.example/lirs'] }),
  testSite('http://three.example.jp/', now - 2000, { title: 'Old', lastDetected: now - 40_000 }),
  testSite('http://four.example.jp/', now - 3000, { title: null, sources: ['http://b.example/lirs'] }),
];
const keys = (rows: ReturnType<typeof buildRows>) => rows.map((row) => (row.kind === 'site' ? row.site.key : `# ${row.label}`));

describe('buildRows', () => {
  it('keeps the store order', () => {
    expect(keys(buildRows(sites, options))).toEqual(sites.map((s) => s.key));
  });
  it('marks sites changed after the watermark as new, and stale ones never', () => {
    const rows = buildRows(sites, { ...options, watermark: now - 2500 });
    expect(rows.map((row) => row.kind === 'site' && row.isNew)).toEqual([true, true, false, false]);
    expect(rows.map((row) => row.kind === 'site' && row.stale)).toEqual([false, false, true, false]);
  });
  it("honours a site's own seen mark", () => {
    const rows = buildRows(sites, { ...options, siteSeen: new Map([['http://one.example.jp/', now - 100]]) });
    expect(rows[0]?.kind === 'site' && rows[0].isNew).toBe(false);
  });
  it('keeps a site fresh that another antenna checked lately', () => {
    const shared = { ...testSite('http://five.example.jp/', now - 100, { lastDetected: now - 40_000 }), checked: now - 60 };
    const [row] = buildRows([shared], options);
    expect(row?.kind === 'site' && row.stale).toBe(false);
  });
  it('hides stale sites when the setting says so', () => {
    expect(keys(buildRows(sites, { ...options, hideStale: true }))).not.toContain('http://three.example.jp/');
  });
  it('filters on title, author and URL with width and kana folding', () => {
    expect(keys(buildRows(sites, { ...options, words: filterWords('アンテナ') }))).toEqual(['http://one.example.jp/']);
    expect(keys(buildRows(sites, { ...options, words: filterWords('abc') }))).toEqual(['http://one.example.jp/']);
    expect(keys(buildRows(sites, { ...options, words: filterWords('FOUR.example') }))).toEqual(['http://four.example.jp/']);
    expect(keys(buildRows(sites, { ...options, words: filterWords('kumo two') }))).toEqual(['http://two.example.jp/']);
    expect(keys(buildRows(sites, { ...options, words: filterWords('kumo one') }))).toEqual([]);
  });
  it('groups under each antenna, newest antenna first, a shared site under both', () => {
    expect(keys(buildRows(sites, { ...options, groupByAntenna: true }))).toEqual([
      '# Antenna A',
      'http://one.example.jp/',
      'http://two.example.jp/',
      'http://three.example.jp/',
      '# Antenna B',
      'http://two.example.jp/',
      'http://four.example.jp/',
    ]);
  });
  it('gives every row a unique key when grouped', () => {
    const rows = buildRows(sites, { ...options, groupByAntenna: true });
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });
});
