import type { AntennaRecord } from '../../core/record.ts';
import type { Rejection } from '../../core/record.ts';
import type { RejectionKind } from '../../core/rejection-kinds.ts';
import { rejected, rejectionAt } from '../../core/rejected.ts';
import { isHttpUrl } from '../../http/is-http-url.ts';
import { unshowableTime } from '../../core/showable-time.ts';
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
  const [first] = dates;
  if (first === undefined) return reject('feed-no-date', noun);
  let date: FeedDate | null = null;
  let dateName = first[0];
  for (const [name, text] of dates) {
    date = parseFeedDate(text);
    dateName = name;
    if (date !== null) break;
  }
  if (date === null) return reject('bad-date', first[0], quote(first[1]));
  const impossible = unshowableTime(dateName, date.seconds);
  if (impossible !== null) return reject('impossible-time', ...impossible);
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
