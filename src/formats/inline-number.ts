/**
 * A number read from a `Float64Array` (a time, a length), as an int32 where it is a whole one:
 * V8 keeps an int32 in an object's field as it is, where a double takes a heap number of its
 * own, so each record made from such numbers allocates less. The same number either way.
 *
 * @example
 * inlineNumber(1_104_508_800) // 1104508800, held in the record's field without a heap number
 */
export function inlineNumber(value: number): number {
  return value === (value | 0) ? value | 0 : value;
}
