import { cutBetweenMarkers, type PageMarkers } from './cut-between-markers.ts';
import { decodePageText } from './decode-page-text.ts';
import { guessPageZone } from './guess-page-zone.ts';
import { pageText } from './page-text.ts';
import { readPageTitle } from './read-page-title.ts';

/** A watched page as read: what the record shows, and the text its fingerprint is taken of. */
export type ReadPage =
  | {
      readonly status: 'ok';
      /** WHATWG name of the charset the page was read in. */
      readonly encoding: string;
      readonly title: string | null;
      /** The site's offset from UTC, when the page says it is Japanese; else null. */
      readonly tzOffset: number | null;
      /** What a reader sees (between the markers, when given), before noise is masked. */
      readonly text: string;
    }
  | { readonly status: 'missing-marker'; readonly marker: 'start' | 'end'; readonly text: string; readonly title: string | null };

export interface ReadPageOptions {
  /** The HTTP `Content-Type`, for its charset. */
  readonly contentType: string | null;
  /** Where the page was read from, for resolving its links. */
  readonly url: string;
  readonly markers: PageMarkers | null;
}

/**
 * Reads a web page the way a page-watching antenna did: bytes to text in the page's charset,
 * its `<title>`, and its text (`pageText`), only between the user's markers when given. No
 * DOM: the service worker has none, and a forward scan is bounded by the page's length.
 *
 * @example
 * readPage(eucJpBytes, { contentType: 'text/html', url: 'http://a.example/', markers: null })
 * // { status: 'ok', encoding: 'euc-jp', title: 'ただよう記憶', tzOffset: 32400, text: '…' }
 */
export function readPage(bytes: Uint8Array, options: ReadPageOptions): ReadPage {
  const { text: html, encoding } = decodePageText(bytes, options.contentType);
  const title = readPageTitle(html);
  const part = options.markers === null ? ({ status: 'ok', html } as const) : cutBetweenMarkers(html, options.markers);
  if (part.status === 'missing') return { status: 'missing-marker', marker: part.marker, text: part.text, title };
  return { status: 'ok', encoding, title, tzOffset: guessPageZone(html, encoding), text: pageText(part.html, options.url) };
}
