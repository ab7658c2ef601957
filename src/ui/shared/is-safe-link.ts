/**
 * Whether a URL from a feed may become a link: only absolute http: and https: URLs. Feeds
 * are untrusted — a `javascript:` or `data:` URL in an `<a href>` would run or show code in
 * the extension's own origin — so anything else is shown as plain text.
 *
 * @example
 * isSafeLink('https://example.jp/')   // true
 * isSafeLink('javascript:alert(1)')   // false
 * isSafeLink('/relative/path')        // false
 */
export function isSafeLink(url: string | null | undefined): url is string {
  if (typeof url !== 'string' || url === '') return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
}
