import type { PollError } from '../core/poll/index.ts';
import type { AntennaFormat, AntennaRecord, Rejection } from '../core/record.ts';
import type { DisplayMode } from '../core/subscription.ts';
import type { PlainHinadiWalk } from '../formats/hinadi/plain-hinadi-layout.ts';
import type { PlainLirsWalk } from '../formats/lirs/lirs-walk-entries.ts';
import type { GzipInflate } from '../formats/types.ts';
import { defaultFetchLimits, fetchAntenna, type FetchDeps, type Validators } from './fetch-antenna.ts';
import { settleAntenna } from './settle-antenna.ts';

/** What is known of an antenna from earlier reads: enough to ask politely and to go on. */
export interface KnownAntenna {
  readonly validators: Validators | null;
  /** SHA-256 hex of the last body read: the same body again is "not modified". */
  readonly contentHash: string | null;
  /** How a feed's entries are shown; null until the first successful read picks it. */
  readonly display: DisplayMode | null;
  /** RFC 5005: archives already read, and where the last read stopped at its bound. */
  readonly processedArchives: readonly string[];
  readonly pendingArchive: string | null;
  /** Paged feeds (RFC 5005 §3) are followed on the first read only. */
  readonly firstRead: boolean;
  /**
   * The records stored now; asked for only when an archived or paged feed keeps them, or a
   * feed has entries timed when first seen (whose times they hold).
   */
  readonly storedRecords: () => Promise<readonly AntennaRecord[]>;
}

/** A URL never read before (the options preview, the command line, a new subscription). */
export const FIRST_READ: KnownAntenna = {
  validators: null,
  contentHash: null,
  display: null,
  processedArchives: [],
  pendingArchive: null,
  firstRead: true,
  storedRecords: async () => [],
};

export interface ReadDeps extends FetchDeps {
  /** SHA-256 of the body, hex. */
  readonly sha256: (bytes: Uint8Array) => Promise<string>;
  /**
   * Awaited between slices of the decoding (`DecodeOptions.pause`): the worker waits one turn
   * of its event loop there, so it answers messages while a large antenna decodes.
   */
  readonly pause?: () => Promise<void>;
  /** Told when a document's decoding starts (true) and ends (false). */
  readonly onDecoding?: (decoding: boolean) => void;
  /** The platform's own gzip inflater, where it beats `DecompressionStream` (`DecodeOptions.inflate`). */
  readonly inflate?: GzipInflate;
  /** The walk over plain hina-di blocks, where its speed is worth its code (`DecodeOptions.plainHinadiWalk`). */
  readonly plainHinadiWalk?: PlainHinadiWalk;
  /** LIRS lines sorted in machine code, where its speed is worth its code (`DecodeOptions.plainLirsWalk`). */
  readonly plainLirsWalk?: PlainLirsWalk;
}

export interface ReadLimits {
  /** Cap on the body and on its inflated size, in bytes. */
  readonly maxInflatedBytes: number;
  /** At most this many documents of a feed's history per read, the first one included. */
  readonly maxDocuments: number;
  /** Tighter bounds on the fetch itself (tests): the whole request, and the body's bytes. */
  readonly timeoutMs?: number;
  readonly maxBodyBytes?: number;
}

/** An antenna read in full: the records exactly as the worker stores them. */
export interface AntennaRead {
  readonly status: 'ok';
  /** Where the file was finally read from, after redirects. */
  readonly url: string;
  readonly format: AntennaFormat;
  readonly encoding: string;
  readonly gzipped: boolean;
  readonly title: string | null;
  /** The file's own Date (hina-di header), or null. */
  readonly date: number | null;
  /** Display mode and collapse applied, every field bounded; each with its detection time. */
  readonly records: AntennaRecord[];
  /** What the first document's decoder skipped, with reasons. */
  readonly rejected: readonly Rejection[];
  /** Skipped in every document read (history included). */
  readonly rejectedCount: number;
  readonly display: DisplayMode;
  readonly validators: Validators;
  /** How long the server says the answer stays fresh, seconds, or null (`parseFreshFor`). */
  readonly freshFor?: number | null;
  readonly contentHash: string;
  readonly processedArchives: readonly string[];
  readonly pendingArchive: string | null;
  readonly historyWarning: PollError | null;
  /** Documents read, the first one included. */
  readonly documents: number;
}

/** A page that is no antenna, as fetched: feed discovery and page watching read it. */
export interface FetchedPage {
  readonly url: string;
  readonly bytes: Uint8Array;
  readonly contentType: string | null;
  readonly validators: Validators;
}

export type ReadOutcome =
  | AntennaRead
  | { readonly status: 'not-modified'; readonly validators: Validators; readonly freshFor?: number | null }
  | {
      readonly status: 'error';
      readonly error: PollError;
      /** The raw `Retry-After` header of a 429/503, for the scheduler. */
      readonly retryAfter: string | null;
      /** Set when the file is a web page or other text that is no antenna (`decode-html`, `decode-unknown-format`). */
      readonly page: FetchedPage | null;
    };

const error = (kind: PollError['kind'], message: string, params: readonly string[], at: number, page: FetchedPage | null = null): ReadOutcome => ({
  status: 'error',
  error: { kind, message, params, at },
  retryAfter: null,
  page,
});

/**
 * The one reading pipeline: conditional fetch → decode → RFC 5005 history → display mode →
 * bounded records, exactly as they will be stored. The worker's poll, the options preview and
 * the command line all call it, so each shows what the others would.
 *
 * - `not-modified`: a 304, or a body whose hash is the one already read.
 * - `error`: the fetch failed, the file could not be read, or every record in it was
 *   rejected (a broken file is not an empty antenna: the caller keeps what it had).
 *
 * @example
 * const read = await readAntenna('http://example.jp/sites.lirs.gz', FIRST_READ, deps, limits);
 * if (read.status === 'ok') read.records // [{url: 'http://example.jp/a/', …}, …]
 */
export async function readAntenna(url: string, known: KnownAntenna, deps: ReadDeps, limits: ReadLimits): Promise<ReadOutcome> {
  const now = deps.now();
  const fetchLimits = { timeoutMs: limits.timeoutMs ?? defaultFetchLimits.timeoutMs, maxBytes: limits.maxBodyBytes ?? limits.maxInflatedBytes };
  const fetched = await fetchAntenna(url, known.validators, deps, fetchLimits);
  if (fetched.status === 'error') return { status: 'error', error: fetched.error, retryAfter: fetched.retryAfter, page: null };
  if (fetched.status === 'not-modified') {
    if (known.validators === null) return error('http-304', 'the server answered 304 to a plain request', ['304'], now);
    return { status: 'not-modified', validators: fetched.validators, freshFor: fetched.freshFor ?? null };
  }
  const contentHash = await deps.sha256(fetched.bytes);
  if (contentHash === known.contentHash) return { status: 'not-modified', validators: fetched.validators, freshFor: fetched.freshFor ?? null };

  const settled = await settleAntenna(
    { bytes: fetched.bytes, contentType: fetched.contentType, url: fetched.url, baseUrl: fetched.url, endUnmarked: fetched.endUnmarked, contentCoded: fetched.contentCoded },
    known,
    { ...deps, now },
    limits,
    async (documentUrl) => {
      const more = await fetchAntenna(documentUrl, null, deps, fetchLimits);
      if (more.status !== 'ok') return { ok: false, error: more.status === 'error' ? more.error.message : 'not modified' };
      const { bytes, contentType, url: moreUrl, endUnmarked, contentCoded } = more;
      return { ok: true, document: { bytes, contentType, url: moreUrl, baseUrl: moreUrl, endUnmarked, contentCoded } };
    },
  );
  if (settled.status === 'error') {
    const page = settled.notAntenna ? { url: fetched.url, bytes: fetched.bytes, contentType: fetched.contentType, validators: fetched.validators } : null;
    return { status: 'error', error: settled.error, retryAfter: null, page };
  }
  return { ...settled, url: fetched.url, validators: fetched.validators, freshFor: fetched.freshFor ?? null, contentHash };
}
