import { decodeHtmlReferences } from './decode-html-references.ts';

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Reads the attributes of one start tag's inside (`rel="alternate" href=/a.rdf`) into a map
 * keyed by lower-cased name, values with references decoded. The first of a repeated name
 * wins, as in HTML.
 *
 * @example
 * readAttributes(' xmlUrl="http://a.example/?a=1&amp;b=2" TEXT=x')
 * // Map { 'xmlurl' => 'http://a.example/?a=1&b=2', 'text' => 'x' }
 */
export function readAttributes(inside: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of inside.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name === '' || attributes.has(name)) continue;
    attributes.set(name, decodeHtmlReferences(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}
