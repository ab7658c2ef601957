import type { AntennaRecord, Rejection } from '../../core/record.ts';
import { isHttpUrl } from '../../http/is-http-url.ts';
import { unshowableTimeReason } from '../../core/showable-time.ts';
import { parseFeedDate } from './feed-date.ts';
import type { FeedDate } from './feed-date.ts';
import { quote } from './quote.ts';
import { resolveUrl } from './resolve-url.ts';
import type { EntryFacts } from './vocabulary.ts';

export type EntryOutcome =
  | { readonly status: 'ok'; readonly record: AntennaRecord }
  | { readonly status: 'rejected'; readonly rejection: Rejection };

/**
 * Checks what an entry says and makes it a record: an absolute http(s) link and a readable
 * date the reader can show (1970 to 9999, `isShowableTime`) are required; everything else may be missing. The first date that reads wins, so a
 * broken `updated` falls back to `published`.
 *
 * @example
 * entryToRecord({link: {href: 'javascript:alert(1)', base: null}, …}, 12, 'entry', now)
 * // {status: 'rejected', rejection: {line: 12, reason: 'link is not an http(s) URL: javascript:alert(1)'}}
 */
export function entryToRecord(facts: EntryFacts, line: number, noun: string, now: number): EntryOutcome {
  const reject = (reason: string): EntryOutcome => ({ status: 'rejected', rejection: { line, reason } });
  const { link, dates } = facts;
  if (link === null) return reject(`${noun} has no link`);
  const url = resolveUrl(link.href, link.base);
  if (url === null) {
    const why = link.base === null && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(link.href.trim()) ? ' (no base URL)' : '';
    return reject(`link is not a URL${why}: ${quote(link.href)}`);
  }
  if (!isHttpUrl(url)) return reject(`link is not an http(s) URL: ${quote(link.href)}`);
  const [first] = dates;
  if (first === undefined) return reject(`${noun} has no date`);
  let date: FeedDate | null = null;
  let dateName = first[0];
  for (const [name, text] of dates) {
    date = parseFeedDate(text);
    dateName = name;
    if (date !== null) break;
  }
  if (date === null) return reject(`${first[0]} is not a valid date: ${quote(first[1])}`);
  const impossible = unshowableTimeReason(dateName, date.seconds);
  if (impossible !== null) return reject(impossible);
  return {
    status: 'ok',
    record: {
      url,
      title: facts.title,
      author: facts.author,
      lastModified: date.seconds,
      lastDetected: now,
      tzOffset: date.tzOffset,
      contentLength: null,
      sourceUrl: null, checkedUrl: null,
      method: null,
      expires: null,
      extension: [],
      extra: { id: facts.id ?? url, ...facts.extra },
    },
  };
}
