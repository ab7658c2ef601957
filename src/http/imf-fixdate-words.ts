import { MONTH_NAMES } from './date-names.ts';

/**
 * The words of an IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`) as its readers look them up:
 * three ASCII codes packed into one number, so a reader of a string (`parseImfFixdate`) and a
 * reader of bytes compare one number, not three characters.
 *
 * @example
 * IMF_MONTHS.get(0x4e6f76) // 11 (`Nov`)
 */
export const IMF_MONTHS: ReadonlyMap<number, number> = new Map(
  MONTH_NAMES.map((name, index): [number, number] => [name.charCodeAt(0) * 65536 + name.charCodeAt(1) * 256 + name.charCodeAt(2), index + 1]),
);

/** `GMT`, `UTC` and `JST`, packed as `IMF_MONTHS` packs a month. */
export const IMF_GMT = 0x474d54;
export const IMF_UTC = 0x555443;
export const IMF_JST = 0x4a5354;
