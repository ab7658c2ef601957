/** Control characters (C0 but tab, DEL, C1), bidi controls, lone surrogates, U+FFFD. */
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A short piece of untrusted text fit to quote in a message: at most `max` characters (then
 * `…`), with control and direction-changing characters shown as `?`.
 *
 * @example
 * excerpt('<?php echo $x; ?>\u0007 and much more text', 10) // '<?php echo…'
 */
export function excerpt(text: string, max = 40): string {
  const points = Array.from(text.slice(0, max * 2 + 2));
  const cut = points.length > max ? `${points.slice(0, max).join('')}…` : points.join('');
  return cut.replace(UNSAFE, '?');
}
