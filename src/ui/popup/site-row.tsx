import type { Site } from '../../core/site.ts';
import { IsolatedMessage } from '../shared/isolated-message.tsx';
import { isSafeLink } from '../shared/is-safe-link.ts';
import type { Row } from './build-rows.ts';
import { ChangeExcerpt } from './change-excerpt.tsx';
import { HISTORY_PATH, MARK_SEEN_PATH, MARK_UNSEEN_PATH } from './icon-paths.ts';
import { RowIcon } from './icons.tsx';
import { siteRowText } from './site-row-text.ts';
import { useEnv } from './popup-env.ts';

export interface SiteRowProps {
  readonly row: Extract<Row, { kind: 'site' }>;
  readonly index: number;
  readonly top: number;
  readonly setSize: number;
  readonly now: number;
  readonly timeMode: 'site' | 'local';
  /** The names of the antennas that reported a site, in the order shown. */
  readonly sourcesOf: (site: Site) => readonly string[];
  readonly onOpen: (site: Site, how: 'here' | 'browser') => void;
  /** Marks the site seen (`seen`) or unseen, without opening it. */
  readonly onMark: (site: Site, seen: boolean) => void;
  /** Opens the site's history; `from` is the button, to return focus to. */
  readonly onHistory: (site: Site, from: HTMLElement) => void;
}

/**
 * One site: its title (or host), when it updated — the clock in the site's zone, named, and
 * how long ago — who wrote it and which antennas said so, and a History button beside it.
 * Only an http(s) URL becomes a link; anything else is shown as text. Feed text is only ever
 * rendered as text, each piece in its own `<bdi>`, so a right-to-left override in a title or
 * an author cannot reverse the words beside it. A site dated in the future is shown as such
 * ("future date", class `is-future`) and never as new.
 */
export function SiteRow({ row, index, top, setSize, now, timeMode, sourcesOf, onOpen, onMark, onHistory }: SiteRowProps) {
  const { t, locale } = useEnv();
  const { site } = row;
  const { record } = site;
  const { title, author, time, names, meta, className, fresh } = siteRowText(row, { now, timeMode, locale, t, sourcesOf });
  const titleId = `site-title-${index}`;
  const content = (
    <>
      <bdi class={`site-title${fresh}`} id={titleId} title={title}>
        {title}
      </bdi>
      <time class={`site-time${fresh}`} dateTime={time.iso ?? undefined} title={time.title}>
        {time.clock}
      </time>
      <span class="site-age">{time.relative}</span>
      <span class="site-meta" title={meta || undefined}>
        {time.zoneNote}
        {time.zoneNote && (author || names.length > 0) && ' · '}
        {author && <bdi>{author}</bdi>}
        {author && names.length > 0 && ' · '}
        {names.length > 0 && <Sources names={names} />}
      </span>
      {row.isNew && <span class="visually-hidden">{` ${t('popup_new')}`}</span>}
      <ChangeExcerpt record={record} />
    </>
  );
  return (
    <li class={className} style={{ top: `${top}px` }} aria-posinset={index + 1} aria-setsize={setSize} data-row={index}>
      {isSafeLink(record.url) ? (
        <a
          class={`site${fresh}`}
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
        <div class={`site${fresh}`}>{content}</div>
      )}
      <button
        type="button"
        class={`icon-button mark-button${row.isNew ? ' marks-seen' : ''}`}
        aria-label={row.isNew ? t('popup_markSeen') : t('popup_markUnseen')}
        aria-describedby={titleId}
        title={row.isNew ? t('popup_markSeen') : t('popup_markUnseen')}
        onClick={() => onMark(site, row.isNew)}
      >
        <RowIcon path={row.isNew ? MARK_SEEN_PATH : MARK_UNSEEN_PATH} />
      </button>
      <button
        type="button"
        class="icon-button history-button"
        aria-label={t('history_open')}
        aria-describedby={titleId}
        title={t('history_open')}
        onClick={(event) => onHistory(site, event.currentTarget)}
      >
        <RowIcon path={HISTORY_PATH} />
      </button>
    </li>
  );
}

/**
 * "via A, B": each antenna's name isolated, the separators and the words around them not. One
 * name is isolated by the message's own `<bdi>` alone (one element fewer in every such row).
 */
function Sources({ names }: { names: readonly string[] }) {
  const { t } = useEnv();
  const separator = t('popup_listSeparator');
  const list = names.length === 1 ? names[0] : names.flatMap((name, index) => (index === 0 ? [<bdi key={index}>{name}</bdi>] : [separator, <bdi key={index}>{name}</bdi>]));
  return <IsolatedMessage t={t} messageKey="popup_from" parts={[list]} />;
}

/**
 * Stands in for a site whose stored record could not be rendered (see `RowBoundary`): the
 * row keeps its place, says so, and every other row is shown as usual.
 */
export function BrokenRow({ index, top, setSize, url }: { index: number; top: number; setSize: number; url: unknown }) {
  const { t } = useEnv();
  return (
    <li class="row site-row is-broken" style={{ top: `${top}px` }} aria-posinset={index + 1} aria-setsize={setSize} data-row={index}>
      <div class="site">
        <span class="site-title">{t('popup_rowUnreadable')}</span>
        <span class="site-meta">{typeof url === 'string' ? <bdi>{url}</bdi> : null}</span>
      </div>
    </li>
  );
}

export function GroupRow({ row, index, top, setSize }: { row: Extract<Row, { kind: 'group' }>; index: number; top: number; setSize: number }) {
  return (
    <li class="row group-row" style={{ top: `${top}px` }} aria-posinset={index + 1} aria-setsize={setSize} data-row={index}>
      <h2 class="group-title">
        <bdi class="group-label">{row.label}</bdi> <span class="group-count">{row.count}</span>
      </h2>
    </li>
  );
}
