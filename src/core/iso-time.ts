/**
 * Writes a Unix time as ISO 8601 in the given zone, with that zone's offset.
 *
 * @example
 * formatIsoWithOffset(1700000000, 32400) // '2023-11-15T07:13:20+09:00'
 * formatIsoWithOffset(1700000000, 0)     // '2023-11-14T22:13:20Z'
 */
export function formatIsoWithOffset(seconds: number, offsetSeconds: number): string {
  const shifted = new Date((seconds + offsetSeconds) * 1000).toISOString().slice(0, 19);
  return shifted + formatOffset(offsetSeconds);
}

/**
 * Writes an offset from UTC as `±hh:mm` (`Z` for zero).
 *
 * @example
 * formatOffset(-18000) // '-05:00'
 */
export function formatOffset(offsetSeconds: number): string {
  if (offsetSeconds === 0) return 'Z';
  const sign = offsetSeconds < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(offsetSeconds) / 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}
