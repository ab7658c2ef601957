/**
 * The one place that knows the XML parser: saxes, a strict, namespace-aware SAX parser
 * (the one jsdom uses), wrapped into three calls — open, text, close — with names already
 * resolved to short keys (`atom:entry`, `dc:date`).
 *
 * Why saxes, and not the other pure-JS parsers that run in a service worker without a DOM:
 * - Safety: it never reads a DTD. Entities declared in a DOCTYPE are not expanded at all, so
 *   "billion laughs" costs nothing, and an external `SYSTEM` entity is never fetched; both
 *   are reported as undefined entities and kept as the literal `&name;`. fast-xml-parser
 *   expands DOCTYPE entities by default and has had to add expansion limits, bypassed several
 *   times since (CVE-2026-26278 and its follow-ups); sax-js 1.3+ also resolves DOCTYPE
 *   entities.
 * - Namespaces: full Namespaces in XML, so `<a:feed xmlns:a="http://www.w3.org/2005/Atom">`
 *   and RSS 1.0's default namespace are read by URI, not by the prefix a producer chose.
 *   fast-xml-parser and txml only see prefixes; txml does not decode entities either.
 * - Position: `line` is exact at every event, for rejections that point at the entry.
 * - One pass, event-driven: no tree is built and walked again (@xmldom/xmldom builds a
 *   DOM and is the larger library); text arrives in chunks we join once.
 * - Size: saxes 6 with its one dependency (xmlchars) is about 8 KB minified and gzipped;
 *   the whole of `decodeFeed` bundles to about 13 KB. txml is smaller, at the cost of
 *   everything above.
 * - Speed: a 5 MB RSS of 20,000 Japanese items parses in well under a second.
 * - Recovery: saxes reports a well-formedness error through `fail` and goes on, so a broken
 *   entry costs that entry, not the feed. What it does not recover from well — a raw `&`
 *   swallowing the rest of an attribute — is fixed before parsing (`escapeBareAmpersands`),
 *   and the HTML entity names feeds use are given to it (`HTML_ENTITIES`).
 */
import { SaxesParser } from 'saxes';
import type { SaxesTagNS } from 'saxes';
import { escapeBareAmpersands } from './escape-bare-ampersands.ts';
import { HTML_ENTITIES } from '../../markup/html-entities.ts';
import { runSteps, type DecodeSteps } from '../run-steps.ts';

/** Namespaces the feed readers ask about, by the short prefix their keys use. */
const PREFIX_OF: ReadonlyMap<string, string> = new Map(Object.entries({
  // RSS 0.91/0.92/2.0 elements have no namespace; RSS 1.0 and 0.90 have their own.
  '': 'rss',
  'http://purl.org/rss/1.0/': 'rss',
  'http://my.netscape.com/rdf/simple/0.9/': 'rss',
  'http://backend.userland.com/rss2': 'rss',
  'http://www.w3.org/2005/Atom': 'atom',
  // Atom 0.3: Hatena Diary, livedoor and other Japanese blogs of 2004–2006.
  'http://purl.org/atom/ns#': 'atom',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'rdf',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://purl.org/dc/terms/': 'dcterms',
  'http://purl.org/syndication/history/1.0': 'fh',
  'http://purl.org/rss/1.0/modules/content/': 'content',
  'http://www.w3.org/XML/1998/namespace': 'xml',
  'http://www.w3.org/1999/xhtml': 'xhtml',
  'http://search.yahoo.com/mrss/': 'media',
}));

/**
 * Prefixes a producer may use without declaring them (a common mistake in hand-made
 * templates); a declaration in the document still wins.
 */
const UNDECLARED_PREFIXES: Readonly<Record<string, string>> = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  dc: 'http://purl.org/dc/elements/1.1/',
  dcterms: 'http://purl.org/dc/terms/',
  content: 'http://purl.org/rss/1.0/modules/content/',
  fh: 'http://purl.org/syndication/history/1.0',
  atom: 'http://www.w3.org/2005/Atom',
  media: 'http://search.yahoo.com/mrss/',
};

/** Most errors kept per document: a binary file would give one per byte. */
const MAX_PROBLEMS = 20;

/**
 * Deepest nesting read. saxes resolves each element's namespace by walking up the open
 * elements, so its work per tag grows with depth: 100,000 nested elements (700 KB) cost
 * minutes. Real feeds nest under 20 deep, XHTML content included.
 */
export const MAX_XML_DEPTH = 256;

/**
 * Most nesting work in one document: the sum over elements of their depth times one more
 * than their attributes (each name saxes resolves walks up that far). A 32 MiB feed of real
 * entries, XHTML content and all, stays under a tenth of it; 250,000 elements at the deepest
 * allowed depth reach it in about a second, paused every 2 million steps (`readXmlInSteps`).
 */
export const MAX_XML_WORK = 64 * 1024 * 1024;

/** Text written to the parser at once, and the most text and work between two pauses. */
const WRITE_CHARS = 64 * 1024;
const SLICE_CHARS = 1024 * 1024;
const SLICE_WORK = 2 * 1024 * 1024;

/** Thrown when a document passes `MAX_XML_DEPTH` or `MAX_XML_WORK`: it is not read further. */
export class XmlTooComplex extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlTooComplex';
  }
}

export interface XmlElement {
  /** `prefix:local` for known namespaces (see PREFIX_OF), else `{uri}local`. */
  readonly key: string;
  /** The name as written, for messages. */
  readonly name: string;
  /** Attribute values by key: `href`, `xml:base`, `rdf:about`. */
  readonly attributes: Readonly<Record<string, string>>;
  /** 1-based line of the `<` that opened the element. */
  readonly line: number;
}

export interface XmlHandler {
  open(element: XmlElement): void;
  /** Character data, decoded; CDATA sections arrive here too. */
  text(text: string): void;
  close(): void;
}

export interface XmlProblem {
  readonly line: number;
  readonly message: string;
}

/** Thrown by a handler to stop reading (a document that is not a feed). */
export class StopReading extends Error {}

/**
 * Reads an XML document into `handler`, recovering from well-formedness errors, which it
 * returns (at most 20). Only an exception from the handler (or `StopReading`) ends it early,
 * or a document past the bounds on depth and work, which throws `XmlTooComplex`.
 *
 * @example
 * const keys: string[] = [];
 * readXml('<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title></feed>', {
 *   open: (element) => keys.push(element.key), text: () => {}, close: () => {},
 * });
 * keys // ['atom:feed', 'atom:title']
 */
export function readXml(text: string, handler: XmlHandler): XmlProblem[] {
  return runSteps(readXmlInSteps(text, handler));
}

/**
 * `readXml` in slices: it yields after about 1 MiB of text or 2 million steps of nesting
 * work, so a caller can let other work run while a large feed decodes (`runStepsPausing`).
 */
export function* readXmlInSteps(text: string, handler: XmlHandler): DecodeSteps<XmlProblem[]> {
  const parser = new FeedXmlParser();
  let startLine = 1;
  let depth = 0;
  let work = 0;
  parser.on('opentagstart', () => {
    startLine = parser.line;
    // Checked before saxes resolves the element's names, which is the work that grows with depth.
    if (depth >= MAX_XML_DEPTH) {
      throw new XmlTooComplex(`the feed nests elements more than ${String(MAX_XML_DEPTH)} deep (line ${String(startLine)})`);
    }
  });
  const keys = new KeyCache();
  parser.on('opentag', (tag) => {
    depth++;
    work += depth * (1 + Object.keys(tag.attributes).length);
    if (work > MAX_XML_WORK) {
      throw new XmlTooComplex(`the feed takes too much work to read: its elements nest deep too many times (past line ${String(startLine)})`);
    }
    handler.open(toElement(tag, startLine, keys));
  });
  parser.on('text', (chunk) => handler.text(chunk));
  parser.on('cdata', (chunk) => handler.text(chunk));
  parser.on('closetag', () => {
    depth--;
    handler.close();
  });
  const source = escapeBareAmpersands(text);
  try {
    let sliceStart = 0;
    let sliceWork = 0;
    for (let at = 0; at < source.length; ) {
      let end = Math.min(source.length, at + WRITE_CHARS);
      // Never between the two halves of a surrogate pair.
      if (end < source.length && (source.charCodeAt(end - 1) & 0xfc00) === 0xd800) end++;
      parser.write(source.slice(at, end));
      at = end;
      if (at - sliceStart >= SLICE_CHARS || work - sliceWork >= SLICE_WORK) {
        sliceStart = at;
        sliceWork = work;
        yield;
      }
    }
    parser.close();
  } catch (error) {
    if (!(error instanceof StopReading)) throw error;
  }
  return parser.problems;
}

type FeedParserOptions = { xmlns: true; additionalNamespaces: Record<string, string> };

/**
 * Saxes, recording its well-formedness errors and going on. `fail` is saxes's public hook
 * for reporting; overriding it skips building an Error (and its stack) per error, which on
 * binary garbage is one every few bytes.
 */
class FeedXmlParser extends SaxesParser<FeedParserOptions> {
  readonly problems: XmlProblem[] = [];

  constructor() {
    super({ xmlns: true, additionalNamespaces: { ...UNDECLARED_PREFIXES } });
    this.ENTITIES = HTML_ENTITIES as Record<string, string>;
  }

  override fail(message: string): this {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push({ line: this.line, message });
    return this;
  }
}

const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze(Object.create(null) as Record<string, string>);

function toElement(tag: SaxesTagNS, line: number, keys: KeyCache): XmlElement {
  let attributes = NO_ATTRIBUTES;
  for (const name in tag.attributes) {
    const attribute = tag.attributes[name];
    if (attribute === undefined) continue;
    if (attributes === NO_ATTRIBUTES) attributes = Object.create(null) as Record<string, string>;
    const key = attribute.uri === '' ? attribute.local : keys.keyOf(attribute.uri, attribute.local);
    (attributes as Record<string, string>)[key] = attribute.value;
  }
  return { key: keys.keyOf(tag.uri, tag.local), name: tag.name, attributes, line };
}

/** Element keys by namespace and local name, made once per document rather than per element. */
class KeyCache {
  private readonly byUri = new Map<string, Map<string, string>>();

  keyOf(uri: string, local: string): string {
    let byLocal = this.byUri.get(uri);
    if (byLocal === undefined) {
      byLocal = new Map();
      this.byUri.set(uri, byLocal);
    }
    let key = byLocal.get(local);
    if (key === undefined) {
      const prefix = PREFIX_OF.get(uri);
      key = prefix === undefined ? `{${uri}}${local}` : `${prefix}:${local}`;
      byLocal.set(local, key);
    }
    return key;
  }
}
