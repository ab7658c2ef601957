import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Site } from '../../core/site.ts';
import { isSafeLink } from '../shared/is-safe-link.ts';
import type { Row } from './build-rows.ts';
import { FIRST_VIEWPORT, GROUP_ROW_HEIGHT, OVERSCAN, rowHeights } from './list-geometry.ts';
import { RowBoundary } from '../shared/row-boundary.tsx';
import { BrokenRow, GroupRow, SiteRow } from './site-row.tsx';
import { rowTops, visibleRange } from './window-range.ts';

/** What the popup can ask of the list. */
export interface SiteListHandle {
  /** Focuses the first site link (ArrowDown from the filter). */
  focusFirst(): void;
  /** Shows the top of the list (a new filter's first matches). */
  scrollToTop(): void;
}

export interface SiteListProps {
  readonly rows: readonly Row[];
  readonly label: string;
  readonly now: number;
  readonly timeMode: 'site' | 'local';
  /** The names of the antennas that reported a site. */
  readonly sourcesOf: (site: Site) => readonly string[];
  readonly onOpen: (site: Site, how: 'here' | 'browser') => void;
  /** Marks a site seen (`seen`) or unseen without opening it. */
  readonly onMark: (site: Site, seen: boolean) => void;
  readonly onHistory: (site: Site, from: HTMLElement) => void;
  /** Called with the number of rows the user has scrolled near, to read more in time. */
  readonly onReach: (rowCount: number) => void;
  /** ArrowUp from the first link: back to the filter. */
  readonly onExitTop: () => void;
  readonly handle: RefObject<SiteListHandle | null>;
}

/**
 * The list of sites, windowed: rows have fixed heights, and only those in view (plus a few)
 * are in the DOM, so an antenna of 20 000 sites scrolls as lightly as one of 20.
 * ArrowUp/ArrowDown (and Home/End) move focus from link to link, scrolling as they go;
 * ArrowRight goes to the row's History button and ArrowLeft back to its link.
 */
export function SiteList({ rows, label, now, timeMode, sourcesOf, onOpen, onMark, onHistory, onReach, onExitTop, handle }: SiteListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FIRST_VIEWPORT);
  const [focused, setFocused] = useState<number | null>(null);
  const pendingFocus = useRef<number | null>(null);

  const tops = useMemo(() => rowTops(rowHeights(rows)), [rows]);
  const links = useMemo(() => rows.flatMap((row, i) => (row.kind === 'site' && isLinkRow(row) ? [i] : [])), [rows]);
  const { start, end } = visibleRange(tops, scrollTop, viewport, OVERSCAN);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setViewport(element.clientHeight));
    observer.observe(element);
    setViewport(element.clientHeight);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    onReach(end + OVERSCAN * 4);
  }, [end, rows.length]);

  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    scroller.current?.querySelector<HTMLElement>(`[data-row="${index}"] a`)?.focus({ preventScroll: true });
  });

  const moveTo = (index: number): void => {
    const element = scroller.current;
    if (!element) return;
    const top = tops[index] ?? 0;
    const bottom = tops[index + 1] ?? top;
    // Keeps a group heading above the first link in view.
    const headroom = index > 0 && rows[index - 1]?.kind === 'group' ? GROUP_ROW_HEIGHT : 0;
    if (top - headroom < element.scrollTop) element.scrollTop = top - headroom;
    else if (bottom > element.scrollTop + element.clientHeight) element.scrollTop = bottom - element.clientHeight;
    setFocused(index);
    setScrollTop(element.scrollTop);
    // Focus now when the row is rendered; otherwise once the render that brings it in is done.
    const link = element.querySelector<HTMLElement>(`[data-row="${index}"] a`);
    if (link) link.focus({ preventScroll: true });
    else pendingFocus.current = index;
  };

  handle.current = {
    focusFirst() {
      const first = links[0];
      if (first !== undefined) moveTo(first);
    },
    scrollToTop() {
      if (scroller.current) scroller.current.scrollTop = 0;
      setScrollTop(0);
    },
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const current = rowIndexOf(event.target);
    if (current === null) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const row = (event.target as Element).closest('[data-row]');
      const next = row?.querySelector<HTMLElement>(event.key === 'ArrowRight' ? '.history-button' : 'a');
      if (next && next !== event.target) {
        event.preventDefault();
        next.focus();
      }
      return;
    }
    const position = links.indexOf(current);
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = links[position + 1];
    else if (event.key === 'ArrowUp') {
      if (position <= 0) {
        event.preventDefault();
        onExitTop();
        return;
      }
      next = links[position - 1];
    } else if (event.key === 'Home') next = links[0];
    else if (event.key === 'End') next = links.at(-1);
    else return;
    event.preventDefault();
    if (next !== undefined) moveTo(next);
  };

  const rendered: number[] = [];
  for (let i = start; i < end; i++) rendered.push(i);
  // The focused row stays in the DOM when scrolled away, so focus is never lost to the page.
  if (focused !== null && focused < rows.length && (focused < start || focused >= end)) rendered.push(focused);

  return (
    <div
      class="list-scroller"
      ref={scroller}
      onScroll={(event) => setScrollTop((event.currentTarget as HTMLDivElement).scrollTop)}
      onKeyDown={onKeyDown}
      onFocusIn={(event) => setFocused(rowIndexOf(event.target))}
    >
      <ul class="site-list" aria-label={label} style={{ height: `${tops[rows.length] ?? 0}px` }}>
        {rendered.map((i) => {
          const row = rows[i]!;
          const top = tops[i] ?? 0;
          // One row that cannot be rendered (a broken stored record) is that row's problem only.
          return row.kind === 'site' ? (
            <RowBoundary
              key={row.key}
              data={row.site}
              fallback={<BrokenRow index={i} top={top} setSize={rows.length} url={(row.site.record as { url?: unknown } | undefined)?.url} />}
            >
              <SiteRow row={row} index={i} top={top} setSize={rows.length} now={now} timeMode={timeMode} sourcesOf={sourcesOf} onOpen={onOpen} onMark={onMark} onHistory={onHistory} />
            </RowBoundary>
          ) : (
            <GroupRow key={row.key} row={row} index={i} top={top} setSize={rows.length} />
          );
        })}
      </ul>
    </div>
  );
}

function isLinkRow(row: Extract<Row, { kind: 'site' }>): boolean {
  const url: unknown = (row.site.record as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' && isSafeLink(url);
}

function rowIndexOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const row = target.closest<HTMLElement>('[data-row]');
  const index = Number(row?.dataset['row']);
  return Number.isInteger(index) ? index : null;
}
