import type { AntennaRecord, Rejection } from '../../core/record.ts';
import { rejected as rejectedBecause, rejectionAt } from '../../core/rejections/index.ts';
import { AntennaDecodeError } from '../types.ts';
import type { FeedLinks } from '../types.ts';
import { atom } from './atom.ts';
import { collectFeedInSteps } from './collect-feed.ts';
import { XmlTooComplex } from './read-xml.ts';
import { runSteps, type DecodeSteps } from '../run-steps.ts';
import { entryToRecord } from './entry-to-record.ts';
import { readFeedLinks } from './feed-links.ts';
import { rdf } from './rdf.ts';
import { resolveUrl } from './resolve-url.ts';
import { rss } from './rss.ts';

export interface DecodedFeed {
  readonly format: 'atom' | 'rss' | 'rdf';
  readonly title: string | null;
  readonly records: AntennaRecord[];
  readonly rejected: Rejection[];
  readonly feed: FeedLinks;
}

export interface DecodeFeedOptions {
  /** Fetch time (Unix seconds): every record's lastDetected. */
  readonly now: number;
  /** The document's URL, the base for relative links. */
  readonly url?: string | null;
}

/**
 * Decodes an Atom 1.0/0.3, RSS 0.9x/2.0 or RSS 1.0 document, already decoded to text, into
 * antenna records: one per entry/item, its link as `url`, its update time as
 * `lastModified` (with the date's own offset as `tzOffset`), `options.now` as
 * `lastDetected`, its identity in `extra.id`. Entries without an http(s) link or a readable
 * date are rejected with the line they start on; the rest of the feed still reads.
 *
 * @throws AntennaDecodeError `bad-xml` when the text is not XML or its root is not a feed;
 *   `too-complex` when it nests deeper than 256 or takes more nesting work than a feed can
 *   (`MAX_XML_DEPTH`, `MAX_XML_WORK`).
 *
 * @example
 * const { records } = decodeFeed(
 *   '<feed xmlns="http://www.w3.org/2005/Atom"><entry><link href="/1"/>' +
 *     '<updated>2004-05-01T12:00:00+09:00</updated></entry></feed>',
 *   { now: 1083400000, url: 'http://example.jp/atom.xml' },
 * );
 * records[0] // {url: 'http://example.jp/1', lastModified: 1083380400, tzOffset: 32400, …}
 */
export function decodeFeed(text: string, options: DecodeFeedOptions): DecodedFeed {
  return runSteps(decodeFeedInSteps(text, options));
}

/** `decodeFeed` in the slices of `readXmlInSteps`, for callers that pause between them. */
export function* decodeFeedInSteps(text: string, options: DecodeFeedOptions): DecodeSteps<DecodedFeed> {
  const documentUrl = options.url ? resolveUrl(options.url, null) : null;
  let collected;
  try {
    collected = yield* collectFeedInSteps(text, documentUrl, [atom, rss, rdf]);
  } catch (error) {
    if (error instanceof XmlTooComplex) throw new AntennaDecodeError('too-complex', error.message, { cause: error });
    throw new AntennaDecodeError('bad-xml', 'the feed could not be read as XML', { cause: error });
  }
  if (collected.status === 'not-a-feed') throw new AntennaDecodeError('bad-xml', collected.reason);
  const { vocabulary, head, entries, cutOff } = collected;
  const records: AntennaRecord[] = [];
  const rejected: Rejection[] = [];
  for (const entry of entries) {
    const facts = vocabulary.readEntry(entry, head);
    const outcome = entryToRecord(facts, entry.line, vocabulary.noun, options.now);
    if (outcome.status === 'ok') records.push(outcome.record);
    else rejected.push(outcome.rejection);
  }
  for (const line of cutOff) {
    rejected.push(rejectionAt(line, rejectedBecause('cut-off', vocabulary.noun)));
  }
  return {
    format: vocabulary.format,
    title: vocabulary.readTitle(head),
    records,
    rejected,
    feed: readFeedLinks(head),
  };
}
