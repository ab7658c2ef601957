/**
 * A text field's value as a record holds it: empty and `0` mean "not known" (an empty
 * `Title:` line, Asahina; samidare's `0` passed on by relays), null like an absent field.
 *
 * @example
 * hinadiTextOrNull('0')    // null
 * hinadiTextOrNull('日記') // '日記'
 */
export function hinadiTextOrNull(value: string | null): string | null {
  return value === null || value === '' || value === '0' ? null : value;
}
