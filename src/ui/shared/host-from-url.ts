/**
 * The host of a URL, for a site or antenna that has no title; the input itself when it is
 * not a URL (so something readable is always shown).
 *
 * @example
 * hostFromUrl('http://WWW.Example.jp:8080/diary/') // 'www.example.jp:8080'
 * hostFromUrl('not a url')                         // 'not a url'
 */
export function hostFromUrl(url: string): string {
  try {
    const { host } = new URL(url);
    return host === '' ? url : host;
  } catch {
    return url;
  }
}
