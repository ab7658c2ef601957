/**
 * A link's absolute http(s) target, resolved against `base`, without its fragment; null for a
 * link that does not parse or leads anywhere but http(s). HTML strips leading and trailing
 * white space from URLs.
 *
 * @example
 * resolveHttpUrl(' /a.lirs#top ', new URL('http://example.jp/x/'))?.href // 'http://example.jp/a.lirs'
 * resolveHttpUrl('javascript:alert(1)', new URL('http://example.jp/'))  // null
 */
export function resolveHttpUrl(href: string, base: URL): URL | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  return url;
}
