/**
 * The earliest time the reader shows: 1970-01-01T00:00:00Z. LIRS counts Unix seconds and
 * writes 0 for a failed check; no antenna reports an update before the epoch.
 */
export const EARLIEST_SHOWABLE_TIME = 0;

/**
 * The latest time the reader shows: 9999-12-29T23:59:59Z, two days short of the last four-digit
 * year, so the clock of any zone (LIRS allows ±26 hours) still reads a four-digit year. A
 * JavaScript date ends at 8.64e15 ms (year 275760); `Intl` and ISO 8601 text give up earlier.
 */
export const LATEST_SHOWABLE_TIME = 253_402_127_999;

/**
 * Whether `seconds` (Unix seconds, UTC) is a time every view can show: a whole number from
 * 1970-01-01T00:00:00Z to 9999-12-29T23:59:59Z. Decoders reject records whose times are not
 * (LIRS lets a producer write 15 digits: `999999999999999` is 31.7 million years away), and
 * views check before they format a stored time.
 *
 * @example
 * isShowableTime(1700000000)        // true
 * isShowableTime(999999999999999)   // false: past year 9999
 * isShowableTime(-1)                // false: before 1970
 * isShowableTime(Number.NaN)        // false
 */
export function isShowableTime(seconds: number): boolean {
  return Number.isInteger(seconds) && seconds >= EARLIEST_SHOWABLE_TIME && seconds <= LATEST_SHOWABLE_TIME;
}

/**
 * The params of an `impossible-time` rejection — the field as the file names it
 * (`Last-Modified`, `updated`) and the time — or null when the time can be shown.
 *
 * @example
 * unshowableTime('Last-Modified', 999999999999999) // ['Last-Modified', '999999999999999']
 * unshowableTime('Last-Modified', 1700000000)      // null
 */
export function unshowableTime(field: string, seconds: number): [field: string, seconds: string] | null {
  return isShowableTime(seconds) ? null : [field, String(seconds)];
}
