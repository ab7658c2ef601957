import { MAX_INTERVAL } from '../../../messages/message-fields.ts';
import { MAX_IGNORE_LINES, type DisplayMode, type Subscription, type WatchOptions } from '../../../core/subscription.ts';
import { MAX_TEXT_LENGTH } from '../../../messages/message-fields.ts';
import { checkAntennaUrl } from '../add/index.ts';

/** One antenna to follow, as an import file gives it. */
export interface ImportEntry {
  readonly url: string;
  readonly title: string | null;
  /** The user's own name for the antenna; absent in OPML and older exports. */
  readonly name?: string | null;
  /** Poll interval in seconds, or null for the default; absent in OPML. */
  readonly interval?: number | null;
  readonly display?: DisplayMode;
  /** Present for a page watched directly: its markers and check address. */
  readonly watch?: WatchOptions;
}

export type SubscriptionsJsonReading =
  | { readonly status: 'ok'; readonly entries: ImportEntry[] }
  | { readonly status: 'error'; readonly error: 'not-json' | 'no-subscriptions' };

/**
 * Writes the subscription list as JSON: the address, title and the user's own choices
 * (name, interval, display; a watched page's markers and check address), nothing the worker
 * can read again from the antenna.
 *
 * @example
 * writeSubscriptionsJson([subscription], 1700000000)
 * // '{"antennaReader":"subscriptions","version":1,"exported":"2023-11-14T22:13:20.000Z","subscriptions":[…]}'
 */
export function writeSubscriptionsJson(subscriptions: readonly Subscription[], now: number): string {
  const document = {
    antennaReader: 'subscriptions',
    version: 1,
    exported: new Date(now * 1000).toISOString(),
    subscriptions: subscriptions.map((s) => ({
      url: s.url,
      title: s.title,
      name: s.name ?? null,
      interval: s.interval,
      display: s.display,
      ...(s.kind === 'page' ? { kind: 'page', watch: s.watch ?? { startMarker: null, endMarker: null, checkedUrl: null } } : {}),
    })),
  };
  return JSON.stringify(document, null, 2) + '\n';
}

/**
 * Reads a subscription list from JSON, tolerantly: this page's own export, a bare array of
 * addresses, or an array of objects with `url` (or `xmlUrl`). Fields of the wrong type are
 * dropped, never trusted.
 *
 * @example
 * readSubscriptionsJson('["http://a.example/a.lirs"]')
 * // { status: 'ok', entries: [{ url: 'http://a.example/a.lirs', title: null }] }
 */
export function readSubscriptionsJson(text: string): SubscriptionsJsonReading {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch {
    return { status: 'error', error: 'not-json' };
  }
  const list: unknown = Array.isArray(document) ? document : isObject(document) ? document['subscriptions'] : undefined;
  if (!Array.isArray(list)) return { status: 'error', error: 'no-subscriptions' };
  const entries: ImportEntry[] = [];
  for (const item of list as unknown[]) {
    const entry = readEntry(item);
    if (entry) entries.push(entry);
  }
  return { status: 'ok', entries };
}

function readEntry(item: unknown): ImportEntry | null {
  if (typeof item === 'string') return item.trim() === '' ? null : { url: item, title: null };
  if (!isObject(item)) return null;
  const url = typeof item['url'] === 'string' ? item['url'] : typeof item['xmlUrl'] === 'string' ? item['xmlUrl'] : null;
  if (url === null || url.trim() === '') return null;
  const title = typeof item['title'] === 'string' && item['title'].trim() !== '' ? item['title'].trim() : null;
  const entry: { url: string; title: string | null; name?: string; interval?: number | null; display?: DisplayMode; watch?: WatchOptions } = { url, title };
  if (typeof item['name'] === 'string' && item['name'].trim() !== '') entry.name = item['name'].trim();
  const interval = item['interval'];
  if (interval === null) entry.interval = null;
  else if (typeof interval === 'number' && Number.isInteger(interval) && interval >= 1 && interval <= MAX_INTERVAL) {
    entry.interval = interval;
  }
  const display = item['display'];
  if (display === 'entries' || display === 'collapsed') entry.display = display;
  if (item['kind'] === 'page') entry.watch = readWatch(item['watch']);
  return entry;
}

/** A watched page's options, each dropped (to none) when it is not what it should be. */
function readWatch(input: unknown): WatchOptions {
  const watch = isObject(input) ? input : {};
  const marker = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT_LENGTH ? value : null);
  const target = typeof watch['checkedUrl'] === 'string' ? checkAntennaUrl(watch['checkedUrl']) : null;
  const read = { startMarker: marker(watch['startMarker']), endMarker: marker(watch['endMarker']), checkedUrl: target?.ok ? target.url : null };
  const ignore = Array.isArray(watch['ignoreLines']) ? (watch['ignoreLines'] as unknown[]).flatMap((line) => marker(line) ?? []).slice(0, MAX_IGNORE_LINES) : [];
  return ignore.length === 0 ? read : { ...read, ignoreLines: ignore };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
