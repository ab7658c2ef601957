import type { AntennaRecord } from '../record.ts';

/**
 * How far an antenna's clock may run ahead of the reader's before its times count as dated in
 * the future: 5 minutes, the span the popup already shows as "just now". Within it a record is
 * taken as reported now; beyond it, as an impossible date the antenna got wrong.
 */
export const CLOCK_SKEW_ALLOWANCE = 5 * 60;

/**
 * Whether a record says it changed later than `now` plus the clock-skew allowance: shown as
 * dated in the future, never counted new, and never a reason for a seen mark to move past the
 * present.
 *
 * @example
 * isFutureDated({ lastModified: 4102444800 }, 1700000000)    // true: 2100
 * isFutureDated({ lastModified: 1700000120 }, 1700000000)    // false: two minutes is a clock off
 */
export function isFutureDated(record: Pick<AntennaRecord, 'lastModified'>, now: number): boolean {
  return record.lastModified > now + CLOCK_SKEW_ALLOWANCE;
}

/**
 * The "mark all seen" watermark as it may be stored at `now`: never past the present, so a
 * record dated 2100 cannot make every later update seen.
 *
 * @example
 * boundWatermark(4102444800, 1700000000) // 1700000000
 */
export function boundWatermark(watermark: number, now: number): number {
  return Math.min(watermark, now);
}

/**
 * A site's own seen mark (its Last-Modified when the user opened it) as it may be stored at
 * `now`: at most the clock-skew allowance ahead, so opening a site whose antenna's clock runs
 * a little fast marks it seen, and one dated 2100 does not silence the site for good.
 *
 * @example
 * boundSiteMark(1700000120, 1700000000) // 1700000120
 * boundSiteMark(4102444800, 1700000000) // 1700000300
 */
export function boundSiteMark(mark: number, now: number): number {
  return Math.min(mark, now + CLOCK_SKEW_ALLOWANCE);
}
