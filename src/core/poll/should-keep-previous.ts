/** Why a file that was read must not replace an antenna's stored records, as a poll error's parts. */
export interface KeepPrevious {
  /** `no-records`: every record was rejected; `emptied`: it had sites and now lists none. */
  readonly kind: 'no-records' | 'emptied';
  readonly message: string;
  readonly params: readonly string[];
}

/** What a read file gave, counted. */
export interface DecodedCount {
  readonly records: number;
  readonly rejected: number;
  /** The first rejection, `line 3: …`, for the message; null when none. */
  readonly firstRejection: string | null;
}

/**
 * Whether a file that was read must leave the stored records as they are — an error that
 * keeps them — instead of replacing them: when every record in it was rejected (the file is
 * broken, not empty), or when the antenna had sites and the file now lists none (a body of
 * comments only, a template with nothing filled in). Null when the file may replace them; an
 * antenna that never had sites may well list none.
 *
 * @example
 * shouldKeepPrevious(400, { records: 0, rejected: 0, firstRejection: null })
 * // { kind: 'emptied', message: 'the file now lists no sites; the 400 it listed before are kept', params: ['400'] }
 * shouldKeepPrevious(400, { records: 235, rejected: 0, firstRejection: null }) // null
 */
export function shouldKeepPrevious(previousCount: number, decoded: DecodedCount): KeepPrevious | null {
  if (decoded.records > 0) return null;
  if (decoded.rejected > 0) {
    const count = String(decoded.rejected);
    const reason = decoded.firstRejection ?? '';
    return { kind: 'no-records', message: `no site in the file could be read (${count} rejected; ${reason})`, params: [count, reason] };
  }
  if (previousCount > 0) {
    const count = String(previousCount);
    return { kind: 'emptied', message: `the file now lists no sites; the ${count} it listed before are kept`, params: [count] };
  }
  return null;
}
