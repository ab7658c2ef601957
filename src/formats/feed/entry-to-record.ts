import type { AntennaRecord } from '../../core/record.ts';
import type { Rejection } from '../../core/record.ts';
import { type RejectionKind, rejected, rejectionAt } from '../../core/rejections/index.ts';
import { isHttpUrl } from '../../http/is-http-url.ts';
import { FIRST_SEEN, unshowableTime } from '../../core/freshness/index.ts';
import { parseFeedDate } from './feed-date.ts';
import type { FeedDate } from './feed-date.ts';
import { quote } from './quote.ts';
import { resolveUrl } from './resolve-url.ts';
import type { EntryFacts } from './vocabulary.ts';

export type EntryOutcome =
  | { readonly status: 'ok'; readonly record: AntennaRecord }
  | { readonly status: 'rejected'; readonly rejection: Rejection };

/**
 * Checks what an entry says and makes it a record: an absolute http(s) link is required;
 * everything else may be missing. The first date that reads and that the reader can show
 * (1970 to 9999, `isShowableTime`) wins, so a broken `updated` falls back to `published`. An
 * entry with no such date is kept, never dropped: its time is `now`, the time this reader
 * first saw it, marked `extra.firstSeen` (the reading pipeline carries it over from poll to
 * poll, `keepFirstSeen`).
 *
 * @example
 * entryToRecord({link: {href: 'javascript:alert(1)', base: null}, …}, 12, 'entry', now)
 * // {status: 'rejected', rejection: {line: 12, kind: 'link-not-http', params: ['javascript:alert(1)'],
 * //   reason: 'link is not an http(s) URL: javascript:alert(1)'}}
 */
export function entryToRecord(facts: EntryFacts, line: number, noun: string, now: number): EntryOutcome {
  const reject = (kind: RejectionKind, ...params: string[]): EntryOutcome => ({
    status: 'rejected',
    rejection: rejectionAt(line, rejected(kind, ...params)),
  });
  const { link, dates } = facts;
  if (link === null) return reject('feed-no-link', noun);
  const url = resolveUrl(link.href, link.base);
  if (url === null) {
    const noBase = link.base === null && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(link.href.trim());
    return reject(noBase ? 'link-not-url-no-base' : 'link-not-url', quote(link.href));
  }
  if (!isHttpUrl(url)) return reject('link-not-http', quote(link.href));
  let date: FeedDate | null = null;
  for (const [name, text] of dates) {
    const read = parseFeedDate(text);
    if (read !== null && unshowableTime(name, read.seconds) === null) {
      date = read;
      break;
    }
  }
  return {
    status: 'ok',
    record: {
      url,
      title: facts.title,
      author: facts.author,
      lastModified: date?.seconds ?? now,
      lastDetected: now,
      tzOffset: date?.tzOffset ?? null,
      contentLength: null,
      sourceUrl: null, checkedUrl: null,
      method: null,
      expires: null,
      extension: [],
      extra: { id: facts.id ?? url, ...facts.extra, ...(date === null ? { [FIRST_SEEN]: 'true' } : {}) },
    },
  };
}
