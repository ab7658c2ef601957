import { parseHttpDate } from './parse-http-date.ts';

/**
 * Reads an HTTP `Retry-After` header (RFC 9110 §10.2.3) as seconds to wait from `now`:
 * delay-seconds, or an HTTP-date (any form `parseHttpDate` reads). A date in the past gives 0;
 * anything unreadable gives null.
 *
 * @example
 * parseRetryAfter('120', now)                                  // 120
 * parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', 1445412420) // 60
 * parseRetryAfter('soon', now)                                 // null
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value == null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds : null;
  }
  if (text === '') return null;
  const date = parseHttpDate(text);
  return date === null ? null : Math.max(0, date.seconds - now);
}
