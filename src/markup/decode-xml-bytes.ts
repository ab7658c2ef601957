import { xmlEncoding } from '../formats/text/xml-encoding.ts';

/**
 * Decodes an XML file's bytes (an OPML list from an old Japanese tool may be Shift_JIS or
 * EUC-JP): a byte order mark first, then the XML declaration's `encoding`, else UTF-8
 * (XML 1.0 §4.3.3). An unknown label also falls back to UTF-8; bad bytes become U+FFFD.
 *
 * @example
 * decodeXmlBytes(new TextEncoder().encode('<?xml version="1.0"?><opml/>')) // '<?xml version="1.0"?><opml/>'
 */
export function decodeXmlBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  // The declaration is ASCII in every encoding a Japanese OPML file uses.
  const head = String.fromCharCode(...bytes.subarray(0, 200));
  const label = xmlEncoding(head);
  return new TextDecoder(label && isKnownEncoding(label) ? label : 'utf-8').decode(bytes);
}

function isKnownEncoding(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}
