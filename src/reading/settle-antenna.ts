import { boundRecord } from '../core/bound-record.ts';
import { collapseFeed, defaultDisplay } from '../core/display-mode.ts';
import { isFirstSeen, keepFirstSeen } from '../core/freshness/index.ts';
import type { PollError } from '../core/poll/index.ts';
import type { AntennaRecord } from '../core/record.ts';
import { decodeAntenna } from '../formats/decode-antenna.ts';
import { AntennaDecodeError, type DecodedAntenna } from '../formats/types.ts';
import { entryId } from './combine-feed-documents.ts';
import { followFeedHistory } from './follow-feed-history.ts';
import type { AntennaRead, KnownAntenna, ReadDeps, ReadLimits } from './read-antenna.ts';

/** One document's bytes, with what the transport said about them. */
export interface AntennaDocument {
  readonly bytes: Uint8Array;
  readonly contentType: string | null;
  /** Where it was read from (a URL, or the name of a file), for relative links and history loops. */
  readonly url: string;
  /** The URL relative links resolve against, or null (a file). */
  readonly baseUrl: string | null;
  /** See `DecodeOptions.endUnmarked` and `contentCoded`. */
  readonly endUnmarked: boolean;
  readonly contentCoded: boolean;
}

/** Reads one more document of a feed's history, or says why it could not. */
export type ReadDocument = (url: string) => Promise<{ readonly ok: true; readonly document: AntennaDocument } | { readonly ok: false; readonly error: string }>;

/** What the transport adds to a settled read: `AntennaRead` less these is what decoding gives. */
type TransportFields = 'status' | 'url' | 'validators' | 'freshFor' | 'contentHash';

/** What settling needs of its caller: the read's one clock reading, and the decoder's hooks. */
export interface SettleDeps extends Pick<ReadDeps, 'pause' | 'onDecoding' | 'inflate' | 'plainHinadiWalk' | 'plainLirsWalk'> {
  /** When the read began (Unix seconds): the fallback detection time and the errors' time. */
  readonly now: number;
}

export type SettledAntenna = { readonly status: 'ok' } & Omit<AntennaRead, TransportFields>;

export type SettleOutcome =
  | SettledAntenna
  | {
      readonly status: 'error';
      readonly error: PollError;
      /** The document is a web page or other text that is no antenna (`decode-html`, `decode-unknown-format`). */
      readonly notAntenna: boolean;
    };

/**
 * The reading pipeline after the bytes are in, the same for a URL and for a file: decode →
 * RFC 5005 history (`readDocument` reads each further document) → display mode → bounded
 * records. The one place outside `formats/` that decodes an antenna, so a file and the same
 * file served at a URL give the same rows.
 *
 * @example
 * const settled = await settleAntenna(document, FIRST_READ, deps, limits, readDocument);
 * if (settled.status === 'ok') settled.records // as the worker stores them
 */
export async function settleAntenna(
  first: AntennaDocument,
  known: KnownAntenna,
  deps: SettleDeps,
  limits: ReadLimits,
  readDocument: ReadDocument,
): Promise<SettleOutcome> {
  const { now } = deps;
  const decode = async (document: AntennaDocument): Promise<DecodedAntenna> => {
    deps.onDecoding?.(true);
    try {
      const options = {
        now,
        contentType: document.contentType,
        url: document.baseUrl,
        maxInflatedBytes: limits.maxInflatedBytes,
        endUnmarked: document.endUnmarked,
        contentCoded: document.contentCoded,
        pause: deps.pause,
        inflate: deps.inflate,
        plainHinadiWalk: deps.plainHinadiWalk,
        plainLirsWalk: deps.plainLirsWalk,
      };
      return await decodeAntenna(document.bytes, options);
    } finally {
      deps.onDecoding?.(false);
    }
  };
  const failed = (kind: PollError['kind'], message: string, params: readonly string[], notAntenna = false): SettleOutcome => ({
    status: 'error',
    error: { kind, message, params, at: now },
    notAntenna,
  });

  let decoded: DecodedAntenna;
  try {
    decoded = await decode(first);
  } catch (cause) {
    if (!(cause instanceof AntennaDecodeError)) throw cause;
    return failed(`decode-${cause.code}`, cause.message, [cause.message], cause.code === 'html' || cause.code === 'unknown-format');
  }

  const feed = decoded.feed;
  const spread = feed !== null && !feed.complete && (feed.prevArchive !== null || feed.next !== null);
  let stored: Promise<readonly AntennaRecord[]> | null = null;
  const storedRecords = (): Promise<readonly AntennaRecord[]> => (stored ??= known.storedRecords());
  const history = await followFeedHistory(
    {
      url: first.url,
      decoded,
      stored: spread ? await storedRecords() : [],
      processedArchives: known.processedArchives,
      pendingArchive: known.pendingArchive,
      firstPoll: known.firstRead,
      maxDocuments: limits.maxDocuments,
      now,
    },
    async (documentUrl) => {
      const more = await readDocument(documentUrl);
      if (!more.ok) return more;
      try {
        return { ok: true, decoded: await decode(more.document) };
      } catch (cause) {
        if (cause instanceof AntennaDecodeError) return { ok: false, error: cause.message };
        throw cause;
      }
    },
  );
  if (history.records.length === 0 && history.rejectedCount > 0) {
    const count = String(history.rejectedCount);
    const firstRejected = decoded.rejected[0];
    const reason = firstRejected ? `line ${firstRejected.line}: ${firstRejected.reason}` : '';
    // The first rejection's line, kind and params follow, so a page can say it in its language.
    const firstParams = firstRejected ? [String(firstRejected.line), firstRejected.kind, ...firstRejected.params] : [];
    return failed('no-records', `no site in the file could be read (${count} rejected; ${reason})`, [count, reason, ...firstParams]);
  }
  // An undated entry keeps the time it was first seen, poll after poll.
  const records = history.records.some(isFirstSeen) ? keepFirstSeen(history.records, await storedRecords(), entryId) : history.records;
  // A feed's first read picks how it is shown; after that the user's choice stands.
  const display = known.display ?? (feed !== null ? defaultDisplay(records) : 'entries');
  const shown = feed !== null && display === 'collapsed' ? collapseFeed(records, decoded.title) : records;
  return {
    status: 'ok',
    format: decoded.format,
    encoding: decoded.encoding,
    gzipped: decoded.gzipped,
    title: decoded.title,
    date: decoded.date,
    records: shown.map(boundRecord),
    rejected: decoded.rejected,
    rejectedCount: history.rejectedCount,
    display,
    processedArchives: history.processedArchives,
    pendingArchive: history.pendingArchive,
    historyWarning: history.historyWarning,
    documents: history.documents,
  };
}
