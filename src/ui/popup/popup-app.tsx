import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { isNew } from '../../core/freshness/index.ts';
import type { Site } from '../../core/site.ts';
import { hostAndPath } from '../../core/antenna-name.ts';
import { antennaNames } from '../../core/antenna-names.ts';
import type { Subscription, SubscriptionId } from '../../core/subscription.ts';
import { filterWords } from '../shared/fold-text.ts';
import { buildRows } from './build-rows.ts';
import { HistoryView } from './history/history-view.tsx';
import { GearIcon } from './icons.tsx';
import { useEnv } from './popup-env.ts';
import { ProblemNotices } from './problem-notices.tsx';
import type { SiteLoader, SiteSnapshot } from './site-loader.ts';
import { SiteList, type SiteListHandle } from './site-list.tsx';
import { useCheckNow } from './use-check-now.ts';
import { checkSummaryText } from './check-summary-text.ts';
import { isSafeLink } from '../shared/is-safe-link.ts';
import { OnThisPage } from './on-this-page/on-this-page.tsx';
import { useChangeReread } from '../shared/use-change-reread.ts';
import { useClock } from '../shared/use-clock.ts';
import { sourceNames } from './site-row-text.ts';

/** "Open all new" asks first when it would open more tabs than this. */
const CONFIRM_ABOVE = 10;
/** And never opens more than this at once: the rest stay new for the next time. */
const MAX_OPEN_AT_ONCE = 50;

/**
 * The toolbar popup: who updated and when, newest first, with Check now, Mark all seen, a
 * filter and grouping by antenna. `loader` is already reading (main.tsx starts it before the
 * first render); the popup shows its snapshots, and asks it for every site only when a filter,
 * grouping or scrolling past the first screen needs them.
 */
export function PopupApp({ loader }: { loader: SiteLoader }) {
  const env = useEnv();
  const { t } = env;
  const [snapshot, setSnapshot] = useState<SiteSnapshot>(loader.current);
  const [query, setQuery] = useState('');
  const [grouped, setGrouped] = useState(false);
  const [now, tick] = useClock(env.now);
  const filter = useRef<HTMLInputElement>(null);
  const list = useRef<SiteListHandle | null>(null);
  const check = useCheckNow();
  /** The site whose history is shown over the list, and the button that opened it. */
  const [history, setHistory] = useState<{ site: Site; from: HTMLElement } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const historyShown = useRef(false);
  historyShown.current = history !== null;

  // A layout effect: subscribed before the first paint, so a read that ends meanwhile shows at once.
  useLayoutEffect(() => {
    setSnapshot(loader.current());
    return loader.subscribe(setSnapshot);
  }, [loader]);

  // A poll beginning or ending changes no site (`useCheckNow` listens for that).
  useChangeReread(env.onChange, ['subscriptions', 'sites', 'seen', 'settings', 'sync'], () => {
    tick();
    void loader.refresh();
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (historyShown.current) return;
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
      event.preventDefault();
      filter.current?.focus();
      filter.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const words = useMemo(() => filterWords(query), [query]);
  // A new filter's matches replace the list: show them from the first, wherever it was scrolled.
  const filtered = useRef(words);
  useEffect(() => {
    if (filtered.current === words) return;
    filtered.current = words;
    list.current?.scrollToTop();
  }, [words]);

  // Each antenna's name (the user's own, its title, or its host and path), told apart from
  // any other called the same.
  const names = useMemo(() => antennaNames(snapshot.subscriptions), [snapshot.subscriptions]);
  const labelOf = useCallback((id: SubscriptionId): string => names.get(id) ?? hostAndPath(id), [names]);
  const subscriptionsById = useMemo(
    () => new Map<string, Subscription>(snapshot.subscriptions.map((s) => [s.id, s])),
    [snapshot.subscriptions],
  );
  const sourcesOf = useCallback((site: Site): string[] => sourceNames(site, subscriptionsById, labelOf, t, env.locale), [labelOf, subscriptionsById]);

  const { settings, watermark, siteSeen, siteUnseen, sites } = snapshot;
  const rows = useMemo(
    () =>
      buildRows(sites, {
        words,
        hideStale: settings.hideStale,
        groupByAntenna: grouped,
        labelOf,
        now,
        expiry: settings.expiry,
        watermark,
        siteSeen,
        siteUnseen,
      }),
    [sites, words, settings, grouped, labelOf, now, watermark, siteSeen, siteUnseen],
  );
  // Every new site, loaded or not: what the badge counts, "Open all new" opens and the count says.
  const newSites = useMemo(
    () =>
      snapshot.candidates?.filter((site) =>
        isNew(site, { watermark, siteSeen: siteSeen.get(site.key), siteUnseen: siteUnseen.get(site.key) }, now, settings.expiry),
      ) ?? null,
    [snapshot.candidates, watermark, siteSeen, siteUnseen, now, settings.expiry],
  );
  const [confirmOpen, setConfirmOpen] = useState(false);

  const open = useCallback((site: Site, how: 'here' | 'browser') => {
    const { key, record } = site;
    // The message goes first: opening a tab closes the popup.
    loader.markSeen(key, record.lastModified, env.send<'mark-seen'>({ kind: 'mark-seen', key, lastModified: record.lastModified }));
    if (how === 'here') void env.openTab(record.url);
  }, []);

  /** Marks one site seen or unseen without opening it, at the update the row shows. */
  const mark = useCallback((site: Site, seen: boolean) => {
    const { key, record } = site;
    const written = env.send<'mark-sites'>({ kind: 'mark-sites', sites: [{ key, lastModified: record.lastModified }], seen });
    if (seen) loader.markSeen(key, record.lastModified, written);
    else loader.markUnseen(site, written);
  }, []);

  /** Opens every new site in a background tab (the popup stays) and marks them seen. */
  const openAllNew = (sitesToOpen: readonly Site[]): void => {
    setConfirmOpen(false);
    const openable = sitesToOpen.filter((site) => isSafeLink(site.record.url)).slice(0, MAX_OPEN_AT_ONCE);
    if (openable.length === 0) return;
    const written = env.send<'mark-sites'>({
      kind: 'mark-sites',
      sites: openable.map(({ key, record }) => ({ key, lastModified: record.lastModified })),
      seen: true,
    });
    for (const site of openable) loader.markSeen(site.key, site.record.lastModified, written);
    void env.openTabs(openable.map((site) => site.record.url));
  };
  const askOpenAllNew = (): void => {
    if (newSites === null || newSites.length === 0) return;
    if (newSites.length > CONFIRM_ABOVE) setConfirmOpen(true);
    else openAllNew(newSites);
  };
  const newCount = newSites?.length ?? null;
  const status = check.error ?? (check.summary === null || newCount === null ? '' : checkSummaryText(check.summary, newCount, t));

  const openHistory = useCallback((site: Site, from: HTMLElement) => setHistory({ site, from }), []);
  const closeHistory = useCallback(() => {
    setHistory((shown) => {
      returnFocus.current = shown?.from ?? null;
      return null;
    });
  }, []);
  // Back in the list: focus returns to the History button that opened the view (or the filter
  // when its row has scrolled away meanwhile).
  useLayoutEffect(() => {
    if (history !== null || returnFocus.current === null) return;
    const button = returnFocus.current;
    returnFocus.current = null;
    if (button.isConnected) button.focus();
    else filter.current?.focus();
  }, [history]);
  // The site as now stored: a poll that brings a newer update shows in the open history.
  const historySite = useMemo(
    () => (history === null ? null : (sites.find((site) => site.key === history.site.key) ?? history.site)),
    [history, sites],
  );

  const markAllSeen = (): void => {
    setConfirmOpen(false);
    loader.markAllSeen(env.send<'mark-all-seen'>({ kind: 'mark-all-seen' }));
  };

  const openOptions = (): void => void env.openOptionsPage();
  const following = snapshot.subscriptions.length > 0;

  return (
    // `data-kept`: the rows are the last popup's first screen, until the store's read is in.
    <div class="popup" data-kept={snapshot.kept === true ? '' : undefined}>
      <div class="view main-view" inert={history !== null}>
        <header class="bar">
          <h1 class="app-name">{t('extName')}</h1>
          {following && (
            <>
              <button type="button" class="button primary" ref={check.buttonRef} disabled={check.running} onClick={check.run}>
                {check.running ? t('popup_checking') : t('popup_checkNow')}
              </button>
              <button type="button" class="button" onClick={markAllSeen}>
                {t('popup_markAllSeen')}
              </button>
            </>
          )}
          <button type="button" class="icon-button" aria-label={t('popup_options')} title={t('popup_options')} onClick={openOptions}>
            <GearIcon />
          </button>
        </header>
        <main class="content">
          <p class="status" role="status">
            {status}
          </p>
          {following && newCount !== null && newCount > 0 && (
            <div class="new-bar">
              <span class="new-count">{t('popup_newCount', String(newCount))}</span>
              {!confirmOpen && (
                <button type="button" class="button" onClick={askOpenAllNew}>
                  {t('popup_openAllNew')}
                </button>
              )}
            </div>
          )}
          {confirmOpen && newSites !== null && newSites.length > 0 && (
            <div class="confirm-bar" role="group" aria-label={t('popup_openAllNew')}>
              <p class="confirm-text">{t('popup_openAllNewConfirm', String(Math.min(newSites.length, MAX_OPEN_AT_ONCE)))}</p>
              <button type="button" class="button primary" onClick={() => openAllNew(newSites)} ref={(button) => button?.focus()}>
                {t('popup_openAllNewYes')}
              </button>
              <button type="button" class="button" onClick={() => setConfirmOpen(false)}>
                {t('popup_cancel')}
              </button>
            </div>
          )}
          {snapshot.ready && <OnThisPage subscriptions={snapshot.subscriptions} />}
          {!snapshot.ready && !snapshot.error && <p class="message">{t('popup_loading')}</p>}
          {snapshot.error && <p class="message error">{t('popup_loadError', snapshot.error)}</p>}
          {snapshot.ready && !snapshot.error && !following && (
            <section class="empty">
              <p class="empty-title">{t('popup_noSubscriptions')}</p>
              <p class="empty-hint">{t('popup_noSubscriptionsHint')}</p>
              <button type="button" class="button primary" onClick={openOptions}>
                {t('popup_addAntenna')}
              </button>
            </section>
          )}
          {following && (
            <>
              <div class="filter-bar">
                <input
                  ref={filter}
                  type="search"
                  class="filter"
                  aria-label={t('popup_filter')}
                  aria-keyshortcuts="/"
                  placeholder={t('popup_filterPlaceholder')}
                  value={query}
                  // Filtering needs every site: focusing the filter starts their one read, so it
                  // is under way (or done) by the first keystroke.
                  onFocus={() => loader.loadAll()}
                  onInput={(event) => {
                    loader.loadAll();
                    setQuery((event.currentTarget as HTMLInputElement).value);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowDown') {
                      event.preventDefault();
                      list.current?.focusFirst();
                    }
                  }}
                />
                <button
                  type="button"
                  class="button toggle"
                  aria-pressed={grouped}
                  onClick={() => {
                    loader.loadAll();
                    setGrouped(!grouped);
                  }}
                >
                  {t('popup_groupByAntenna')}
                </button>
              </div>
              <ProblemNotices subscriptions={snapshot.subscriptions} labelOf={(s) => labelOf(s.id)} />
              {snapshot.ready && sites.length === 0 && <p class="message">{t('popup_noSites')}</p>}
              {sites.length > 0 && newCount === 0 && words.length === 0 && (
                <p class="message nothing-new">{t('popup_nothingNew')}</p>
              )}
              {sites.length > 0 && rows.length === 0 && words.length > 0 && snapshot.complete && (
                <p class="message">{t('popup_noMatches', query.trim())}</p>
              )}
              <SiteList
                rows={rows}
                label={t('popup_sitesLabel')}
                now={now}
                timeMode={settings.timeZone}
                sourcesOf={sourcesOf}
                onOpen={open}
                onMark={mark}
                onHistory={openHistory}
                onReach={(count) => {
                  if (count > rows.length) loader.loadAll();
                }}
                onExitTop={() => filter.current?.focus()}
                handle={list}
              />
            </>
          )}
        </main>
      </div>
      {historySite && (
        <HistoryView
          site={historySite}
          timeMode={settings.timeZone}
          now={now}
          onOpen={(site) => open(site, 'here')}
          onClose={closeHistory}
        />
      )}
    </div>
  );
}
