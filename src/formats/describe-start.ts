import { excerpt } from './excerpt.ts';

/** Control characters that never appear in text files (all of C0 but tab, LF, FF and CR). */
function isBinaryCode(code: number): boolean {
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d;
}

/**
 * Says in a few words what a file that is not an antenna file starts with: `looks like binary
 * data`, or `starts with "…"` and its first line, shortened and with control characters
 * masked, so the message is safe to show.
 *
 * @example
 * describeStart('Not Found\n')         // 'starts with "Not Found"'
 * describeStart('PK\u0003\u0004\u0000…') // 'looks like binary data'
 */
export function describeStart(text: string): string {
  const head = text.slice(0, 256);
  let binary = 0;
  for (let i = 0; i < head.length; i++) {
    const code = head.charCodeAt(i);
    if (code === 0) return 'looks like binary data';
    if (isBinaryCode(code) || code === 0xfffd) binary++;
  }
  if (binary * 8 > head.length) return 'looks like binary data';
  const firstLine = head.replace(/^\ufeff/, '').split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  return `starts with "${excerpt(firstLine.trim())}"`;
}
