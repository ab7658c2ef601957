/**
 * Resolves a reference against a base (RFC 3986 §5, via WHATWG URL), or null when it
 * cannot be: a relative reference with no base, or garbage.
 *
 * @example
 * resolveUrl('../2004/05/', 'http://example.jp/diary/feed.rdf') // 'http://example.jp/2004/05/'
 * resolveUrl('/x', null)                                        // null
 */
export function resolveUrl(reference: string, base: string | null): string | null {
  try {
    return new URL(reference.trim(), base ?? undefined).href;
  } catch {
    return null;
  }
}

