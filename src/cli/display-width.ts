/**
 * Columns a character takes in a terminal: 2 for East Asian wide and fullwidth characters
 * (kanji, kana, fullwidth forms, most emoji), 0 for combining marks, else 1. An approximation
 * of UAX #11 good enough to line up Japanese titles.
 */
function charWidth(code: number): number {
  if (code < 0x300) return 1;
  if ((code >= 0x300 && code <= 0x36f) || (code >= 0x200b && code <= 0x200f) || (code >= 0xfe00 && code <= 0xfe0f)) return 0;
  if (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0x303e) ||
    (code >= 0x3041 && code <= 0x33ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xa000 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1f64f) ||
    (code >= 0x1f900 && code <= 0x1f9ff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  ) {
    return 2;
  }
  return 1;
}

/**
 * Terminal columns of a text.
 *
 * @example
 * displayWidth('日記 abc') // 8
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char.codePointAt(0) ?? 0);
  return width;
}

/**
 * The text cut to at most `columns` columns, with `…` where it was cut.
 *
 * @example
 * truncateToWidth('ただよう記憶', 7) // 'ただよ…'
 */
export function truncateToWidth(text: string, columns: number): string {
  if (displayWidth(text) <= columns) return text;
  let out = '';
  let width = 0;
  for (const char of text) {
    const w = charWidth(char.codePointAt(0) ?? 0);
    if (width + w > columns - 1) break;
    out += char;
    width += w;
  }
  return `${out}…`;
}

/**
 * The text padded with spaces to `columns` columns.
 *
 * @example
 * padToWidth('日記', 6) // '日記  '
 */
export function padToWidth(text: string, columns: number): string {
  return text + ' '.repeat(Math.max(0, columns - displayWidth(text)));
}
