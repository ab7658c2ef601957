import type { AntennaRecord } from '../../src/core/record.ts';
import { blankRecord } from '../../test/support/blank-record.ts';
import { encodeEucJp } from '../../test/support/encode-euc-jp.ts';
import { encodeHinadi } from '../../src/formats/hinadi/encode-hinadi.ts';
import { encodeLirs } from '../../src/formats/lirs/encode-lirs.ts';

interface DemoSite {
  readonly url: string;
  readonly title: string | null;
  readonly author: string | null;
  /** Minutes before now that the site changed. */
  readonly minutesAgo: number;
  /** Seconds east of UTC; null when the antenna did not say. */
  readonly tzOffset: number | null;
}

const JST = 32_400;

/** A dozen personal sites of the kind antennas followed, in Japan and abroad. */
export const demoSiteList: readonly DemoSite[] = [
  { url: 'http://hiya.example.jp/diary/', title: 'ひやの日記', author: 'ひや', minutesAgo: 4, tzOffset: JST },
  { url: 'http://tadayo.example.jp/n/', title: 'ただよ思い出', author: 'Hiya', minutesAgo: 12, tzOffset: JST },
  { url: 'http://kumo.example.ne.jp/~sora/', title: '雲と空の観察記録', author: '空野', minutesAgo: 27, tzOffset: JST },
  { url: 'http://ramen.example.jp/', title: 'ラーメン食べ歩き帖', author: '麺太郎', minutesAgo: 45, tzOffset: JST },
  { url: 'http://nyc.example.com/tokyo-in-ny/', title: 'ニューヨーク便り', author: 'Ken', minutesAgo: 63, tzOffset: -18_000 },
  { url: 'http://tetsudo.example.jp/log/', title: '鉄道写真館 更新履歴', author: 'ＳＬ好き', minutesAgo: 95, tzOffset: JST },
  { url: 'http://novel.example.jp/', title: '小説置き場「夕凪」', author: '凪', minutesAgo: 140, tzOffset: JST },
  { url: 'http://gadget.example.jp/news/', title: 'ガジェット雑記帳', author: null, minutesAgo: 210, tzOffset: JST },
  { url: 'http://berlin.example.de/nikki/', title: 'ベルリン滞在日記', author: 'みどり', minutesAgo: 300, tzOffset: 3_600 },
  { url: 'http://neko.example.jp/', title: '猫と暮らす①', author: 'たま', minutesAgo: 420, tzOffset: JST },
  { url: 'http://hon.example.jp/review/', title: '読書メモ〜今月の一冊', author: '本の虫', minutesAgo: 600, tzOffset: null },
  { url: 'http://oekaki.example.jp/', title: null, author: 'ペン子', minutesAgo: 1_500, tzOffset: JST },
];

function toRecord(site: DemoSite, now: number, source: string): AntennaRecord {
  const lastModified = now - site.minutesAgo * 60;
  return {
    url: site.url,
    title: site.title,
    author: site.author,
    lastModified,
    // The antenna checked every site a few minutes ago, so every record is fresh.
    lastDetected: now - 180,
    tzOffset: site.tzOffset,
    contentLength: 2_000 + site.url.length * 37,
    sourceUrl: source, checkedUrl: null,
    method: null,
    expires: null,
    extension: [],
    extra: {},
  };
}

/**
 * The demo antenna as two files that share four sites: a LIRS file (gzipped EUC-JP) with the
 * first eight sites and a hina-di file (EUC-JP) with the last eight, times relative to `now`.
 */
export function demoAntenna(now: number, origin: string): { lirsGz: Uint8Array; hinadi: Uint8Array } {
  const lirs = demoSiteList.slice(0, 8).map((site) => toRecord(site, now, `${origin}/antenna/`));
  const hinadi = demoSiteList.slice(4).map((site) => toRecord(site, now, `${origin}/hina/`));
  const text = encodeHinadi(hinadi, { now, charset: 'EUC-JP', userAgent: 'Antenna Reader demo' });
  return {
    lirsGz: encodeLirs(lirs, { gzip: true }),
    hinadi: encodeEucJp(text) ?? new TextEncoder().encode(text),
  };
}

/** Eight more sites, for a third antenna: with the demo's twelve, the popup holds twenty. */
export const moreSiteList: readonly DemoSite[] = [
  { url: 'http://haiku.example.jp/', title: '一日一句', author: '松風', minutesAgo: 2, tzOffset: JST },
  { url: 'http://paris.example.fr/carnet/', title: 'パリの台所から', author: 'ゆき', minutesAgo: 38, tzOffset: 3_600 },
  { url: 'http://kyoto.example.jp/sanpo/', title: '京都散歩道', author: '歩', minutesAgo: 74, tzOffset: JST },
  { url: 'http://retro.example.jp/pc98/', title: 'PC-98 資料室', author: 'ねじ', minutesAgo: 133, tzOffset: JST },
  { url: 'http://sf.example.com/blog/', title: 'Bay Area Notes', author: 'Aki', minutesAgo: 260, tzOffset: -28_800 },
  { url: 'http://yama.example.jp/', title: '山歩き記録', author: '岳', minutesAgo: 480, tzOffset: JST },
  { url: 'http://cafe.example.jp/menu/', title: '喫茶ひだまり', author: null, minutesAgo: 2_900, tzOffset: JST },
  { url: 'http://old.example.jp/diary/', title: '更新停止中の日記', author: '旧', minutesAgo: 9_000, tzOffset: JST },
];

/** The third antenna: `moreSiteList` as a plain LIRS file; its last site the antenna stopped checking (stale). */
export function moreAntenna(now: number, origin: string): Uint8Array {
  const records = moreSiteList.map((site, i) => {
    const record = toRecord(site, now, `${origin}/more/`);
    return i === moreSiteList.length - 1 ? { ...record, lastDetected: now - 12 * 3600 } : record;
  });
  return encodeLirs(records);
}

/**
 * A big antenna of `count` generated sites, one every 37 seconds from half an hour ago, as a
 * gzipped LIRS file: for screenshots and checks at twenty thousand sites.
 */
export function bigAntenna(now: number, count: number): Uint8Array {
  const records: AntennaRecord[] = [];
  for (let i = 0; i < count; i++) {
    records.push(
      blankRecord({
        url: `http://site${i}.example.jp/`,
        title: `個人サイト ${i + 1}`,
        author: `作者 ${i + 1}`,
        lastModified: now - 1_800 - i * 37,
        lastDetected: now - 240,
        tzOffset: JST,
      }),
    );
  }
  return encodeLirs(records, { gzip: true });
}

/** What the demo's antennas are called, as a user names them on the options page. */
export const demoNames = {
  en: { lirs: 'Demo antenna (LIRS)', hinadi: 'Demo antenna (hina-di)', more: 'More sites', big: 'Twenty thousand sites' },
  ja: { lirs: 'デモアンテナ (LIRS)', hinadi: 'デモアンテナ (hina-di)', more: 'もっとサイト', big: '二万サイト' },
} as const;
