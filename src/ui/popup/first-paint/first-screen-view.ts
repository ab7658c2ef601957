import { hostAndPath } from '../../../core/antenna-name.ts';
import { antennaNames } from '../../../core/antenna-names.ts';
import { isNew } from '../../../core/freshness/index.ts';
import type { Site } from '../../../core/site.ts';
import type { Subscription, SubscriptionId } from '../../../core/subscription.ts';
import type { Translate } from '../../shared/translate.ts';
import { buildRows, type Row } from '../build-rows.ts';
import type { FirstScreen } from '../first-screen.ts';
import { FIRST_VIEWPORT, OVERSCAN, rowHeights } from '../list-geometry.ts';
import { problemList, type ProblemNotice } from '../problem-list.ts';
import { siteRowText, sourceNames, type SiteRowText } from '../site-row-text.ts';
import { rowTops, visibleRange } from '../window-range.ts';

/** One row of the list as the popup's first render draws it. */
export interface FirstRow {
  readonly index: number;
  readonly top: number;
  readonly row: Extract<Row, { kind: 'site' }>;
  readonly text: SiteRowText;
}

/** What the popup's first render shows for a kept first screen (`PopupApp`, no filter, not grouped). */
export interface FirstScreenView {
  /** Following at least one antenna: Check now, Mark all seen, the filter and the list are shown. */
  readonly following: boolean;
  /** Sites that are new now, loaded or not; null when the kept screen did not list them. */
  readonly newCount: number | null;
  readonly notices: { readonly shown: readonly ProblemNotice[]; readonly more: number };
  /** Sites kept ("No sites yet" when none), rows in the list (`aria-setsize`), and its whole height. */
  readonly siteCount: number;
  readonly rowCount: number;
  readonly height: number;
  /** The rows the list renders first: those in its first viewport and a few beyond. */
  readonly rows: readonly FirstRow[];
}

export interface ViewContext {
  readonly now: number;
  readonly locale: string;
  readonly t: Translate;
}

/**
 * The kept first screen as the popup's first render shows it at `now`: its new marks, clocks
 * and "5 min. ago" worked out for the present, the antennas' names, the notices, and the rows
 * of the list's first viewport — so a page painted from it before the popup's script has run
 * is the page that script then renders.
 *
 * @example
 * firstScreenView(decodeFirstScreen(localStorage text)!, { now, locale: 'en', t }).rows[0].text.title // 'Diary'
 */
export function firstScreenView(screen: FirstScreen, context: ViewContext): FirstScreenView {
  const { now, locale, t } = context;
  const { settings, watermark, siteSeen, siteUnseen, subscriptions } = screen;
  const names = antennaNames(subscriptions);
  const labelOf = (id: SubscriptionId): string => names.get(id) ?? hostAndPath(id);
  const byId = new Map<string, Subscription>(subscriptions.map((s) => [s.id, s]));
  const sourcesOf = (site: Site): string[] => sourceNames(site, byId, labelOf, t, locale);
  const all = buildRows(screen.sites, {
    words: [],
    hideStale: settings.hideStale,
    groupByAntenna: false,
    labelOf,
    now,
    expiry: settings.expiry,
    watermark,
    siteSeen,
    siteUnseen,
  });
  const tops = rowTops(rowHeights(all));
  const { start, end } = visibleRange(tops, 0, FIRST_VIEWPORT, OVERSCAN);
  const rows: FirstRow[] = [];
  for (let index = start; index < end; index++) {
    const row = all[index];
    if (row?.kind !== 'site') continue;
    rows.push({ index, top: tops[index] ?? 0, row, text: siteRowText(row, { now, timeMode: settings.timeZone, locale, t, sourcesOf }) });
  }
  const newCount =
    screen.candidates?.filter((site) => isNew(site, { watermark, siteSeen: siteSeen.get(site.key), siteUnseen: siteUnseen.get(site.key) }, now, settings.expiry))
      .length ?? null;
  return {
    following: subscriptions.length > 0,
    newCount,
    notices: problemList(subscriptions, (s) => labelOf(s.id), t),
    siteCount: screen.sites.length,
    rowCount: all.length,
    height: tops[all.length] ?? 0,
    rows,
  };
}
