/**
 * Collapses runs of ASCII white space and control characters to one space and trims;
 * gives null for nothing left. The ideographic space U+3000 is kept: Japanese titles use it
 * on purpose.
 *
 * @example
 * collapseSpace('\n  日記\u30002004\t\n') // '日記\u30002004'
 * collapseSpace(' \n ')             // null
 */
export function collapseSpace(text: string): string | null {
  const collapsed = text.replace(/[\u0000-\u0020\u007f]+/g, ' ').trim();
  return collapsed === '' ? null : collapsed;
}
