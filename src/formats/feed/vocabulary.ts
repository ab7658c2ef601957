/** One element kept from a feed: its text (descendants' text included) and attributes. */
export interface CollectedField {
  readonly text: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** The base URL in scope at the element: its own `xml:base`, its ancestors', the document's. */
  readonly base: string | null;
}

/** The feed's head (Atom `feed`, RSS `channel`) or one entry/item, as collected. */
export interface CollectedBlock {
  /** 1-based line where the element started. */
  readonly line: number;
  readonly base: string | null;
  readonly attributes: Readonly<Record<string, string>>;
  /** The fields the format asked for, by path (`atom:title`, `atom:author/atom:name`); first wins. */
  readonly fields: ReadonlyMap<string, CollectedField>;
  /** Every `atom:link` child, in document order (Atom, and RSS channels that carry them). */
  readonly links: readonly CollectedField[];
}

/** A link as written, with the base it must be resolved against. */
export interface LinkFact {
  readonly href: string;
  readonly base: string | null;
}

/** What one entry/item says, read by its format, before any check. */
export interface EntryFacts {
  readonly link: LinkFact | null;
  /** Plain text, never markup. */
  readonly title: string | null;
  readonly author: string | null;
  /** The date fields present, most preferred first, as [element name, text]. */
  readonly dates: readonly (readonly [string, string])[];
  /** The entry's identity (atom:id, guid, rdf:about), when it has one. */
  readonly id: string | null;
  readonly extra: Readonly<Record<string, string>>;
}

/**
 * What a format contributes: where its head and entries are, which of their children to
 * keep, and how to read them. Element keys are those of `readXml` (`rss:item`: RSS 2.0's
 * namespace-less item and RSS 1.0's alike).
 */
export interface FeedVocabulary {
  readonly format: 'atom' | 'rss' | 'rdf';
  /** What the format calls an entry, for messages. */
  readonly noun: 'entry' | 'item';
  readonly root: string;
  isHead(key: string, parentKey: string | null): boolean;
  isEntry(key: string, parentKey: string | null): boolean;
  readonly headFields: ReadonlySet<string>;
  readonly entryFields: ReadonlySet<string>;
  readTitle(head: CollectedBlock | null): string | null;
  readEntry(entry: CollectedBlock, head: CollectedBlock | null): EntryFacts;
}
