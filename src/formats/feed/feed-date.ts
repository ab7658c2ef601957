import { parseLocalizedDate } from './parse-localized-date.ts';
import { parseRfc822Date } from './parse-rfc822-date.ts';
import { parseW3cDate } from './parse-w3c-date.ts';

/** A date as a feed wrote it: the instant, and the offset it was written in. */
export interface FeedDate {
  /** Unix seconds (UTC). */
  readonly seconds: number;
  /**
   * The date's own offset from UTC in seconds: `+09:00`/`+0900`/`JST` → 32400; W3C-DTF's `Z`
   * and `+00:00` → 0 (the producer said UTC); null when it gave no zone, wrote `GMT`/`UT`
   * (RFC 822's convention, which names no site zone, as HTTP reads it), `-00:00`/`-0000`
   * ("offset unknown", RFC 3339 §4.3, RFC 2822 §3.3), or a zone name we do not know.
   */
  readonly tzOffset: number | null;
}

/** Longer text is no date: reading stops there, so no input costs more than this. */
const MAX_DATE_LENGTH = 200;

/**
 * Reads a feed date in any syntax, whatever the element: W3C-DTF/RFC 3339 and ISO 8601's
 * other forms (Atom, `dc:date`), the RFC 822 family (RSS `pubDate`, by the HTTP date grammar)
 * and the Korean, Greek and Hungarian forms of old blog tools. Producers mix them up — pubDate
 * written as `2004-05-01T12:00:00+09:00`, dc:date in RFC 822 — so the text decides, not the
 * element. Null when no form reads it.
 *
 * @example
 * parseFeedDate('2004-05-01T12:00:00+09:00')       // {seconds: 1083380400, tzOffset: 32400}
 * parseFeedDate('Sat, 01 May 2004 03:00:00 GMT')   // {seconds: 1083380400, tzOffset: null}
 * parseFeedDate('Sun Jul 15 01:16:00 +0000 2012')  // {seconds: 1342314960, tzOffset: 0}
 */
export function parseFeedDate(text: string): FeedDate | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_DATE_LENGTH) return null;
  return parseW3cDate(trimmed) ?? parseRfc822Date(trimmed) ?? parseLocalizedDate(trimmed);
}
