import type { AntennaFormat } from '../core/record.ts';
import { readMarkupRoot, skipSpace } from './read-markup-root.ts';
import { TRAITS } from './format-traits.ts';

/** What the start of a file says it is. */
export type DetectedFormat =
  | { readonly status: 'ok'; readonly format: AntennaFormat }
  | { readonly status: 'empty' }
  | { readonly status: 'html' }
  | { readonly status: 'other-xml'; readonly root: string }
  | { readonly status: 'unknown' };

/**
 * Tells the format from the start of a file (its text, or its bytes read as Latin-1: only
 * ASCII is looked at). Each format's traits (`format-traits.ts`) are asked in turn (LIRS: the first line that
 * is not a comment starts with `LIRS,`; hina-di: `HINA/`; Atom/RSS/RDF by the root element);
 * what none claims is named: empty, HTML (doctype or an `html`/`head`/`body` root), another
 * XML document, or unknown.
 *
 * @example
 * detectFormat('# sites.lirs\nLIRS,938779260,…') // { status: 'ok', format: 'lirs' }
 * detectFormat('<!DOCTYPE html><html>')          // { status: 'html' }
 */
export function detectFormat(head: string): DetectedFormat {
  const start = skipSpace(head, head.charCodeAt(0) === 0xfeff ? 1 : 0);
  if (start >= head.length) return { status: 'empty' };
  for (const traits of TRAITS) {
    const format = traits.sniff(head, start);
    if (format !== null) return { status: 'ok', format };
  }
  if (head[start] !== '<') return { status: 'unknown' };
  const root = readMarkupRoot(head, start);
  if (root.status === 'element') return { status: 'other-xml', root: root.name };
  return root;
}
