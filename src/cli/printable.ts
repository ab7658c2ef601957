/**
 * Text from an antenna made safe for a terminal: control characters (C0, DEL, C1), which could
 * move the cursor or start an escape sequence, become spaces; so do line breaks.
 *
 * @example
 * printable('a\u001b[2Jb\nc') // 'a [2Jb c'
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ');
}
