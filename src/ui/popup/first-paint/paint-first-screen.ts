import { addedExcerpt } from '../../../core/watch/index.ts';
import { isSafeLink } from '../../shared/is-safe-link.ts';
import { messagePieces } from '../../shared/message-pieces.ts';
import type { Translate } from '../../shared/translate.ts';
import { GEAR_PATH, HISTORY_PATH, MARK_SEEN_PATH, MARK_UNSEEN_PATH } from '../icon-paths.ts';
import type { FirstRow, FirstScreenView } from './first-screen-view.ts';

// The popup's first render of a kept first screen (PopupApp, SiteList, SiteRow, ProblemNotices),
// drawn with the DOM alone: the same elements, classes and attributes in the same order, so the
// page does not move when the popup's script replaces it. Feed text is only ever set as text.

type Child = Node | string | null | undefined | false;

function element(tag: string, attributes: Readonly<Record<string, string | undefined>>, ...children: readonly Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    // The style is set as the popup sets it (a property), so it reads back the same.
    if (name === 'top' || name === 'height') node.style.setProperty(name, value);
    else node.setAttribute(name, value);
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

/** `<bdi>` around feed text, so a right-to-left override in it stays inside. */
const bdi = (...children: readonly Child[]): HTMLElement => element('bdi', {}, ...children);

/** The message `key` with each part (feed text) in its own `<bdi>` (`IsolatedMessage`). */
function isolatedMessage(t: Translate, key: string, parts: readonly (readonly Child[])[]): Child[] {
  return messagePieces(t, key, parts.length).map((piece) => ('text' in piece ? piece.text : bdi(...(parts[piece.part] ?? []))));
}

/** An icon as `GearIcon` and `RowIcon` draw it: a 24×24 path of `size` pixels in the text's colour. */
function icon(path: string, size: string): Element {
  const svg = 'http://www.w3.org/2000/svg';
  const element = document.createElementNS(svg, 'svg');
  for (const [name, value] of [['class', 'icon'], ['viewBox', '0 0 24 24'], ['width', size], ['height', size], ['aria-hidden', 'true'], ['focusable', 'false']] as const) {
    element.setAttribute(name, value);
  }
  const shape = document.createElementNS(svg, 'path');
  shape.setAttribute('fill', 'currentColor');
  shape.setAttribute('d', path);
  element.append(shape);
  return element;
}

function siteRow({ index, top, row, text }: FirstRow, rowCount: number, t: Translate): HTMLElement {
  const { record } = row.site;
  const { title, author, time, names, meta, fresh } = text;
  const titleId = `site-title-${index}`;
  const separator = t('popup_listSeparator');
  const sources = names.length === 1 ? [names[0]] : names.flatMap((name, i) => (i === 0 ? [bdi(name)] : [separator, bdi(name)]));
  const excerpt = record.change === undefined ? null : addedExcerpt(record.change);
  const content: Child[] = [
    element('bdi', { class: `site-title${fresh}`, id: titleId, title }, title),
    element('time', { class: `site-time${fresh}`, datetime: time.iso ?? undefined, title: time.title }, time.clock),
    element('span', { class: 'site-age' }, time.relative),
    element(
      'span',
      { class: 'site-meta', title: meta || undefined },
      time.zoneNote,
      time.zoneNote && (author || names.length > 0) && ' · ',
      author && bdi(author),
      author && names.length > 0 && ' · ',
      ...(names.length > 0 ? isolatedMessage(t, 'popup_from', [sources]) : []),
    ),
    row.isNew && element('span', { class: 'visually-hidden' }, ` ${t('popup_new')}`),
    excerpt !== null && element('span', { class: 'site-excerpt' }, element('span', { class: 'visually-hidden' }, `${t('changes_addedText')} `), bdi(excerpt)),
  ];
  const link = isSafeLink(record.url)
    ? element('a', { class: `site${fresh}`, href: record.url, target: '_blank', rel: 'noopener noreferrer' }, ...content)
    : element('div', { class: `site${fresh}` }, ...content);
  const markLabel = row.isNew ? t('popup_markSeen') : t('popup_markUnseen');
  return element(
    'li',
    { class: text.className, top: `${top}px`, 'aria-posinset': String(index + 1), 'aria-setsize': String(rowCount), 'data-row': String(index) },
    link,
    element(
      'button',
      { type: 'button', class: `icon-button mark-button${row.isNew ? ' marks-seen' : ''}`, 'aria-label': markLabel, 'aria-describedby': titleId, title: markLabel },
      icon(row.isNew ? MARK_SEEN_PATH : MARK_UNSEEN_PATH, '16'),
    ),
    element(
      'button',
      { type: 'button', class: 'icon-button history-button', 'aria-label': t('history_open'), 'aria-describedby': titleId, title: t('history_open') },
      icon(HISTORY_PATH, '16'),
    ),
  );
}

/**
 * The popup page for `view`, as `PopupApp` first renders it for a kept first screen (the
 * store's read not yet in, no check run, no filter): its `.popup` element, to put in `#app`.
 */
export function paintFirstScreen(view: FirstScreenView, t: Translate): HTMLElement {
  const { following, newCount, notices } = view;
  const header = element(
    'header',
    { class: 'bar' },
    element('h1', { class: 'app-name' }, t('extName')),
    following && element('button', { type: 'button', class: 'button primary' }, t('popup_checkNow')),
    following && element('button', { type: 'button', class: 'button' }, t('popup_markAllSeen')),
    element('button', { type: 'button', class: 'icon-button', 'aria-label': t('popup_options'), title: t('popup_options') }, icon(GEAR_PATH, '18')),
  );
  const content: Child[] = [element('p', { class: 'status', role: 'status' })];
  if (following && newCount !== null && newCount > 0) {
    content.push(
      element('div', { class: 'new-bar' }, element('span', { class: 'new-count' }, t('popup_newCount', String(newCount))), element('button', { type: 'button', class: 'button' }, t('popup_openAllNew'))),
    );
  }
  if (!following) {
    content.push(
      element(
        'section',
        { class: 'empty' },
        element('p', { class: 'empty-title' }, t('popup_noSubscriptions')),
        element('p', { class: 'empty-hint' }, t('popup_noSubscriptionsHint')),
        element('button', { type: 'button', class: 'button primary' }, t('popup_addAntenna')),
      ),
    );
  } else {
    content.push(
      element(
        'div',
        { class: 'filter-bar' },
        element('input', { type: 'search', class: 'filter', 'aria-label': t('popup_filter'), 'aria-keyshortcuts': '/', placeholder: t('popup_filterPlaceholder') }),
        element('button', { type: 'button', class: 'button toggle', 'aria-pressed': 'false' }, t('popup_groupByAntenna')),
      ),
    );
    if (notices.shown.length > 0) {
      content.push(
        element(
          'ul',
          { class: 'notices' },
          ...notices.shown.map((notice) => element('li', { class: `notice ${notice.kind}` }, ...isolatedMessage(t, notice.messageKey, notice.parts.map((part) => [part])))),
          notices.more > 0 && element('li', { class: 'notice more' }, t('popup_moreNotices', String(notices.more))),
        ),
      );
    }
    if (view.siteCount === 0) content.push(element('p', { class: 'message' }, t('popup_noSites')));
    if (view.siteCount > 0 && newCount === 0) content.push(element('p', { class: 'message nothing-new' }, t('popup_nothingNew')));
    content.push(
      element(
        'div',
        { class: 'list-scroller' },
        element('ul', { class: 'site-list', 'aria-label': t('popup_sitesLabel'), height: `${view.height}px` }, ...view.rows.map((row) => siteRow(row, view.rowCount, t))),
      ),
    );
  }
  return element('div', { class: 'popup', 'data-kept': '' }, element('div', { class: 'view main-view' }, header, element('main', { class: 'content' }, ...content)));
}
