import type { RejectionKind } from './rejection-kinds.ts';

/**
 * Each rejection's English sentence, `$1`… standing for its params: what the CLI prints and
 * what `reason` holds. The English locale's `rejection_<kind>` says the same (a test checks).
 */
export const REJECTION_REASONS: Readonly<Record<RejectionKind, string>> = {
  'not-lirs-record': 'not a LIRS record: "$1"',
  'too-few-fields': 'too few fields: $1, where a record needs at least 5',
  'check-failed': 'unusable: Last-Modified and Last-Detected are 0 (the check failed)',
  'wdb-check-failed': "unusable: Last-Modified and Last-Detected are $1, WDB's 1980 epoch (the check failed)",
  'lm-not-a-number': 'unusable: Last-Modified is not a number ("$1")',
  'lm-zero': 'unusable: Last-Modified is 0',
  'ld-not-a-number': 'unusable: Last-Detected is not a number ("$1")',
  'ld-zero': 'unusable: Last-Detected is 0',
  'lirs-impossible-time': 'unusable: $1 $2 is outside the times the reader can show (1970 to 9999)',
  'lirs-not-http-url': 'URL is not an http(s) URL: "$1"',
  duplicate: 'duplicate of line $1',
  'not-a-field': 'line $1 is not a "Name: value" field (hina-di §11)',
  'url-not-first': 'block does not start with URL (first field: $1)',
  'repeated-field': 'repeated field $1 (hina-di §10)',
  'no-last-modified': 'no Last-Modified',
  'bad-last-modified': 'unreadable Last-Modified: $1',
  'duplicate-later': 'duplicate URL: the block at line $1 was detected later',
  'duplicate-same-or-later': 'duplicate URL: the block at line $1 was detected at the same time or later',
  'impossible-time': '$1 $2 is outside the times the reader can show (1970 to 9999)',
  'not-http-url': 'URL is not http or https: $1',
  'not-hina-entry': 'not a hina.txt entry: "$1"',
  // What WDB (wdblib.pl Print_HINATXT) and tamatebako (lib/website.rb to_hina) mean by each marker.
  'hina-not-found': 'HINA_NOT_FOUND: the antenna found no page there (404)',
  'hina-timeout': 'HINA_TIMEOUT: the check timed out',
  'hina-remote-out': 'HINA_REMOTE_OUT: the check failed, or no antenna it relays from knew the site',
  'hina-not-detected': 'HINA_NOT_DETECTED: the antenna found no update time on the page',
  'hina-err-connect': 'HINA_ERR_CONNECT: the antenna could not connect to the site',
  'hina-err': 'HINA_ERR: the check failed',
  'hina-unknown': 'HINA_UNKNOWN: the antenna does not know the update time yet',
  'hina-busy': 'HINA_BUSY: the site was busy',
  'hina-other': '$1: the antenna did not report an update',
  'hina-bad-time': 'HINA_OK without a readable time: "$1"',
  'feed-no-link': '$1 has no link',
  'link-not-url': 'link is not a URL: $1',
  'link-not-url-no-base': 'link is not a URL (no base URL): $1',
  'link-not-http': 'link is not an http(s) URL: $1',
  'feed-no-date': '$1 has no date',
  'bad-date': '$1 is not a valid date: $2',
  'cut-off': '$1 is cut off at the end of the file',
};

/**
 * A rejection's English sentence: its kind's sentence with `$1`… replaced by the params, in
 * one pass (a `$2` inside a quoted param stays as written).
 *
 * @example
 * rejectionReason('too-few-fields', ['3']) // 'too few fields: 3, where a record needs at least 5'
 */
export function rejectionReason(kind: RejectionKind, params: readonly string[]): string {
  return REJECTION_REASONS[kind].replace(/\$(\d)/g, (_, digit: string) => params[Number(digit) - 1] ?? '');
}
