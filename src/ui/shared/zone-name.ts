/** Japan's offset: the zone of most sites an antenna follows, named as Japanese pages write it. */
const JST = 32_400;

/**
 * A short name for a zone `offset` seconds from UTC, for a site's clock: `JST` for +09:00 (the
 * zone Japanese antennas mean), `UTC` for zero, else `UTC+5:30`, `UTC−5` with a true minus sign.
 * The offset is all an antenna gives, so no other place name is guessed.
 *
 * @example
 * zoneName(32400)  // 'JST'
 * zoneName(-18000) // 'UTC−5'
 * zoneName(19800)  // 'UTC+5:30'
 */
export function zoneName(offset: number): string {
  if (offset === JST) return 'JST';
  if (offset === 0) return 'UTC';
  const minutes = Math.round(Math.abs(offset) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `UTC${offset < 0 ? '\u2212' : '+'}${hours}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`;
}
