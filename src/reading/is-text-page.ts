import type { FetchedPage } from './read-antenna.ts';

/** How much of a file is looked at for the bytes no text holds. */
const SNIFFED = 4096;

/**
 * Whether a file that is no antenna is a page of text (HTML, plain text) rather than an image,
 * an archive or another binary file: only a page of text can link to an antenna or be
 * watched. A NUL byte never occurs in text in any charset an antenna or a web page uses
 * (WHATWG MIME Sniffing §7.1 reads it as "binary data" the same way).
 *
 * @example
 * isTextPage({ bytes: new TextEncoder().encode('<html>'), … }) // true
 * isTextPage({ bytes: Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), … }) // false
 */
export function isTextPage(page: Pick<FetchedPage, 'bytes'>): boolean {
  return !page.bytes.subarray(0, SNIFFED).includes(0);
}
