import { settleRecords } from './settle-records.ts';
import { combineFeedDocuments } from './combine-feed-documents.ts';
import type { AntennaRecord } from '../core/record.ts';
import type { DecodedAntenna } from '../formats/types.ts';
import type { PollError, PollErrorKind } from '../core/poll/index.ts';

/** Fetches and decodes one more document of a feed's history, or says why it could not. */
export type FetchDocument = (
  url: string,
) => Promise<{ readonly ok: true; readonly decoded: DecodedAntenna } | { readonly ok: false; readonly error: string }>;

export interface FeedHistory {
  /** The subscription's whole record set after this poll. */
  readonly records: AntennaRecord[];
  readonly rejectedCount: number;
  /** Archive documents processed so far (they are stable: never fetched again). */
  readonly processedArchives: readonly string[];
  /** RFC 5005 §4.2: why the history may be incomplete, or null. */
  readonly historyWarning: PollError | null;
  /** The archive to go on from next time, when the bound stopped this poll. */
  readonly pendingArchive: string | null;
  /** Documents fetched by this poll, the first one included. */
  readonly documents: number;
}

export interface HistoryInput {
  readonly url: string;
  readonly decoded: DecodedAntenna;
  /** What the subscription holds now (kept for archived and paged feeds). */
  readonly stored: readonly AntennaRecord[];
  readonly processedArchives: readonly string[];
  /** Where the last poll stopped in the archives, if it hit its bound. */
  readonly pendingArchive: string | null;
  /** True on the first poll of a subscription: paged feeds are followed only then. */
  readonly firstPoll: boolean;
  /** At most this many documents per poll, the first one included. */
  readonly maxDocuments: number;
  /** Unix seconds, for the warning's timestamp. */
  readonly now: number;
}

/**
 * Rebuilds a feed that RFC 5005 splits over several documents.
 * - Complete (`fh:complete`, §2): the records are exactly this document's entries.
 * - Archived (§4): `prev-archive` links are followed back until an archive already processed,
 *   the end, or the bound; archives once processed are never fetched again.
 * - Paged (§3): `next` links are followed on the first poll only, up to the bound; a paged
 *   feed is never complete, so what was stored is kept.
 * LIRS, hina-di and plain feeds are one document: its records replace the old ones.
 * Every cut — the bound, a missing archive, a loop — is said in `historyWarning`.
 */
export async function followFeedHistory(input: HistoryInput, fetchDocument: FetchDocument): Promise<FeedHistory> {
  const { decoded } = input;
  const feed = decoded.feed;
  const single = (records: AntennaRecord[]): FeedHistory => ({
    records,
    rejectedCount: decoded.rejected.length,
    processedArchives: input.processedArchives,
    historyWarning: null,
    pendingArchive: null,
    documents: 1,
  });
  // Records whose file did not say when they were checked get the freshness rule's time.
  const records = settleRecords(decoded, input.now);
  if (!feed || feed.complete) return single(records);
  const archived = feed.prevArchive !== null;
  const paged = !archived && feed.next !== null;
  if (!archived && !paged) return single(records);
  if (paged && !input.firstPoll) {
    return { ...single(combineFeedDocuments([records, input.stored])), historyWarning: null };
  }

  const processed = new Set(input.processedArchives);
  const visited = new Set([input.url, ...(feed.self ? [feed.self] : [])]);
  const documents: AntennaRecord[][] = [records];
  const newlyProcessed: string[] = [];
  let rejectedCount = decoded.rejected.length;
  let warning: PollError | null = null;
  const warn = (kind: PollErrorKind, message: string, params: readonly string[]): PollError => ({ kind, message, params, at: input.now });
  const start = archived ? feed.prevArchive : feed.next;
  // An archive already processed ends the walk, unless the last poll stopped further back.
  let next = archived && start !== null && processed.has(start) ? input.pendingArchive : start;
  let pending: string | null = null;
  while (next !== null && !(archived && processed.has(next))) {
    if (visited.has(next)) {
      warning = warn('history-loop', `the feed's history links back to ${next}; stopped there`, [next]);
      break;
    }
    if (documents.length >= input.maxDocuments) {
      const limit = String(input.maxDocuments);
      warning = warn('history-bound', `history incomplete: stopped after ${limit} documents (the limit per check)`, [limit]);
      if (archived) pending = next;
      break;
    }
    visited.add(next);
    const fetched = await fetchDocument(next);
    if (!fetched.ok) {
      warning = warn('history-missing', `history incomplete: ${next} could not be read (${fetched.error})`, [next, fetched.error]);
      if (archived) pending = next;
      break;
    }
    documents.push(settleRecords(fetched.decoded, input.now));
    rejectedCount += fetched.decoded.rejected.length;
    if (archived) newlyProcessed.push(next);
    const links = fetched.decoded.feed;
    next = (archived ? links?.prevArchive : links?.next) ?? null;
  }
  if (paged && warning === null && next !== null) {
    warning = warn('history-more-pages', 'history incomplete: the feed has more pages', []);
  }
  documents.push([...input.stored]);
  return {
    records: combineFeedDocuments(documents),
    rejectedCount,
    processedArchives: [...input.processedArchives, ...newlyProcessed],
    historyWarning: warning,
    pendingArchive: pending,
    documents: documents.length - 1,
  };
}
