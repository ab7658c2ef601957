import { parseHttpDate } from '../../http/parse-http-date.ts';
import type { FeedDate } from './feed-date.ts';

/** The text before a last word of 1–6 letters after a blank (a zone name), or null. One backward scan. */
function beforeTrailingName(text: string): string | null {
  let i = text.length;
  while (i > 0 && /[A-Za-z]/.test(text[i - 1] ?? '')) i--;
  const letters = text.length - i;
  if (letters === 0 || letters > 6) return null;
  const end = i;
  while (i > 0 && /\s/.test(text[i - 1] ?? '')) i--;
  return i === end || i === 0 ? null : text.slice(0, i);
}

/**
 * Reads an RSS `pubDate` and the other RFC 822-family dates feeds carry, by the one HTTP date
 * grammar (`parseHttpDate`: RFC 1123 and 850, asctime and its Twitter and JavaScript orders,
 * no time, an extra comma, `GMT-01:01`, `Etc/GMT`, the zone names of `http/date-names.ts`).
 * `GMT` names no site zone, as in HTTP: tzOffset null. A zone name the table does not know
 * (`XYZ`) gives the time as UTC with tzOffset null — never a silent wrong zone, and never a
 * lost entry.
 *
 * @example
 * parseRfc822Date('Tue, 03 Jun 2003 09:39:21 GMT')  // {seconds: 1054633161, tzOffset: null}
 * parseRfc822Date('Sat, 1 May 2004 12:00:00 +0900') // {seconds: 1083380400, tzOffset: 32400}
 * parseRfc822Date('Sat, 1 May 2004 03:00:00 XYZ')   // {seconds: 1083380400, tzOffset: null}
 */
export function parseRfc822Date(text: string): FeedDate | null {
  const known = parseHttpDate(text);
  if (known !== null) return known;
  const rest = beforeTrailingName(text);
  const utc = rest === null ? null : parseHttpDate(rest);
  return utc === null ? null : { seconds: utc.seconds, tzOffset: null };
}
