import { parseHttpDate } from './parse-http-date.ts';

/**
 * How long a response says it stays fresh (RFC 9111 §4.2.1), in seconds: `Cache-Control:
 * max-age`, else `Expires` less the response's `Date` (or `now` without one). `no-cache` or
 * `no-store` say nothing stays fresh (0); no word on it, or a word that cannot be read, gives null.
 *
 * @example
 * parseFreshFor({ cacheControl: 'public, max-age=600', expires: null, date: null }, now) // 600
 * parseFreshFor({ cacheControl: null, expires: 'Wed, 21 Oct 2015 08:28:00 GMT',
 *                 date: 'Wed, 21 Oct 2015 07:28:00 GMT' }, now)                          // 3600
 */
export function parseFreshFor(
  headers: { readonly cacheControl: string | null; readonly expires: string | null; readonly date: string | null },
  now: number,
): number | null {
  const directives = (headers.cacheControl ?? '').toLowerCase().split(',').map((d) => d.trim());
  if (directives.some((d) => d === 'no-cache' || d === 'no-store')) return 0;
  const maxAge = directives.map((d) => /^max-age\s*=\s*"?(\d+)"?$/.exec(d)?.[1]).find((v) => v !== undefined);
  if (maxAge !== undefined) {
    const seconds = Number(maxAge);
    return Number.isSafeInteger(seconds) ? seconds : null;
  }
  if (headers.expires === null) return null;
  // RFC 9111 §5.3: an Expires that is not a date (often "0" or "-1") means already stale.
  const expires = parseHttpDate(headers.expires.trim());
  if (expires === null) return 0;
  const date = headers.date === null ? null : parseHttpDate(headers.date.trim());
  return Math.max(0, expires.seconds - (date?.seconds ?? now));
}
