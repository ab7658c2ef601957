/**
 * A whole number of days, hours or minutes in words, in the UI language: "15 minutes",
 * "1 hour", 「8時間」. Uses the largest unit that divides the span evenly.
 *
 * @example
 * formatDuration(10_800, 'en') // '3 hours'
 * formatDuration(900, 'ja')    // '15分'
 */
export function formatDuration(seconds: number, locale: string): string {
  const [value, unit] =
    seconds >= 86_400 && seconds % 86_400 === 0
      ? [seconds / 86_400, 'day']
      : seconds >= 3600 && seconds % 3600 === 0
        ? [seconds / 3600, 'hour']
        : [Math.max(1, Math.round(seconds / 60)), 'minute'];
  const text = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  // CLDR writes 「8 時間」; Japanese UI text runs the number into the unit: 「8時間」.
  return /^(ja|zh)\b/i.test(locale) ? text.replace(/(\d) (?=[^\x20-\x7e])/g, '$1') : text;
}
