import type { Site } from '../../core/site.ts';
import { siteChecked } from '../../core/site-checked.ts';
import { hostFromUrl } from '../shared/host-from-url.ts';
import { isSafeLink } from '../shared/is-safe-link.ts';
import type { Row } from './build-rows.ts';
import { describeTime } from './describe-time.ts';
import { HistoryIcon } from './icons.tsx';
import { useEnv } from './popup-env.ts';

export interface SiteRowProps {
  readonly row: Extract<Row, { kind: 'site' }>;
  readonly index: number;
  readonly top: number;
  readonly setSize: number;
  readonly now: number;
  readonly timeMode: 'site' | 'local';
  /** The names of the antennas that reported the site. */
  readonly sources: string;
  readonly onOpen: (site: Site, how: 'here' | 'browser') => void;
  /** Opens the site's history; `from` is the button, to return focus to. */
  readonly onHistory: (site: Site, from: HTMLElement) => void;
}

/**
 * One site: its title (or host), when it updated — the clock in the site's zone, named, and
 * how long ago — who wrote it and which antennas said so, and a History button beside it.
 * Only an http(s) URL becomes a link; anything else is shown as text. Feed text is only
 * ever rendered as text.
 */
export function SiteRow({ row, index, top, setSize, now, timeMode, sources, onOpen, onHistory }: SiteRowProps) {
  const { t, locale } = useEnv();
  const { site, stale } = row;
  const { record } = site;
  const time = describeTime(record, { mode: timeMode, now, locale, stale, checked: siteChecked(site), t });
  const title = record.title?.trim() || hostFromUrl(record.url);
  const meta = [time.zoneNote, record.author?.trim(), sources].filter((part) => part).join(' · ');
  const titleId = `site-title-${index}`;
  const content = (
    <>
      <span class="site-title" id={titleId}>
        {title}
      </span>
      <time class="site-time" dateTime={time.iso} title={time.title}>
        {time.clock}
      </time>
      <span class="site-age">{time.relative}</span>
      <span class="site-meta">{meta}</span>
      {row.isNew && <span class="visually-hidden"> {t('popup_new')}</span>}
    </>
  );
  const className = `row site-row${row.isNew ? ' is-new' : ''}${stale ? ' is-stale' : ''}`;
  return (
    <li class={className} style={{ top: `${top}px` }} aria-posinset={index + 1} aria-setsize={setSize} data-row={index}>
      {isSafeLink(record.url) ? (
        <a
          class="site"
          href={record.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            if (event.button !== 0) return;
            const plain = !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
            if (plain) event.preventDefault();
            onOpen(site, plain ? 'here' : 'browser');
          }}
          onAuxClick={(event) => {
            if (event.button === 1) onOpen(site, 'browser');
          }}
        >
          {content}
        </a>
      ) : (
        <div class="site">{content}</div>
      )}
      <button
        type="button"
        class="icon-button history-button"
        aria-label={t('history_open')}
        aria-describedby={titleId}
        title={t('history_open')}
        onClick={(event) => onHistory(site, event.currentTarget)}
      >
        <HistoryIcon />
      </button>
    </li>
  );
}

export function GroupRow({ row, index, top, setSize }: { row: Extract<Row, { kind: 'group' }>; index: number; top: number; setSize: number }) {
  return (
    <li class="row group-row" style={{ top: `${top}px` }} aria-posinset={index + 1} aria-setsize={setSize} data-row={index}>
      <h2 class="group-title">
        <span class="group-label">{row.label}</span> <span class="group-count">{row.count}</span>
      </h2>
    </li>
  );
}
