import type { RejectionKind } from '../../core/rejections/index.ts';

/**
 * The rejection for each failure marker of hina.txt (HINA/1.x) that WDB (wdblib.pl
 * Print_HINATXT) and tamatebako (lib/website.rb to_hina) write: the record is not an update.
 * What each means is its sentence in `REJECTION_REASONS`; another marker is `hina-other`.
 */
export const HINA_FAILURES: Readonly<Partial<Record<string, RejectionKind>>> = {
  HINA_NOT_FOUND: 'hina-not-found',
  HINA_TIMEOUT: 'hina-timeout',
  HINA_REMOTE_OUT: 'hina-remote-out',
  HINA_NOT_DETECTED: 'hina-not-detected',
  HINA_ERR_CONNECT: 'hina-err-connect',
  HINA_ERR: 'hina-err',
  HINA_UNKNOWN: 'hina-unknown',
  HINA_BUSY: 'hina-busy',
};
