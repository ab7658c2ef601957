import { siteChecked } from '../../core/freshness/index.ts';
import type { Site } from '../../core/site.ts';
import type { Subscription, SubscriptionId } from '../../core/subscription.ts';
import { hostFromUrl } from '../shared/host-from-url.ts';
import type { Translate } from '../shared/translate.ts';
import type { Row } from './build-rows.ts';
import { describeTime, type TimeText } from './describe-time.ts';

/** What a site's row says, worked out once for the popup's rows and the first paint's. */
export interface SiteRowText {
  /** The title, or the host when there is none. */
  readonly title: string;
  /** The author, trimmed; undefined or empty when there is none. */
  readonly author: string | undefined;
  readonly time: TimeText;
  /** The names of the antennas that reported the site, in the order shown. */
  readonly names: readonly string[];
  /** The meta line whole, for its tooltip (the line itself is cut with an ellipsis when long). */
  readonly meta: string;
  /** The row's classes: new, stale, dated in the future. */
  readonly className: string;
  /** The class each element a new mark styles carries itself (`' is-new-mark'` or `''`). */
  readonly fresh: string;
}

export interface SiteRowContext {
  readonly now: number;
  readonly timeMode: 'site' | 'local';
  readonly locale: string;
  readonly t: Translate;
  readonly sourcesOf: (site: Site) => readonly string[];
}

/**
 * The text and classes of one site's row (see `SiteRow`).
 *
 * @example
 * siteRowText(row, { now, timeMode: 'site', locale: 'en', t, sourcesOf }).className // 'row site-row is-new'
 */
export function siteRowText(row: Extract<Row, { kind: 'site' }>, context: SiteRowContext): SiteRowText {
  const { site, stale } = row;
  const { record } = site;
  const { t } = context;
  const time = describeTime(record, { mode: context.timeMode, now: context.now, locale: context.locale, stale, checked: siteChecked(site), t });
  const title = record.title?.trim() || hostFromUrl(record.url);
  const author = record.author?.trim();
  const names = context.sourcesOf(site);
  const meta = [time.zoneNote, author, names.length > 0 ? t('popup_from', names.join(t('popup_listSeparator'))) : null].filter(Boolean).join(' · ');
  return {
    title,
    author,
    time,
    names,
    meta,
    className: `row site-row${row.isNew ? ' is-new' : ''}${stale ? ' is-stale' : ''}${time.future ? ' is-future' : ''}`,
    // Chromium was seen to leave a descendant's style stale when only the row's class changed
    // (no dot, no bold title): each element a new mark styles carries the class itself.
    fresh: row.isNew ? ' is-new-mark' : '',
  };
}

/**
 * The names of the antennas that reported a site, sorted for `locale`: each antenna's name
 * (`labelOf`), and a page watched directly named by how it was checked, not by its title again.
 */
export function sourceNames(
  site: Site,
  subscriptionsById: ReadonlyMap<string, Subscription>,
  labelOf: (id: SubscriptionId) => string,
  t: Translate,
  locale: string,
): string[] {
  const name = (id: SubscriptionId) => (subscriptionsById.get(id)?.kind === 'page' ? t('watch_direct') : labelOf(id));
  return [...new Set(site.sources.map(name))].sort((a, b) => a.localeCompare(b, locale));
}
