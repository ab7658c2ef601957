/** The part of a page between two markers the user gave, or which marker is not there. */
export type MarkedPart =
  | { readonly status: 'ok'; readonly html: string }
  | { readonly status: 'missing'; readonly marker: 'start' | 'end'; readonly text: string };

/** The two markers a watched page may have; either may be null (from the start, to the end). */
export interface PageMarkers {
  readonly start: string | null;
  readonly end: string | null;
}

/**
 * The page's source from just after the first `start` marker to just before the first `end`
 * marker after it (tamatebako's KEYWORD check): only that part is compared, so a sidebar, an
 * ad or a guest-book preview outside it changes nothing. Markers are matched as written in the
 * page's source, so an HTML comment (`<!-- diary -->`) works as well as visible text. A marker
 * that is not there is reported, not guessed around.
 *
 * @example
 * cutBetweenMarkers('<p>menu</p><!--start--><p>日記</p><!--end--><p>ad</p>', { start: '<!--start-->', end: '<!--end-->' })
 * // { status: 'ok', html: '<p>日記</p>' }
 */
export function cutBetweenMarkers(html: string, markers: PageMarkers): MarkedPart {
  let from = 0;
  if (markers.start !== null) {
    const at = html.indexOf(markers.start);
    if (at === -1) return { status: 'missing', marker: 'start', text: markers.start };
    from = at + markers.start.length;
  }
  let to = html.length;
  if (markers.end !== null) {
    const at = html.indexOf(markers.end, from);
    if (at === -1) return { status: 'missing', marker: 'end', text: markers.end };
    to = at;
  }
  return { status: 'ok', html: html.slice(from, to) };
}
