import type { AntennaFormat } from '../core/record.ts';

/** What the start of a file says it is. */
export type DetectedFormat =
  | { readonly status: 'ok'; readonly format: AntennaFormat }
  | { readonly status: 'empty' }
  | { readonly status: 'html' }
  | { readonly status: 'other-xml'; readonly root: string }
  | { readonly status: 'unknown' };

const HTML_ROOTS = new Set(['html', 'head', 'body']);

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x0c;
}

function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Skips a `<!DOCTYPE …>` with any internal subset `[…]`; returns the index past it or -1. */
function skipDoctype(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const char = text[i];
    if (char === '[') depth++;
    else if (char === ']') depth--;
    else if (char === '>' && depth <= 0) return i + 1;
  }
  return -1;
}

/** Reads the prolog and the root element's name of something that starts with `<`. */
function detectMarkup(text: string, from: number): DetectedFormat {
  let at = from;
  for (;;) {
    at = skipSpace(text, at);
    if (at >= text.length) return { status: 'unknown' };
    if (text.startsWith('<?', at)) {
      const end = text.indexOf('?>', at + 2);
      if (end === -1) return { status: 'unknown' };
      at = end + 2;
    } else if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end === -1) return { status: 'unknown' };
      at = end + 3;
    } else if (text.startsWith('<!', at)) {
      if (/^<!doctype\s+html\b/i.test(text.slice(at, at + 20))) return { status: 'html' };
      at = skipDoctype(text, at);
      if (at === -1) return { status: 'unknown' };
    } else if (text[at] === '<') {
      const name = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(at, at + 100))?.[1];
      if (name === undefined) return { status: 'unknown' };
      const local = name.slice(name.indexOf(':') + 1);
      if (HTML_ROOTS.has(local.toLowerCase())) return { status: 'html' };
      if (local === 'feed') return { status: 'ok', format: 'atom' };
      if (local === 'rss') return { status: 'ok', format: 'rss' };
      if (local === 'RDF') return { status: 'ok', format: 'rdf' };
      return { status: 'other-xml', root: name };
    } else {
      return { status: 'unknown' };
    }
  }
}

/**
 * Tells the format from the start of a file (its text, or its bytes read as Latin-1: only
 * ASCII is looked at).
 * - LIRS: the first line that is neither blank nor a `#` comment starts with `LIRS,`; a file
 *   of comments alone is a LIRS file with no records.
 * - hina-di: starts with `HINA/` (`HINA/2.1`, `HINA/2.2beta`…).
 * - XML by its root element: Atom `feed`, RSS 0.9x/2.0 `rss`, RSS 1.0 `rdf:RDF`; HTML by its
 *   doctype or an `html`/`head`/`body` root.
 *
 * @example
 * detectFormat('# sites.lirs\nLIRS,938779260,…') // { status: 'ok', format: 'lirs' }
 * detectFormat('<!DOCTYPE html><html>')          // { status: 'html' }
 */
export function detectFormat(head: string): DetectedFormat {
  const start = skipSpace(head, head.charCodeAt(0) === 0xfeff ? 1 : 0);
  if (start >= head.length) return { status: 'empty' };
  if (head[start] === '<') return detectMarkup(head, start);
  if (head.slice(start, start + 5).toUpperCase() === 'HINA/') return { status: 'ok', format: 'hina-di' };
  let at = start;
  while (at < head.length) {
    let end = head.indexOf('\n', at);
    if (end === -1) end = head.length;
    const line = head.slice(at, end);
    if (line.startsWith('LIRS,')) return { status: 'ok', format: 'lirs' };
    if (!line.startsWith('#') && line.trim() !== '') return { status: 'unknown' };
    at = end + 1;
  }
  return { status: 'ok', format: 'lirs' };
}
