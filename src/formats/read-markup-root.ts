/** What a file that starts with `<` is, by its prolog and root element. */
export type MarkupRoot =
  | { readonly status: 'element'; readonly name: string }
  | { readonly status: 'html' }
  | { readonly status: 'unknown' };

const HTML_ROOTS = new Set(['html', 'head', 'body']);

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x0c;
}

/** The index of the first character at or after `at` that is not white space. */
export function skipSpace(text: string, at: number): number {
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

/**
 * Reads past the XML declaration, comments and doctype to the root element's name; an HTML
 * doctype or an `html`/`head`/`body` root is HTML.
 *
 * @example
 * readMarkupRoot('<?xml version="1.0"?><rdf:RDF>', 0) // { status: 'element', name: 'rdf:RDF' }
 * readMarkupRoot('<!DOCTYPE html><p>', 0)              // { status: 'html' }
 */
export function readMarkupRoot(text: string, from: number): MarkupRoot {
  let at = from;
  for (;;) {
    at = skipSpace(text, at);
    if (at >= text.length || text[at] !== '<') return { status: 'unknown' };
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
    } else {
      const name = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(at, at + 100))?.[1];
      if (name === undefined) return { status: 'unknown' };
      const local = name.slice(name.indexOf(':') + 1);
      return HTML_ROOTS.has(local.toLowerCase()) ? { status: 'html' } : { status: 'element', name };
    }
  }
}
