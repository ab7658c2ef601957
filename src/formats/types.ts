import type { AntennaFormat, AntennaRecord, Rejection } from '../core/record.ts';
import type { PlainHinadiWalk } from './hinadi/plain-hinadi-layout.ts';
import type { PlainLirsWalk } from './lirs/lirs-walk-entries.ts';

/** RFC 5005 links and flags of an Atom/RSS document (absent for LIRS and hina-di). */
export interface FeedLinks {
  readonly self: string | null;
  readonly complete: boolean;
  readonly archive: boolean;
  readonly next: string | null;
  readonly prevArchive: string | null;
  readonly current: string | null;
}

/** What the one entry gives back for a readable file. */
export interface DecodedAntenna {
  readonly format: AntennaFormat;
  /** WHATWG encoding label actually used: `euc-jp`, `utf-8`, `shift_jis`, … */
  readonly encoding: string;
  /** Whether the bytes were gzip (detected by magic bytes). */
  readonly gzipped: boolean;
  /** Title of the antenna/feed itself when the format carries one. */
  readonly title: string | null;
  /**
   * When the file says it was written (hina-di header `Date`, §5.7), Unix seconds; null when
   * it does not say. The freshness rule falls back on it for records without `lastDetected`.
   */
  readonly date: number | null;
  readonly records: AntennaRecord[];
  readonly rejected: Rejection[];
  /** Atom/RSS only. */
  readonly feed: FeedLinks | null;
}

export interface DecodeOptions {
  /** Fetch time (Unix seconds): used where a format needs a clock (Atom/RSS Last-Detected). */
  readonly now: number;
  /** The HTTP `Content-Type`, when fetched; its charset is a hint after the file's own. */
  readonly contentType?: string | null;
  /** The document URL, for resolving relative links (Atom/RSS). */
  readonly url?: string | null;
  /** Cap on inflated size in bytes (default 32 MiB). */
  readonly maxInflatedBytes?: number;
  /**
   * The transport did not mark where the body ends (no `Content-Length`, no chunked coding):
   * the connection closing ended it. A text that then stops inside a record was cut off on the
   * way — an error (`cut-off`), so the records stored before are kept, never replaced by the
   * part that arrived. (A browser inflates a `Content-Encoding: gzip` body cut short without a
   * word, so only the text can tell.)
   */
  readonly endUnmarked?: boolean;
  /**
   * The body came through a `Content-Encoding` (gzip, deflate) that the fetch inflated without
   * checking where the stream ends: Chromium, Firefox and Node's fetch all take a gzip stream
   * cut short, or one whose trailer does not match, for the whole file. A text that then stops
   * inside a record was cut short at its source — an error (`cut-short`), so the records
   * stored before are kept.
   */
  readonly contentCoded?: boolean;
  /**
   * Awaited between slices of the decoding (every few thousand lines, or about 1 MiB of XML):
   * the worker waits for one turn of its event loop there, so it answers messages while a large
   * antenna decodes. Without it a file is decoded in one go. (Here and below, undefined is the
   * same as leaving it out.)
   */
  readonly pause?: (() => Promise<void>) | undefined;
  /** Force the inflater, for tests and benchmarks; default picks native where it exists. */
  readonly inflater?: 'native' | 'pako';
  /**
   * The platform's own gzip inflater, passed in where it beats `DecompressionStream` (Node's
   * zlib, in the command-line tool); it replaces `inflater`.
   */
  readonly inflate?: GzipInflate | undefined;
  /**
   * The walk over hina-di's plainest blocks in machine code (`WASM_HINADI_WALK`, a 3 KB
   * WebAssembly module), passed in where reading a big hina-di file fast is worth carrying it
   * (the command-line tool: several times as fast as the general reading of each block); the
   * same records without it.
   */
  readonly plainHinadiWalk?: PlainHinadiWalk | undefined;
  /**
   * LIRS lines sorted in machine code (`PLAIN_LIRS_WALK`, a 2.4 KB WebAssembly module), passed in
   * where its speed is worth carrying it (the command-line tool: the sorting several times as
   * fast in Node); the same records without it.
   */
  readonly plainLirsWalk?: PlainLirsWalk | undefined;
}

/**
 * Inflates gzip bytes, never holding more than about `maxBytes` of output; throws
 * AntennaDecodeError `too-large` past the cap, `cut-short` for a stream that stops before its
 * end or whose trailer (CRC-32, length) does not match, and `bad-gzip` for other broken data.
 */
export type GzipInflate = (bytes: Uint8Array, maxBytes: number) => Uint8Array | Promise<Uint8Array>;

/** Why a whole file could not be read. Records that are merely broken never cause this. */
export type DecodeErrorCode =
  | 'empty'
  | 'html'
  | 'unknown-format'
  | 'too-large'
  | 'bad-gzip'
  | 'bad-encoding'
  | 'bad-xml'
  | 'cut-off'
  | 'too-complex'
  | 'cut-short';

/**
 * The one error the entry throws. `message` is a plain sentence a user can read
 * ("not an antenna file: looks like HTML").
 */
export class AntennaDecodeError extends Error {
  readonly code: DecodeErrorCode;
  constructor(code: DecodeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AntennaDecodeError';
    this.code = code;
  }
}
