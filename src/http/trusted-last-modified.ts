import { parseHttpDate } from './parse-http-date.ts';

/** A `Last-Modified` this close to the answer's own `Date` was stamped by a script, not by a change. */
const STAMPED_WITHIN = 2;
/** Clock difference allowed before a `Last-Modified` counts as in the future. */
const SKEW = 3600;

/**
 * The time a page's `Last-Modified` gives, when it can say when the page changed: parsed
 * (any HTTP date form), not in the future, and not the moment of the answer itself — a CGI or
 * PHP page that stamps every answer with the time it was made (`Last-Modified` equal to
 * `Date`) says nothing about its content. Null otherwise.
 *
 * @example
 * trustedLastModified('Sat, 01 Jan 2005 04:00:00 GMT', 'Mon, 03 Jan 2005 12:00:00 GMT', 1104753600) // 1104552000
 * trustedLastModified('Mon, 03 Jan 2005 12:00:00 GMT', 'Mon, 03 Jan 2005 12:00:00 GMT', 1104753600) // null
 */
export function trustedLastModified(lastModified: string | null, date: string | null, now: number): number | null {
  if (lastModified === null) return null;
  const modified = parseHttpDate(lastModified)?.seconds;
  if (modified === undefined) return null;
  const answered = date === null ? undefined : parseHttpDate(date)?.seconds;
  if (answered !== undefined && Math.abs(answered - modified) <= STAMPED_WITHIN) return null;
  if (modified > (answered ?? now) + SKEW) return null;
  return modified;
}
