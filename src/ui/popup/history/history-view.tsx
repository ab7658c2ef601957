import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { rhythmGrid, summarizeRhythm } from '../../../core/rhythm/index.ts';
import type { Site } from '../../../core/site.ts';
import { HISTORY_LIMIT, type SiteUpdate } from '../../../core/site-update.ts';
import { hostFromUrl } from '../../shared/host-from-url.ts';
import { isSafeLink } from '../../shared/is-safe-link.ts';
import { displayZone } from '../../shared/time-zone.ts';
import { zoneName } from '../../shared/zone-name.ts';
import { BackIcon } from '../icons.tsx';
import { useEnv } from '../popup-env.ts';
import { describeUpdates } from './describe-updates.ts';
import { RhythmChart } from './rhythm-chart.tsx';
import { rhythmText } from './rhythm-text.ts';
import { NextChangeButton } from './next-change-button.tsx';
import { UpdateChange } from './update-change.tsx';

type Loaded = { readonly status: 'loading' } | { readonly status: 'ok'; readonly updates: SiteUpdate[] } | { readonly status: 'error'; readonly message: string };

export interface HistoryViewProps {
  /** The site as the list now shows it: a newer update read meanwhile reads the history again. */
  readonly site: Site;
  readonly timeMode: 'site' | 'local';
  readonly now: number;
  readonly onOpen: (site: Site) => void;
  /** Back to the list (the Back button, or Escape). */
  readonly onClose: () => void;
}

/**
 * One site's history inside the popup: its updates newest first, each a `<time datetime>` in
 * the site's zone, and when in the week they come — a weekday × hour chart and a summary in
 * words ("Mostly weekday evenings, 21–23h"). Focus starts on the site's name; Back or Escape
 * returns to the list.
 */
export function HistoryView({ site, timeMode, now, onOpen, onClose }: HistoryViewProps) {
  const env = useEnv();
  const { t, locale } = env;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { summary: useId(), rhythm: useId(), updates: useId() };
  const { record } = site;
  const title = record.title?.trim() || hostFromUrl(record.url);

  useEffect(() => {
    let current = true;
    env.readSiteHistory(site.key).then(
      (updates) => current && setLoaded({ status: 'ok', updates }),
      (error: unknown) => current && setLoaded({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [site.key, record.lastModified]);

  useLayoutEffect(() => heading.current?.focus(), [site.key]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const updates = loaded.status === 'ok' ? loaded.updates : [];
  const lines = useMemo(
    () => describeUpdates(updates, { siteZone: record.tzOffset, mode: timeMode, locale, now, justNow: t('popup_justNow') }),
    [updates, record.tzOffset, timeMode, locale, now],
  );
  // A watched page's updates say what changed (`SiteUpdate.change`).
  const changes = useMemo(() => new Map(updates.flatMap((update) => (update.change === undefined ? [] : [[update.lastModified, update.change] as const]))), [updates]);
  const grid = useMemo(() => rhythmGrid(lines.map((line) => line.clock)), [lines]);
  const summary = useMemo(() => rhythmText(summarizeRhythm(grid), t, locale), [grid]);
  const zone = displayZone(lines[0]?.lastModified ?? record.lastModified, record.tzOffset, timeMode);
  const zoneKey = zone.kind === 'site' ? 'history_zoneSite' : zone.kind === 'local' ? 'history_zoneLocal' : 'history_zoneUnknown';

  return (
    // Over the list, which is then inert and hidden: the page's one main landmark and level-one heading.
    <div class="view history-view">
      <header class="bar history-bar">
        <button type="button" class="button back-button" onClick={onClose}>
          <BackIcon />
          {t('history_back')}
        </button>
        {isSafeLink(record.url) && (
          <a
            class="button open-site"
            href={record.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onOpen(site);
            }}
          >
            {t('history_openSite')}
          </a>
        )}
      </header>
      <main class="history-body" aria-label={t('history_viewLabel', title)}>
        <h1 class="history-title" tabIndex={-1} ref={heading}>
          <bdi>{title}</bdi>
        </h1>
        <p class="history-zone">{t(zoneKey, zoneName(zone.offset))}</p>
        {loaded.status === 'loading' && <p class="message">{t('history_loading')}</p>}
        {loaded.status === 'error' && <p class="message error">{t('history_loadError', loaded.message)}</p>}
        {loaded.status === 'ok' && lines.length === 0 && <p class="message">{t('history_empty')}</p>}
        {lines.length > 0 && (
          <>
            <section class="rhythm" aria-labelledby={ids.rhythm}>
              <h2 id={ids.rhythm} class="history-heading">
                {t('history_rhythmHeading')}
              </h2>
              <p id={ids.summary} class="rhythm-summary">
                {summary}
              </p>
              <RhythmChart grid={grid} name={t('history_chartName', [zoneName(zone.offset), String(lines.length)])} describedBy={ids.summary} />
            </section>
            <section aria-labelledby={ids.updates}>
              <h2 id={ids.updates} class="history-heading">
                {t('history_updatesHeading', String(lines.length))}
              </h2>
              {changes.size > 1 && <NextChangeButton list={ids.updates} />}
              <ol class="updates">
                {lines.map((line) => {
                  const change = changes.get(line.lastModified);
                  return (
                    <li key={line.lastModified} class={change ? 'update has-change' : 'update'} tabIndex={change ? -1 : undefined}>
                      <time dateTime={line.iso} title={line.title}>
                        {line.text}
                      </time>
                      <span class="update-ago">{line.relative}</span>
                      {change && <UpdateChange change={change} />}
                    </li>
                  );
                })}
              </ol>
              {lines.length >= HISTORY_LIMIT && <p class="message history-limit">{t('history_limit', String(HISTORY_LIMIT))}</p>}
            </section>
          </>
        )}
      </main>
    </div>
  );
}
