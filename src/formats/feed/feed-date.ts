import { parseRfc822Date } from './parse-rfc822-date.ts';
import { parseW3cDate } from './parse-w3c-date.ts';

/** A date as a feed wrote it: the instant, and the offset it was written in. */
export interface FeedDate {
  /** Unix seconds (UTC). */
  readonly seconds: number;
  /**
   * The date's own offset from UTC in seconds: `+09:00`/`+0900`/`JST` → 32400;
   * `Z`/`GMT`/`UT`/`+00:00` → 0 (the producer said UTC); null when it gave no zone,
   * wrote `-00:00`/`-0000` ("offset unknown", RFC 3339 §4.3, RFC 2822 §3.3), or a zone
   * name we do not know.
   */
  readonly tzOffset: number | null;
}

/**
 * Reads a feed date in either syntax, whatever the element: W3C-DTF/RFC 3339 (Atom,
 * `dc:date`) or RFC 822 (RSS `pubDate`). Producers mix them up — pubDate written as
 * `2004-05-01T12:00:00+09:00`, dc:date in RFC 822 — so the text decides, not the element.
 *
 * @example
 * parseFeedDate('2004-05-01T12:00:00+09:00')       // {seconds: 1083380400, tzOffset: 32400}
 * parseFeedDate('Sat, 01 May 2004 03:00:00 GMT')   // {seconds: 1083380400, tzOffset: 0}
 */
export function parseFeedDate(text: string): FeedDate | null {
  const trimmed = text.trim();
  return /^\d{4}(?:-|$)/.test(trimmed) ? parseW3cDate(trimmed) : parseRfc822Date(trimmed);
}
