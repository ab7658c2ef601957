import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { isNew } from '../../core/is-new.ts';
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
import { OnThisPage } from './on-this-page/on-this-page.tsx';

/** How often relative times ("12 min. ago") are brought up to date while the popup is open. */
const TICK_MS = 30_000;
/** The worker announces each antenna it writes; a burst of notices becomes one re-read. */
const CHANGE_DEBOUNCE_MS = 150;

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
  const [now, setNow] = useState(() => env.now());
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

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    env.onChange(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setNow(env.now());
        void loader.refresh();
      }, CHANGE_DEBOUNCE_MS);
    });
    const tick = setInterval(() => setNow(env.now()), TICK_MS);
    return () => clearInterval(tick);
  }, [loader]);

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
  const sourcesOf = useCallback(
    (site: Site): string[] => {
      // A page watched directly is named by how it was checked, not by its own title again.
      const name = (id: SubscriptionId) => (subscriptionsById.get(id)?.kind === 'page' ? t('watch_direct') : labelOf(id));
      return [...new Set(site.sources.map(name))].sort((a, b) => a.localeCompare(b, env.locale));
    },
    [labelOf, subscriptionsById],
  );

  const { settings, watermark, siteSeen, sites } = snapshot;
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
      }),
    [sites, words, settings, grouped, labelOf, now, watermark, siteSeen],
  );
  const loadedNew = useMemo(
    () => sites.some((site) => isNew(site, { watermark, siteSeen: siteSeen.get(site.key) }, now, settings.expiry)),
    [sites, watermark, siteSeen, now, settings.expiry],
  );

  const open = useCallback((site: Site, how: 'here' | 'browser') => {
    const { key, record } = site;
    // The message goes first: opening a tab closes the popup.
    void env.send<'mark-seen'>({ kind: 'mark-seen', key, lastModified: record.lastModified });
    loader.markSeen(key, record.lastModified);
    if (how === 'here') void env.openTab(record.url);
  }, []);

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
    loader.markAllSeen();
    void env.send<'mark-all-seen'>({ kind: 'mark-all-seen' });
  };

  const openOptions = (): void => void env.openOptionsPage();
  const following = snapshot.subscriptions.length > 0;

  return (
    <div class="popup">
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
            {check.result}
          </p>
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
              {sites.length > 0 && !loadedNew && snapshot.newBeyond === false && words.length === 0 && (
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
