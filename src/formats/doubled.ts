/**
 * `numbers` copied into an array twice as long: how a reader's per-line numbers grow, kept in
 * typed arrays rather than arrays pushed to (cheaper to fill and to read for tens of thousands
 * of lines, and no garbage collector's work).
 *
 * @example
 * doubled(new Int32Array([1, 2])) // Int32Array [1, 2, 0, 0]
 */
export function doubled(numbers: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(numbers.length * 2);
  larger.set(numbers);
  return larger;
}
