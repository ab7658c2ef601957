/**
 * Every way a decoder skips a record, by kind. Each kind has one English sentence
 * (`REJECTION_REASONS`, for the CLI and logs) and its sentence `rejection_<kind with - as _>`
 * in every locale, filled with the rejection's params (a test checks both).
 */
export const REJECTION_KINDS = [
  // LIRS
  'not-lirs-record',
  'too-few-fields',
  'check-failed',
  'wdb-check-failed',
  'lm-not-a-number',
  'lm-zero',
  'ld-not-a-number',
  'ld-zero',
  'lirs-impossible-time',
  'lirs-not-http-url',
  // LIRS and hina.txt: a URL named twice
  'duplicate',
  // hina-di
  'not-a-field',
  'url-not-first',
  'repeated-field',
  'no-last-modified',
  'bad-last-modified',
  'duplicate-later',
  'duplicate-same-or-later',
  // hina-di, hina.txt, Atom and RSS
  'impossible-time',
  // hina-di and hina.txt
  'not-http-url',
  // hina.txt: an entry that is not one, a failure marker, an OK marker without a time
  'not-hina-entry',
  'hina-not-found',
  'hina-timeout',
  'hina-remote-out',
  'hina-not-detected',
  'hina-err-connect',
  'hina-err',
  'hina-unknown',
  'hina-busy',
  'hina-other',
  'hina-bad-time',
  // Atom and RSS
  'feed-no-link',
  'link-not-url',
  'link-not-url-no-base',
  'link-not-http',
  'feed-no-date',
  'bad-date',
  'cut-off',
] as const;

/** Why a record was skipped: one of {@link REJECTION_KINDS}. */
export type RejectionKind = (typeof REJECTION_KINDS)[number];

/**
 * Whether `kind` is a kind the product knows (a page may get one from a newer worker).
 *
 * @example
 * isRejectionKind('lm-zero')  // true
 * isRejectionKind('gremlins') // false
 */
export function isRejectionKind(kind: string): kind is RejectionKind {
  return (REJECTION_KINDS as readonly string[]).includes(kind);
}
