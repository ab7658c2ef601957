import { decodeXmlBytes } from '../../../markup/decode-xml-bytes.ts';
import { readOpml } from '../../../markup/opml.ts';
import { readSubscriptionsJson, type ImportEntry } from './subscriptions-json.ts';

export type ImportFileReading =
  | { readonly status: 'ok'; readonly entries: readonly ImportEntry[]; readonly withoutFeed: number }
  | { readonly status: 'error'; readonly error: 'unreadable' | 'no-subscriptions' };

/**
 * Reads an import file's bytes as this page's JSON (or any JSON list of addresses) or as
 * OPML, whichever it is: JSON starts with `{` or `[`, anything else is tried as OPML.
 *
 * @example
 * readImportFile(new TextEncoder().encode('["http://a.example/a.lirs"]'))
 * // { status: 'ok', entries: [{ url: 'http://a.example/a.lirs', title: null }], withoutFeed: 0 }
 */
export function readImportFile(bytes: Uint8Array): ImportFileReading {
  const text = decodeXmlBytes(bytes);
  if (/^\ufeff?\s*[[{]/.test(text)) {
    const json = readSubscriptionsJson(text);
    if (json.status === 'error') return { status: 'error', error: json.error === 'not-json' ? 'unreadable' : 'no-subscriptions' };
    return { status: 'ok', entries: json.entries, withoutFeed: 0 };
  }
  const opml = readOpml(text);
  if (opml.status === 'error') return { status: 'error', error: 'unreadable' };
  const entries = opml.outlines.map((o) => ({ url: o.xmlUrl, title: o.title }));
  return { status: 'ok', entries, withoutFeed: opml.withoutFeed };
}
