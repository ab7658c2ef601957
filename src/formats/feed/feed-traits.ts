import type { FormatTraits } from '../format-codec.ts';
import { readMarkupRoot } from '../read-markup-root.ts';
import { xmlEncoding } from '../text/xml-encoding.ts';

/** Atom (`feed`), RSS 0.9x/2.0 (`rss`) and RSS 1.0 (`rdf:RDF`), told by the root element. */
export const feedTraits: FormatTraits = {
  sniff(head, start) {
    const root = readMarkupRoot(head, start);
    if (root.status !== 'element') return null;
    const local = root.name.slice(root.name.indexOf(':') + 1);
    if (local === 'feed') return 'atom';
    if (local === 'rss') return 'rss';
    if (local === 'RDF') return 'rdf';
    return null;
  },
  declaredCharset: xmlEncoding,
  asciiEncoding: 'utf-8',
  browserCharset: true,
  brokenCode: 'bad-xml',
};
