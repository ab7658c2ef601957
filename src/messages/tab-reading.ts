/**
 * What the popup read of the tab it was opened over (through `activeTab`): the document as
 * the browser shows it, read in the page itself, so opening the popup fetches nothing from
 * the page's site.
 */
export type TabReading =
  /** The document: its address, MIME type, `<title>` and markup (cut to a bound). */
  | { readonly status: 'read'; readonly url: string; readonly contentType: string; readonly title: string; readonly markup: string }
  /** No tab, or the browser did not tell its address (no `activeTab` grant). */
  | { readonly status: 'no-tab' }
  /** The browser would not let the page be read (its error page, a store page, a viewer). */
  | { readonly status: 'unreadable'; readonly url: string };
