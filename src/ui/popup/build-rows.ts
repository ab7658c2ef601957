import { isNew, isStale, siteChecked } from '../../core/freshness/index.ts';
import type { Site } from '../../core/site.ts';
import type { SubscriptionId } from '../../core/subscription.ts';
import { foldText } from '../shared/fold-text.ts';

/** One line of the popup's list: a site, or the heading of an antenna's group. */
export type Row =
  | {
      readonly kind: 'site';
      /** Unique in the list (a site appears once per group when grouped). */
      readonly key: string;
      readonly site: Site;
      readonly isNew: boolean;
      readonly stale: boolean;
    }
  | { readonly kind: 'group'; readonly key: string; readonly label: string; readonly count: number };

export interface RowOptions {
  /** Folded filter words (`filterWords`); a site must contain them all. */
  readonly words: readonly string[];
  readonly hideStale: boolean;
  readonly groupByAntenna: boolean;
  /** An antenna's name for its group heading. */
  readonly labelOf: (id: SubscriptionId) => string;
  readonly now: number;
  readonly expiry: number;
  readonly watermark: number;
  readonly siteSeen: ReadonlyMap<string, number>;
  readonly siteUnseen: ReadonlyMap<string, number>;
}

/**
 * Turns the loaded sites (newest first) into the list's rows: filtered by the words (title,
 * author and URL, folded as `foldText` does), stale ones dropped when the setting says so,
 * and, when grouping, under a heading per antenna — the antenna that updated most recently
 * first — with a site that several antennas report listed under each of them.
 *
 * @example
 * buildRows(sites, { words: ['日記'], groupByAntenna: false, … }) // the matching sites, in order
 */
export function buildRows(sites: readonly Site[], options: RowOptions): Row[] {
  const siteRows: Extract<Row, { kind: 'site' }>[] = [];
  for (const site of sites) {
    const stale = isStale({ lastDetected: siteChecked(site) }, options.now, options.expiry);
    if (stale && options.hideStale) continue;
    if (options.words.length > 0 && !matches(site, options.words)) continue;
    const marks = { watermark: options.watermark, siteSeen: options.siteSeen.get(site.key), siteUnseen: options.siteUnseen.get(site.key) };
    const fresh = isNew(site, marks, options.now, options.expiry);
    siteRows.push({ kind: 'site', key: site.key, site, isNew: fresh, stale });
  }
  if (!options.groupByAntenna) return siteRows;

  const groups = new Map<SubscriptionId, Row[]>();
  for (const row of siteRows) {
    for (const id of row.site.sources) {
      let group = groups.get(id);
      if (!group) groups.set(id, (group = []));
      group.push({ ...row, key: `${id}\n${row.key}` });
    }
  }
  const rows: Row[] = [];
  // Sites come newest first, so a group's first member is its newest: the antenna with the
  // newest update leads, ties in name order.
  const ordered = [...groups].map(([id, members]) => ({ id, members, label: options.labelOf(id) }));
  ordered.sort((a, b) => newest(b.members) - newest(a.members) || compareText(a.label, b.label));
  for (const { id, members, label } of ordered) {
    rows.push({ kind: 'group', key: `group\n${id}`, label, count: members.length });
    rows.push(...members);
  }
  return rows;
}

function newest(members: readonly Row[]): number {
  const first = members[0];
  return first?.kind === 'site' ? first.site.record.lastModified : Number.NEGATIVE_INFINITY;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const haystacks = new WeakMap<Site, string>();

function matches(site: Site, words: readonly string[]): boolean {
  let haystack = haystacks.get(site);
  if (haystack === undefined) {
    const { title, author, url } = site.record;
    haystack = foldText([title ?? '', author ?? '', url].join('\n'));
    haystacks.set(site, haystack);
  }
  return words.every((word) => haystack.includes(word));
}
