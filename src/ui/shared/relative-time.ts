const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * How long ago `seconds` was at `now`, in the UI language ("12 min. ago", 「12分前」).
 * Under a minute — or a little in the future, as an antenna's clock may run ahead — is
 * `justNow` (the caller's message: "just now" / 「たった今」). Minutes are counted up to two
 * hours ("64 min. ago", "116 min. ago": an hour would be off by almost one), hours to the
 * nearest under a day (at most half an hour off, a quarter of the whole), and days and beyond
 * round down.
 *
 * @example
 * formatRelativeTime(1000, 1000 + 720, 'en', 'just now') // '12 min. ago'
 * formatRelativeTime(1000, 1000 + 720, 'ja', 'たった今') // '12分前'
 */
export function formatRelativeTime(seconds: number, now: number, locale: string, justNow: string): string {
  const ago = now - seconds;
  if (ago < MINUTE && ago > -5 * MINUTE) return justNow;
  const format = relativeFormat(locale);
  const [value, unit] = pickUnit(Math.abs(ago));
  return tighten(format.format(ago > 0 ? -value : value, unit), locale);
}

/** One formatter per language: building one costs more than all the rows it formats. */
const formats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
    formats.set(locale, format);
  }
  return format;
}

function pickUnit(span: number): [number, Intl.RelativeTimeFormatUnit] {
  if (span < 2 * HOUR) return [Math.floor(span / MINUTE), 'minute'];
  if (span < DAY) return [Math.min(23, Math.round(span / HOUR)), 'hour'];
  if (span < WEEK) return [Math.floor(span / DAY), 'day'];
  if (span < MONTH) return [Math.floor(span / WEEK), 'week'];
  if (span < YEAR) return [Math.floor(span / MONTH), 'month'];
  return [Math.floor(span / YEAR), 'year'];
}

// CLDR writes 「12 分前」; Japanese UI text runs numbers into the unit: 「12分前」.
function tighten(text: string, locale: string): string {
  if (!/^(ja|zh)\b/i.test(locale)) return text;
  return text.replace(/(\d) (?=[^\x20-\x7e])/g, '$1');
}
