/**
 * Whether a field holds an absolute http: or https: URL with a host and no white space.
 * A cheap check for one field of every record, not a full URL parse.
 *
 * @example
 * isHttpUrl('http://hiya.ouchi.to/n/') // true
 * isHttpUrl('HTTPS://Example.JP')      // true
 * isHttpUrl('ftp://example.jp/')       // false
 * isHttpUrl('Tadayo Memories')         // false
 */
export function isHttpUrl(text: string): boolean {
  let at: number;
  if (startsWithIgnoringCase(text, 'http://')) at = 7;
  else if (startsWithIgnoringCase(text, 'https://')) at = 8;
  else return false;
  const first = text.charCodeAt(at);
  // A host must follow: not the end, nor a path, query, fragment or port.
  if (Number.isNaN(first) || first === 0x2f || first === 0x3f || first === 0x23 || first === 0x3a) return false;
  for (let i = at; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return false;
  }
  return true;
}

function startsWithIgnoringCase(text: string, prefix: string): boolean {
  if (text.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    const code = text.charCodeAt(i);
    const lower = code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
    if (lower !== prefix.charCodeAt(i)) return false;
  }
  return true;
}
