import type { AntennaRecord } from './record.ts';
import type { DisplayMode } from './subscription.ts';

/**
 * The sensible first display for a feed: an antenna's feed lists many sites (entries on
 * several hosts: one row per entry); a site's own feed lists its own pages (one host: one
 * row, its newest entry).
 *
 * @example
 * defaultDisplay([{ url: 'http://a.jp/1' }, { url: 'http://b.jp/' }]) // 'entries'
 * defaultDisplay([{ url: 'http://a.jp/1' }, { url: 'http://a.jp/2' }]) // 'collapsed'
 */
export function defaultDisplay(records: readonly Pick<AntennaRecord, 'url'>[]): DisplayMode {
  const hosts = new Set<string>();
  for (const record of records) {
    try {
      hosts.add(new URL(record.url).host.toLowerCase());
    } catch {
      // Decoders only give http(s) URLs; anything else says nothing about hosts.
    }
    if (hosts.size > 1) return 'entries';
  }
  return records.length > 1 ? 'collapsed' : 'entries';
}

/**
 * A feed shown as one site: its newest entry, named after the feed.
 *
 * @example
 * collapseFeed(entries, 'ひやの日記') // [newest entry, titled 'ひやの日記']
 */
export function collapseFeed(records: readonly AntennaRecord[], feedTitle: string | null): AntennaRecord[] {
  let newest: AntennaRecord | null = null;
  for (const record of records) if (!newest || record.lastModified > newest.lastModified) newest = record;
  if (!newest) return [];
  return [{ ...newest, title: feedTitle ?? newest.title }];
}
