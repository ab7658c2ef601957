/** Which zone a time is shown in, and whether it is the site's own (or a guess). */
export interface DisplayZone {
  /** Offset from UTC in seconds. */
  readonly offset: number;
  /** `site`: the site's own zone; `local`: the user's, by setting; `unknown`: the site did not say. */
  readonly kind: 'site' | 'local' | 'unknown';
}

/**
 * The user's own offset from UTC at `seconds` (it may change with daylight saving).
 *
 * @example
 * localOffset(1700000000) // 32400 in Japan, -18000 in New York that November
 */
export function localOffset(seconds: number): number {
  // getTimezoneOffset is minutes *behind* UTC: -540 in Japan.
  const minutes = -new Date(seconds * 1000).getTimezoneOffset();
  return minutes === 0 ? 0 : minutes * 60;
}

/**
 * The zone a site's time is shown in: its own (`tzOffset`) unless the user asked for theirs
 * (`timeZone: 'local'`), and the user's when the antenna did not say.
 *
 * @example
 * displayZone(1700000000, 32400, 'site')  // { offset: 32400, kind: 'site' }
 * displayZone(1700000000, null, 'site')   // { offset: <the user's>, kind: 'unknown' }
 */
export function displayZone(seconds: number, tzOffset: number | null, mode: 'site' | 'local'): DisplayZone {
  if (mode === 'local') return { offset: localOffset(seconds), kind: 'local' };
  if (tzOffset === null || !Number.isFinite(tzOffset)) return { offset: localOffset(seconds), kind: 'unknown' };
  return { offset: tzOffset, kind: 'site' };
}
