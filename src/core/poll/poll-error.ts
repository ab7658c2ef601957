/**
 * Every way a poll, a preview or a worker reply can fail, by kind. Each kind has its
 * sentence `error_<kind with - as _>` in every locale (a test checks it); an HTTP status
 * without a sentence of its own reads as `error_http`.
 */
export const POLL_ERROR_KINDS = [
  // fetching
  'timeout',
  'network',
  'redirect',
  'redirect-loop',
  'redirect-scheme',
  'too-large',
  'cut',
  'permission',
  'http',
  // reading
  'decode-empty',
  'decode-html',
  'decode-unknown-format',
  'decode-too-large',
  'decode-bad-gzip',
  'decode-bad-encoding',
  'decode-bad-xml',
  'decode-cut-off',
  'decode-too-complex',
  'decode-cut-short',
  'no-records',
  'emptied',
  // a watched page
  'watch-start-missing',
  'watch-end-missing',
  // an archived or paged feed's history (RFC 5005), told as warnings
  'history-missing',
  'history-bound',
  'history-loop',
  'history-more-pages',
  // storing
  'quota',
  'internal',
  'newer-database',
  // replies to the pages
  'bad-url',
  'already-subscribed',
  'not-subscribed',
  'bad-message',
] as const;

/** A failure's kind: one of {@link POLL_ERROR_KINDS}, or an HTTP status (`http-404`). */
export type PollErrorKind = (typeof POLL_ERROR_KINDS)[number] | `http-${number}`;

/** The last thing that went wrong with a subscription, in words a user can read. */
export interface PollError {
  readonly kind: PollErrorKind;
  /** A plain English sentence: "the server answered 404", "took longer than 25 s". */
  readonly message: string;
  /**
   * Values for the localized message `error_<kind with - as _>` (status, host, …), so the
   * pages can say the same thing in the user's language; `message` is the fallback.
   */
  readonly params?: readonly string[];
  /** Unix seconds. */
  readonly at: number;
}

/**
 * Whether `kind` is a kind the product knows (a stored error from an older version may not be).
 *
 * @example
 * isPollErrorKind('http-503') // true
 * isPollErrorKind('gremlins') // false
 */
export function isPollErrorKind(kind: string): kind is PollErrorKind {
  return /^http-\d{3}$/.test(kind) || (POLL_ERROR_KINDS as readonly string[]).includes(kind);
}
