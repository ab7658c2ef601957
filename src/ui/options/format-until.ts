/**
 * How long until `seconds` at `now`, in the UI language ("in 25 min.", 「25分後」), to the
 * nearest minute, so a check due 30 minutes after the click reads "in 30 min." even when the
 * page's clock read the time a second before the worker's; `soon` (the caller's message) when
 * it is due within a minute or already overdue.
 *
 * @example
 * formatUntil(1000 + 1500, 1000, 'en', 'soon') // 'in 25 min.'
 */
export function formatUntil(seconds: number, now: number, locale: string, soon: string): string {
  const span = seconds - now;
  if (span < 60) return soon;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' });
  const text =
    span < 3600
      ? format.format(Math.round(span / 60), 'minute')
      : span < 86_400
        ? format.format(Math.round(span / 3600), 'hour')
        : format.format(Math.round(span / 86_400), 'day');
  return /^(ja|zh)\b/i.test(locale) ? text.replace(/(\d) (?=[^\x20-\x7e])/g, '$1') : text;
}
