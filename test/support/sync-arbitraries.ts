// Generators for the sync tests (never shipped): models, entries, and realistic Japanese
// subscriptions for the quota figures.
import fc from 'fast-check';
import type { JsonValue } from '../../src/core/json-value.ts';
import type { SubscriptionId } from '../../src/core/subscription.ts';
import { syncKey, type SyncKey } from '../../src/core/sync/sync-key.ts';
import type { SyncEntry, SyncModel, SyncRegister, SyncedSubscription } from '../../src/core/sync/sync-model.ts';

/** A few keys only, so that generated models share subscriptions and edits collide. */
export const keyArb: fc.Arbitrary<SyncKey> = fc.constantFrom(
  ...['a', 'b', 'c', 'd', 'e', 'f'].map((host) => syncKey(`http://${host}.example.jp/` as SubscriptionId)),
);

/** Clocks from a small range, so that ties happen. */
export const clockArb = fc.integer({ min: 1_700_000_000, max: 1_700_000_006 });

const extraArb: fc.Arbitrary<Record<string, JsonValue>> = fc.record(
  {
    kind: fc.constantFrom('antenna', 'page'),
    watch: fc.record({
      startMarker: fc.option(fc.string({ maxLength: 8 }), { nil: null }),
      endMarker: fc.option(fc.string({ maxLength: 8 }), { nil: null }),
      checkedUrl: fc.option(fc.webUrl(), { nil: null }),
    }),
    notes: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

export const syncedSubscriptionArb: fc.Arbitrary<SyncedSubscription> = fc.record({
  url: fc.constantFrom('http://a.example.jp/', 'https://b.example.jp/sites.lirs', 'http://c.example.jp/hina.di'),
  name: fc.option(fc.constantFrom('日記', 'アンテナ', 'Kuma', ''), { nil: null }),
  interval: fc.option(fc.constantFrom(600, 1800, 86_400), { nil: null }),
  display: fc.constantFrom('entries' as const, 'collapsed' as const),
  added: fc.integer({ min: 1_600_000_000, max: 1_700_000_006 }),
  extra: extraArb,
});

export const entryArb: fc.Arbitrary<SyncEntry> = fc.oneof(
  fc.record({ clock: clockArb, removed: fc.constant(false as const), value: syncedSubscriptionArb }),
  fc.record({ clock: clockArb, removed: fc.constant(true as const) }),
);

const registerArb: fc.Arbitrary<SyncRegister> = fc.record({
  clock: fc.integer({ min: 0, max: 4 }),
  value: fc.oneof(fc.constantFrom(600, 1800), fc.boolean(), fc.constantFrom('site', 'local')),
});

export const modelArb: fc.Arbitrary<SyncModel> = fc.record({
  subscriptions: fc.array(fc.tuple(keyArb, entryArb), { maxLength: 8 }).map((pairs) => new Map(pairs)),
  settings: fc
    .array(fc.tuple(fc.constantFrom('interval', 'hideStale', 'timeZone', 'futureSetting'), registerArb), { maxLength: 4 })
    .map((pairs) => new Map(pairs)),
  seenUpTo: fc.integer({ min: 0, max: 1_700_000_006 }),
});

/** A model as plain data with its maps' entries in key order, for comparing two models. */
export function plainModel(model: SyncModel): unknown {
  const sorted = <V>(map: ReadonlyMap<string, V>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { subscriptions: sorted(model.subscriptions), settings: sorted(model.settings), seenUpTo: model.seenUpTo };
}

// Japanese words for host names (punycoded by the URL parser), paths and names, as the
// antennas and diaries of the Japanese web name themselves.
const WORDS = [
  'ただよう記憶', 'アンテナ', '更新情報', 'ひよこ', '猫の手', '読書録', 'ウェブログ', '雑記帳', '巡回', 'お知らせ',
  '東京', '大阪', '写真館', '音楽工房', '日々の泡', 'くまのこ', '古本屋', '落書き帖', '鉄道模型', '料理日記',
];

/**
 * The n-th of a realistic set of long Japanese subscriptions: an internationalized host of
 * two or three words (xn--…, 25–45 characters), a path with a percent-encoded Japanese
 * folder for every other one, and a name of 14–32 Japanese characters.
 */
export function japaneseSubscription(n: number): { readonly id: SubscriptionId; readonly url: string; readonly name: string } {
  // A fixed pseudo-random choice of words per n (no two subscriptions share a URL).
  const word = (k: number) => WORDS[(Math.imul(n * 31 + k, 2_654_435_761) >>> 16) % WORDS.length] as string;
  const host = `${word(1)}${word(2)}${n % 3 === 0 ? word(3) : ''}.${n % 2 === 0 ? 'jp' : 'co.jp'}`;
  const path = n % 2 === 0 ? `/~user${n}/antenna/index.lirs.gz` : `/${word(4)}/${word(5)}${n}/hina.di`;
  const url = new URL(`https://${host}${path}`).href;
  const name = `${word(6)}の${word(7)}・${word(8)}${word(9)}${n % 4 === 0 ? `（${word(10)}版）` : ''}`;
  return { id: url as SubscriptionId, url, name };
}
