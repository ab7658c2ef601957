import type { AntennaFormat, AntennaRecord, Rejection } from '../core/record.ts';
import type { DecodeErrorCode, DecodeOptions, FeedLinks } from './types.ts';
import type { DecodeSteps } from './run-steps.ts';

/** What a format's byte reader gives: the body, and the charset its text was read in. */
export interface DecodedBytes {
  readonly body: DecodedBody;
  readonly encoding: string;
}

/** What a format's decoder gives back for a file's text. */
export interface DecodedBody {
  readonly title: string | null;
  /** The file's own `Date` (hina-di header), Unix seconds, or null. */
  readonly date: number | null;
  readonly records: AntennaRecord[];
  readonly rejected: Rejection[];
  readonly feed: FeedLinks | null;
}

/**
 * What is known of one antenna format before its file is decoded: how its file starts, the
 * charset it declares about itself, its charset when it is pure ASCII. Each format folder
 * exports its own (`lirs-traits.ts`, …), which `format-traits.ts` lists: format detection and
 * the charset plan need no decoder.
 */
export interface FormatTraits {
  /**
   * The format a file's start is, or null when it is not this codec's. `head` is the start
   * read as Latin-1, `start` the index of its first non-space character.
   */
  readonly sniff: (head: string, start: number) => AntennaFormat | null;
  /** The charset label the file declares about itself (hina-di header, XML prolog), or null. */
  readonly declaredCharset: (head: string) => string | null;
  /** What to call a pure-ASCII file of this format (the spec's own charset). */
  readonly asciiEncoding: string;
  /**
   * The charset is decided as browsers decide an XML document's (RFC 7303 §3.2, Encoding
   * Standard): the HTTP `charset` in any label the standard knows, then the file's declaration,
   * then the sniffing; a declared encoding is left only when the bytes are invalid in it.
   * Without it (LIRS, hina-di), the file's declaration comes first and only a Japanese or
   * Unicode HTTP charset counts (`encodingPlan`).
   */
  readonly browserCharset?: true;
  /** The code for an unexpected throw inside the decoder. */
  readonly brokenCode: DecodeErrorCode;
}

/**
 * One antenna format as the registry knows it: its traits and its decoder. Each format folder
 * (`lirs/`, `hinadi/`, `feed/`, …) exports one; `registry.ts` lists them.
 */
export interface FormatCodec extends FormatTraits {
  readonly decode: (text: string, options: DecodeOptions) => DecodedBody;
  /**
   * `decode` in slices (`DecodeSteps`), for a caller that pauses between them
   * (`DecodeOptions.pause`); a format without it is decoded in one go.
   */
  readonly decodeInSteps?: (text: string, options: DecodeOptions) => DecodeSteps<DecodedBody>;
  /**
   * Reads the file from its bytes (without a byte order mark) instead of from its decoded
   * text, giving exactly what `decode` gives for the text `decodeText` makes of them, sooner;
   * null leaves the file to `decode`. `latin1` is the bytes one to one as characters,
   * `candidates` and `asciiEncoding` the charsets to try (`encodingPlan`), `options` the
   * decode's own (for what the caller passes in, such as `plainHinadiWalk`).
   */
  readonly decodeBytes?: (
    bytes: Uint8Array,
    latin1: string,
    candidates: readonly string[],
    asciiEncoding: string,
    options: DecodeOptions,
  ) => DecodeSteps<DecodedBytes | null>;
  /**
   * Whether the text stops where no producer of this format ends a file — inside a record —
   * as when a connection closed early. Asked only when the transport did not mark the end of
   * the body (`DecodeOptions.endUnmarked`); a format without it is never taken as cut.
   */
  readonly endsInsideRecord?: (text: string) => boolean;
}
