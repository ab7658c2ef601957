/** `12:34`, `12:34:56`, `9:05 pm`, with 午前/午後 before it. */
const COLON_TIME = /(?:午[前後]\s*)?(?<![\d:])\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:\s*[ap]\.?m\.?(?![a-z]))?(?![\d:])/gi;
/** `12時34分`, `12時34分56秒`. */
const KANJI_TIME = /(?:午[前後]\s*)?(?<!\d)\d{1,2}\s*時\s*\d{1,2}\s*分(?:\s*\d{1,2}\s*秒)?/g;
/** How long the page took to make: `0.034 seconds`, `処理時間 0.12秒`. */
const ELAPSED = /(?<![\d.])\d+\.\d+\s*(?:秒|sec(?:ond)?s?\b|s\b)/gi;

/**
 * Masks the times of day a page shows (a clock, "last generated at", a server-side include's
 * `DATE_LOCAL`) and how long it took to make: they change on every request and say nothing
 * about an update. A time in the middle of a diary entry is masked too, which costs nothing:
 * a real update changes more than a time.
 *
 * @example
 * maskClocks('Now 12:34:56 JST, 午後3時05分, made in 0.034 seconds') // 'Now # JST, #, made in #'
 */
export function maskClocks(text: string): string {
  return text.replace(COLON_TIME, '#').replace(KANJI_TIME, '#').replace(ELAPSED, '#');
}
