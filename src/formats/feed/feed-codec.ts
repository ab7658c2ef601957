import type { FormatCodec } from '../format-codec.ts';
import { readMarkupRoot } from '../read-markup-root.ts';
import { xmlEncoding } from '../text/xml-encoding.ts';
import { decodeFeed, decodeFeedInSteps } from './decode-feed.ts';
import type { DecodeSteps } from '../run-steps.ts';
import type { DecodedBody } from '../format-codec.ts';
import { xmlEndsInsideRecord } from './xml-ends-inside-record.ts';

/** Atom (`feed`), RSS 0.9x/2.0 (`rss`) and RSS 1.0 (`rdf:RDF`), told by the root element. */
export const feedCodec: FormatCodec = {
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
  decode(text, options) {
    const { title, records, rejected, feed } = decodeFeed(text, { now: options.now, url: options.url ?? null });
    return { title, date: null, records, rejected, feed };
  },
  *decodeInSteps(text, options): DecodeSteps<DecodedBody> {
    const { title, records, rejected, feed } = yield* decodeFeedInSteps(text, { now: options.now, url: options.url ?? null });
    return { title, date: null, records, rejected, feed };
  },
  endsInsideRecord: xmlEndsInsideRecord,
};
