import { readXmlInSteps, StopReading } from './read-xml.ts';
import { runSteps, type DecodeSteps } from '../run-steps.ts';
import type { XmlElement } from './read-xml.ts';
import { resolveUrl } from './resolve-url.ts';
import type { CollectedBlock, CollectedField, FeedVocabulary } from './vocabulary.ts';

export type CollectedFeed =
  | {
      readonly status: 'feed';
      readonly vocabulary: FeedVocabulary;
      readonly head: CollectedBlock | null;
      readonly entries: readonly CollectedBlock[];
      /** Lines of entries the document ended inside. */
      readonly cutOff: readonly number[];
    }
  | { readonly status: 'not-a-feed'; readonly reason: string };

interface OpenBlock extends CollectedBlock {
  readonly depth: number;
  readonly wanted: ReadonlySet<string>;
  readonly fields: Map<string, CollectedField>;
  readonly links: CollectedField[];
}

interface Capture {
  readonly block: OpenBlock;
  readonly path: string;
  readonly depth: number;
  readonly element: XmlElement;
  readonly base: string | null;
  readonly chunks: string[];
}

/**
 * Reads a feed document in one pass over the parser's events, keeping only what the
 * format's vocabulary asks for: the head's fields and links, and each entry's, with the
 * `xml:base` in scope (XML Base §4.2: each element's base is its own `xml:base` resolved
 * against its parent's, starting from the document URL). The root element picks the format.
 *
 * @example
 * const feed = collectFeed('<rss version="2.0"><channel><title>T</title></channel></rss>',
 *   null, [rss]);
 * feed.status === 'feed' && feed.head?.fields.get('rss:title')?.text // 'T'
 */
export function collectFeed(
  text: string,
  documentUrl: string | null,
  vocabularies: readonly FeedVocabulary[],
): CollectedFeed {
  return runSteps(collectFeedInSteps(text, documentUrl, vocabularies));
}

/** `collectFeed` in the slices of `readXmlInSteps`. */
export function* collectFeedInSteps(
  text: string,
  documentUrl: string | null,
  vocabularies: readonly FeedVocabulary[],
): DecodeSteps<CollectedFeed> {
  const keys: string[] = [];
  const bases: (string | null)[] = [];
  const entries: CollectedBlock[] = [];
  // One object, not loose variables: the handlers below assign it.
  const state: {
    vocabulary: FeedVocabulary | undefined;
    rootName: string | null;
    head: OpenBlock | null;
    headOpen: boolean;
    entry: OpenBlock | null;
    capture: Capture | null;
  } = { vocabulary: undefined, rootName: null, head: null, headOpen: false, entry: null, capture: null };

  function openBlock(element: XmlElement, depth: number, base: string | null, wanted: ReadonlySet<string>): OpenBlock {
    const { line, attributes } = element;
    return { line, base, attributes, depth, wanted, fields: new Map(), links: [] };
  }

  function take(block: OpenBlock, element: XmlElement, depth: number, base: string | null): void {
    const relative = depth - block.depth;
    if (relative === 1 && element.key === 'atom:link') {
      block.links.push({ text: '', attributes: element.attributes, base });
      return;
    }
    const path =
      relative === 1 ? element.key
      : relative === 2 ? `${keys[block.depth + 1] ?? ''}/${element.key}`
      : null;
    if (path !== null && block.wanted.has(path) && !block.fields.has(path)) {
      state.capture = { block, path, depth, element, base, chunks: [] };
    }
  }

  const problems = yield* readXmlInSteps(text, {
    open(element) {
      const depth = keys.length;
      const parentKey = keys[depth - 1] ?? null;
      const parentBase = depth === 0 ? documentUrl : (bases[depth - 1] ?? null);
      const xmlBase = element.attributes['xml:base'];
      const base = xmlBase === undefined ? parentBase : (resolveUrl(xmlBase, parentBase) ?? parentBase);
      keys.push(element.key);
      bases.push(base);
      if (depth === 0) {
        state.rootName = element.name;
        state.vocabulary = vocabularies.find((candidate) => candidate.root === element.key);
      }
      const { vocabulary, entry, head } = state;
      if (vocabulary === undefined) throw new StopReading();
      if (state.capture !== null) return;
      if (entry !== null) take(entry, element, depth, base);
      else if (vocabulary.isEntry(element.key, parentKey)) {
        state.entry = openBlock(element, depth, base, vocabulary.entryFields);
      } else if (head !== null && state.headOpen) take(head, element, depth, base);
      else if (head === null && vocabulary.isHead(element.key, parentKey)) {
        state.head = openBlock(element, depth, base, vocabulary.headFields);
        state.headOpen = true;
      }
    },
    text(chunk) {
      state.capture?.chunks.push(chunk);
    },
    close() {
      const depth = keys.length - 1;
      const { capture, entry, head } = state;
      if (capture !== null && capture.depth === depth) {
        const { block, path, element, base, chunks } = capture;
        block.fields.set(path, { text: chunks.join(''), attributes: element.attributes, base });
        state.capture = null;
      }
      if (entry !== null && entry.depth === depth) {
        entries.push(entry);
        state.entry = null;
      } else if (head !== null && head.depth === depth) state.headOpen = false;
      keys.pop();
      bases.pop();
    },
  });

  const { vocabulary, rootName, head, entry } = state;
  if (vocabulary === undefined) {
    const problem = problems[0];
    const reason =
      rootName !== null ? `not a feed: the root element is <${rootName}>`
      : problem !== undefined ? `not XML: ${problem.message.replace(/\.$/, '')} (line ${problem.line})`
      : 'not XML: no element found';
    return { status: 'not-a-feed', reason };
  }
  const cutOff = entry === null ? [] : [entry.line];
  return { status: 'feed', vocabulary, head, entries, cutOff };
}
